import { parseCastHash, parseChannelKey } from '../../api/ids';
import { composeHref, type ComposeLink } from './composeHref';
import { parseDraftContext, type DraftContext } from './draftStore';

export function parseComposeLink(params: URLSearchParams): ComposeLink {
  const hash = (name: string) => parseCastHash(params.get(name)) ?? undefined;
  const parentCastHash = hash('parentCastHash');
  const quoteCastHash = hash('quoteCastHash');
  const channelKey = parseChannelKey(params.get('channelKey'));
  const draft = parseDraftContext(`draft:${params.get('draft') ?? ''}`)?.slice('draft:'.length);
  const embeds = [...params.getAll('embeds[]'), ...params.getAll('embeds')].map((e) => e.trim()).filter((e) => e !== '');
  return {
    text: params.get('text') ?? '',
    embeds: [...new Set(embeds)],
    ...(parentCastHash && { parentCastHash }),
    ...(quoteCastHash && { quoteCastHash }),
    // A reply stays in its thread's channel, so a channel only counts for a new cast.
    ...(!parentCastHash && channelKey && { channelKey }),
    ...(!parentCastHash && !quoteCastHash && draft && { draft }),
  };
}

export function composeContext(link: Pick<ComposeLink, 'parentCastHash' | 'quoteCastHash' | 'channelKey' | 'draft'>): DraftContext {
  if (link.draft) return `draft:${link.draft}`;
  if (link.parentCastHash) return `reply:${link.parentCastHash}`;
  if (link.quoteCastHash) return `quote:${link.quoteCastHash}`;
  if (link.channelKey) return `channel:${link.channelKey}`;
  return 'new';
}

/** Where a kept draft is written on: the composer of its context, which finds the draft there. */
export function draftHref(context: DraftContext): string {
  const [kind, value] = context.split(/:(.*)/s) as [string, string | undefined];
  const hash = parseCastHash(value) ?? undefined;
  if (kind === 'reply') return composeHref({ parentCastHash: hash });
  if (kind === 'quote') return composeHref({ quoteCastHash: hash });
  if (kind === 'channel') return composeHref({ channelKey: value! });
  if (kind === 'draft') return composeHref({ draft: value! });
  return composeHref({});
}
