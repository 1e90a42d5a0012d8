import type { CastHash } from '../../api/model';
import { composePath } from '../../app/routePaths';

// Links to the composer, apart from reading them (composeLink.ts, which needs the draft store): every
// cast card links to the composer, and only the composer reads the link.

/** `/compose?text=&embeds[]=&parentCastHash=&channelKey=` (and `quoteCastHash=`), as other sites link to it. */
export interface ComposeLink {
  text: string;
  embeds: string[];
  parentCastHash?: CastHash;
  quoteCastHash?: CastHash;
  channelKey?: string;
  /** A new cast kept aside in Drafts: the `<id>` of its `draft:<id>` context. */
  draft?: string;
}

export function composeHref(link: Partial<ComposeLink>): string {
  const params = new URLSearchParams();
  if (link.text) params.set('text', link.text);
  for (const embed of link.embeds ?? []) params.append('embeds[]', embed);
  if (link.parentCastHash) params.set('parentCastHash', link.parentCastHash);
  if (link.quoteCastHash) params.set('quoteCastHash', link.quoteCastHash);
  if (link.channelKey) params.set('channelKey', link.channelKey);
  if (link.draft) params.set('draft', link.draft);
  return composePath(params);
}
