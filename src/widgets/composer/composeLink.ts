import { parseCastHash } from '../../api/ids';
import type { CastHash } from '../../api/model';
import { composePath } from '../../app/routePaths';
import { parseChannelKey } from '../channel/channelKey';
import type { DraftContext } from './draftStore';

/** `/compose?text=&embeds[]=&parentCastHash=&channelKey=` (and `quoteCastHash=`), as other sites link to it. */
export interface ComposeLink {
  text: string;
  embeds: string[];
  parentCastHash?: CastHash;
  quoteCastHash?: CastHash;
  channelKey?: string;
}

export function parseComposeLink(params: URLSearchParams): ComposeLink {
  const hash = (name: string) => parseCastHash(params.get(name)) ?? undefined;
  const parentCastHash = hash('parentCastHash');
  const quoteCastHash = hash('quoteCastHash');
  const channelKey = parseChannelKey(params.get('channelKey'));
  const embeds = [...params.getAll('embeds[]'), ...params.getAll('embeds')].map((e) => e.trim()).filter((e) => e !== '');
  return {
    text: params.get('text') ?? '',
    embeds: [...new Set(embeds)],
    ...(parentCastHash && { parentCastHash }),
    ...(quoteCastHash && { quoteCastHash }),
    // A reply stays in its thread's channel, so a channel only counts for a new cast.
    ...(!parentCastHash && channelKey && { channelKey }),
  };
}

export function composeContext(link: Pick<ComposeLink, 'parentCastHash' | 'quoteCastHash' | 'channelKey'>): DraftContext {
  if (link.parentCastHash) return `reply:${link.parentCastHash}`;
  if (link.quoteCastHash) return `quote:${link.quoteCastHash}`;
  if (link.channelKey) return `channel:${link.channelKey}`;
  return 'new';
}

export function composeHref(link: Partial<ComposeLink>): string {
  const params = new URLSearchParams();
  if (link.text) params.set('text', link.text);
  for (const embed of link.embeds ?? []) params.append('embeds[]', embed);
  if (link.parentCastHash) params.set('parentCastHash', link.parentCastHash);
  if (link.quoteCastHash) params.set('quoteCastHash', link.quoteCastHash);
  if (link.channelKey) params.set('channelKey', link.channelKey);
  return composePath(params);
}
