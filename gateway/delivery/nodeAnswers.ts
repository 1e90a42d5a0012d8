/**
 * What a Farcaster node's answer to `POST /v1/submitMessage` means for a message (see
 * docs/snapchain-stand-in.md for the source of each rule):
 * - admitted: a 200, or a duplicate of a message still in the mempool; to be read back;
 * - delivered: `bad_request.duplicate` for a message already merged;
 * - refused: any other `bad_request.*` or `not_found` refusal, kept with its words;
 * - retry: the node cannot take it now (down, 5xx, `unavailable`, rate limited, a proxy's or an API key's
 *   refusal).
 */
export type SubmitOutcome =
  | { kind: 'admitted' }
  | { kind: 'delivered' }
  | { kind: 'refused'; reason: string }
  | { kind: 'retry'; reason: string };

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
    const inner = match ? (JSON.parse(`"${match[1]}"`) as string) : detail;
    const slash = inner.indexOf('/');
    return slash > 0 && /^[a-z_.]+$/.test(inner.slice(0, slash)) ? { code: inner.slice(0, slash), message: inner.slice(slash + 1) } : { code: '', message: inner };
  }
  if (typeof errCode === 'string') return { code: errCode, message: typeof details === 'string' ? details : '' };
  return null;
}

export function submitOutcome(status: number, body: string): SubmitOutcome {
  if (status === 200) return { kind: 'admitted' };
  if (status !== 400) return { kind: 'retry', reason: `the node answered ${status}` };
  const error = nodeError(body);
  if (!error) return { kind: 'refused', reason: body.trim() || 'the node refused the request' };
  if (error.code === 'bad_request.duplicate') return /already been merged/.test(error.message) ? { kind: 'delivered' } : { kind: 'admitted' };
  if (error.code === 'bad_request.rate_limited' || !(error.code.startsWith('bad_request') || error.code === 'not_found')) {
    return { kind: 'retry', reason: `${error.code || 'error'}: ${error.message}` };
  }
  return { kind: 'refused', reason: error.message || error.code };
}
