/**
 * What a Farcaster node's answer to `POST /v1/submitMessage` means for a message (see
 * docs/snapchain-stand-in.md for the source of each rule):
 * - admitted: a 200, or a duplicate of a message still in the mempool; to be read back;
 * - delivered: `bad_request.duplicate` for a message already merged;
 * - refused: any other `bad_request.*` or `not_found` refusal, kept with its words (as `plainReason` makes them);
 * - retry: the node cannot take it now (down, 5xx, `unavailable`, rate limited, a proxy's or an API key's
 *   refusal).
 */
export type SubmitOutcome =
  | { kind: 'admitted' }
  | { kind: 'delivered' }
  | { kind: 'refused'; reason: string }
  | { kind: 'retry'; reason: string };

/** The most characters of a node's words kept and shown. */
export const REASON_MAX_CHARS = 300;
/** Only the start of a node's words is read for them: an error page says what matters first, and the bound keeps the work small. */
const REASON_SOURCE_CHARS = 16 * 1024;

/**
 * A node's words as plain text: an HTML page's tags (its scripts and styles whole) and control, format
 * and lone surrogate characters taken out, runs of space made one, at most `REASON_MAX_CHARS` characters,
 * an ellipsis marking a cut. Read from the first 16 KiB of the text.
 */
export function plainReason(text: string): string {
  const plain = text
    .slice(0, REASON_SOURCE_CHARS)
    .replace(/<(script|style)\b[\s\S]*?(?:<\/\1\s*>|$)/gi, ' ')
    .replace(/<[a-z!/][^<>]*>/gi, ' ')
    .replace(/[\p{Cc}\p{Cf}\p{Cs}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = Array.from(plain);
  return chars.length > REASON_MAX_CHARS ? `${chars.slice(0, REASON_MAX_CHARS - 1).join('')}…` : plain;
}

/** A Rust string literal's contents with its escapes read, or as it stands when they cannot be. */
function unescaped(literal: string): string {
  try {
    return JSON.parse(`"${literal}"`) as string;
  } catch {
    return literal;
  }
}

/** The code and words of a node's error body: Snapchain's `{error, error_detail}` or the older hub shape `{errCode, details}`. */
export function nodeError(body: string): { code: string; message: string } | null {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof json !== 'object' || json === null) return null;
  const { error_detail: detail, errCode, details } = json as Record<string, unknown>;
  if (typeof detail === 'string') {
    // tonic's Status as text: `status: InvalidArgument, message: "bad_request.duplicate/message has already been merged", …`
    const match = /message: "((?:[^"\\]|\\.)*)"/.exec(detail);
    const inner = match ? unescaped(match[1]!) : detail;
    const slash = inner.indexOf('/');
    return slash > 0 && /^[a-z_.]+$/.test(inner.slice(0, slash)) ? { code: inner.slice(0, slash), message: inner.slice(slash + 1) } : { code: '', message: inner };
  }
  if (typeof errCode === 'string') return { code: errCode, message: typeof details === 'string' ? details : '' };
  return null;
}

const refused = (words: string): SubmitOutcome => ({ kind: 'refused', reason: plainReason(words) || 'the node refused the request' });

export function submitOutcome(status: number, body: string): SubmitOutcome {
  if (status === 200) return { kind: 'admitted' };
  if (status !== 400) return { kind: 'retry', reason: `the node answered ${status}` };
  const error = nodeError(body);
  if (!error) return refused(body);
  if (error.code === 'bad_request.duplicate') return /already been merged/.test(error.message) ? { kind: 'delivered' } : { kind: 'admitted' };
  if (error.code === 'bad_request.rate_limited' || !(error.code.startsWith('bad_request') || error.code === 'not_found')) {
    return { kind: 'retry', reason: plainReason(`${error.code || 'error'}: ${error.message}`) };
  }
  return refused(error.message || error.code);
}
