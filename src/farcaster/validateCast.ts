import { utf8Length } from './castText';
import { isValidFid } from './fid';
import { isMessageHash } from './hex';

/** A cast as the app refers to it: author FID and 0x hash. */
export interface CastRef {
  fid: string;
  hash: string;
  /** The cast lives only on the gateway's L2, so anything pointing at it must stay there too. */
  external?: boolean;
}

export type CastEmbed = { url: string } | { castId: CastRef };

/** A cast in protocol form (text with handles removed), before it becomes a message. */
export interface CastDraft {
  text: string;
  mentions: readonly string[];
  mentionsPositions: readonly number[];
  embeds: readonly CastEmbed[];
  parentCastId?: CastRef;
  /** Channel URL. */
  parentUrl?: string;
}

export interface CastLimits {
  maxEmbeds: number;
  maxMentions: number;
}

export const DEFAULT_CAST_LIMITS: Readonly<CastLimits> = { maxEmbeds: 2, maxMentions: 10 };

export const CAST_MAX_BYTES = 320;
export const LONG_CAST_MAX_BYTES = 1024;
export const URL_MAX_BYTES = 256;

export type CastType = 'CAST' | 'LONG_CAST';

export type CastProblemCode =
  | 'empty'
  | 'too-long'
  | 'text-invalid'
  | 'too-many-mentions'
  | 'mentions-mismatch'
  | 'mention-invalid'
  | 'mention-position-invalid'
  | 'too-many-embeds'
  | 'embed-url-too-long'
  | 'embed-url-invalid'
  | 'embed-cast-invalid'
  | 'reply-and-channel'
  | 'parent-cast-invalid'
  | 'channel-url-too-long'
  | 'channel-url-invalid';

export interface CastProblem {
  code: CastProblemCode;
  /** A sentence to show the person writing. */
  message: string;
  /** Which mention or embed, for problems about one of them. */
  index?: number;
}

export type CastValidation = { ok: true; type: CastType; bytes: number } | { ok: false; problems: CastProblem[] };

const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function isWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

// Not `new URL`: real channel URLs such as `chain://eip155:7777777/erc721:0x…` fail WHATWG parsing.
const SCHEME_URL = /^[a-z][a-z0-9+.-]*:[^\s]+$/i;

function isCastRef(ref: CastRef): boolean {
  return isValidFid(ref.fid) && isMessageHash(ref.hash);
}

function checkText(draft: CastDraft, bytes: number, problems: CastProblem[]): void {
  if (draft.text.trim() === '' && draft.embeds.length === 0 && draft.mentions.length === 0) {
    problems.push({ code: 'empty', message: 'A cast needs some text, a mention or an embed.' });
  }
  if (bytes > LONG_CAST_MAX_BYTES) {
    problems.push({
      code: 'too-long',
      message: `The text is ${bytes} bytes; a cast holds at most ${LONG_CAST_MAX_BYTES}.`,
    });
  }
  if (UNPAIRED_SURROGATE.test(draft.text)) {
    problems.push({ code: 'text-invalid', message: 'The text contains a broken character.' });
  }
}

function checkMentions(draft: CastDraft, bytes: number, limits: CastLimits, problems: CastProblem[]): void {
  const { mentions, mentionsPositions } = draft;
  if (mentions.length > limits.maxMentions) {
    problems.push({
      code: 'too-many-mentions',
      message: `A cast can mention at most ${limits.maxMentions} people; this one mentions ${mentions.length}.`,
    });
  }
  if (mentions.length !== mentionsPositions.length) {
    problems.push({ code: 'mentions-mismatch', message: 'Every mention needs exactly one position in the text.' });
  }
  mentions.forEach((fid, index) => {
    if (!isValidFid(fid)) {
      problems.push({ code: 'mention-invalid', index, message: `Mention ${index + 1} does not name an account.` });
    }
  });
  let previous = 0;
  mentionsPositions.forEach((position, index) => {
    if (!Number.isInteger(position) || position < previous || position > bytes) {
      problems.push({
        code: 'mention-position-invalid',
        index,
        message: `Mention ${index + 1} is placed outside the text or out of order.`,
      });
    } else previous = position;
  });
}

function checkEmbeds(draft: CastDraft, limits: CastLimits, problems: CastProblem[]): void {
  if (draft.embeds.length > limits.maxEmbeds) {
    problems.push({
      code: 'too-many-embeds',
      message: `A cast can carry at most ${limits.maxEmbeds} embeds; this one has ${draft.embeds.length}.`,
    });
  }
  draft.embeds.forEach((embed, index) => {
    if ('castId' in embed) {
      if (!isCastRef(embed.castId)) {
        problems.push({ code: 'embed-cast-invalid', index, message: `Quoted cast ${index + 1} is not a valid cast.` });
      }
      return;
    }
    const urlBytes = utf8Length(embed.url);
    if (urlBytes > URL_MAX_BYTES) {
      problems.push({
        code: 'embed-url-too-long',
        index,
        message: `Link ${index + 1} is ${urlBytes} bytes; a link may be at most ${URL_MAX_BYTES}.`,
      });
    } else if (!isWebUrl(embed.url)) {
      problems.push({ code: 'embed-url-invalid', index, message: `Link ${index + 1} is not an http or https address.` });
    }
  });
}

function checkParent(draft: CastDraft, problems: CastProblem[]): void {
  const { parentCastId, parentUrl } = draft;
  if (parentCastId !== undefined && parentUrl !== undefined) {
    problems.push({
      code: 'reply-and-channel',
      message: 'A reply cannot also be posted to a channel; it stays in the channel of its thread.',
    });
  }
  if (parentCastId !== undefined && !isCastRef(parentCastId)) {
    problems.push({ code: 'parent-cast-invalid', message: 'The cast being replied to is not a valid cast.' });
  }
  if (parentUrl !== undefined) {
    const urlBytes = utf8Length(parentUrl);
    if (urlBytes > URL_MAX_BYTES) {
      problems.push({
        code: 'channel-url-too-long',
        message: `The channel address is ${urlBytes} bytes; it may be at most ${URL_MAX_BYTES}.`,
      });
    } else if (!SCHEME_URL.test(parentUrl)) {
      problems.push({ code: 'channel-url-invalid', message: 'The channel address is not a valid URL.' });
    }
  }
}

/**
 * Every rule a hub applies to a cast, plus the app's own limits; the composer and the message
 * builder both call this, so what the composer accepts is what gets sent.
 */
export function validateCast(draft: CastDraft, limits: Partial<CastLimits> = {}): CastValidation {
  const effective: CastLimits = { ...DEFAULT_CAST_LIMITS, ...limits };
  const bytes = utf8Length(draft.text);
  const problems: CastProblem[] = [];
  checkText(draft, bytes, problems);
  checkMentions(draft, bytes, effective, problems);
  checkEmbeds(draft, effective, problems);
  checkParent(draft, problems);
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, type: bytes > CAST_MAX_BYTES ? 'LONG_CAST' : 'CAST', bytes };
}
