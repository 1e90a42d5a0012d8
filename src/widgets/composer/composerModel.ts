import { encodeCastText, utf8Length } from '../../farcaster/castText';
import { findUrls } from '../../farcaster/textLinks';
import { validateCast, type CastDraft, type CastEmbed, type CastLimits, type CastRef, type CastValidation } from '../../farcaster/validateCast';
import type { DraftPart } from './draftStore';

/** What the composer posts into: a reply's parent, a quoted cast, a channel URL. */
export interface ComposerTarget {
  parent?: CastRef;
  quote?: CastRef;
  /** The channel it goes to, fixed by the page (a channel feed) or picked; a reply stays in its thread instead. */
  channelUrl?: string | undefined;
}

export type ComposerEmbed =
  | { kind: 'image' | 'link'; url: string; /** Typed in the text (dismissible) or added by URL. */ from: 'text' | 'added' }
  | { kind: 'quote'; cast: CastRef };

const IMAGE_URL = /\.(?:png|jpe?g|gif|webp|svg|avif)(?:[?#].*)?$/i;

export function isImageUrl(url: string): boolean {
  return IMAGE_URL.test(url);
}

/** Embeds in the order they are sent: URLs added by hand, links typed in the text, then the quoted cast. */
export function composerEmbeds(draft: DraftPart, target: ComposerTarget): ComposerEmbed[] {
  const seen = new Set<string>();
  const out: ComposerEmbed[] = [];
  const add = (url: string, from: 'text' | 'added') => {
    if (seen.has(url)) return;
    seen.add(url);
    out.push({ kind: isImageUrl(url) ? 'image' : 'link', url, from });
  };
  for (const url of draft.addedUrls) add(url, 'added');
  for (const { url } of findUrls(draft.text)) if (!draft.dismissedUrls.includes(url)) add(url, 'text');
  if (target.quote) out.push({ kind: 'quote', cast: target.quote });
  return out;
}

export interface ComposerCheck {
  castDraft: CastDraft;
  validation: CastValidation;
  /** UTF-8 bytes of the text as posted (mention handles removed). */
  bytes: number;
}

/** The cast a draft's part would post, and what `validateCast` says about it: the same check message building runs. */
export function checkComposer(draft: DraftPart, target: ComposerTarget, limits?: Partial<CastLimits>): ComposerCheck {
  const encoded = encodeCastText(draft.text, new Map(Object.entries(draft.mentions)));
  const embeds: CastEmbed[] = composerEmbeds(draft, target).map((e) => (e.kind === 'quote' ? { castId: e.cast } : { url: e.url }));
  const channelUrl = target.parent ? undefined : target.channelUrl;
  const castDraft: CastDraft = {
    text: encoded.text,
    mentions: encoded.mentions,
    mentionsPositions: encoded.mentionsPositions,
    embeds,
    ...(target.parent && { parentCastId: target.parent }),
    ...(channelUrl !== undefined && { parentUrl: channelUrl }),
  };
  const validation = validateCast(castDraft, limits);
  return { castDraft, validation, bytes: validation.ok ? validation.bytes : utf8Length(encoded.text) };
}
