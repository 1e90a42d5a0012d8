import { bytesAtMost } from './bytesAtMost';

/**
 * The largest answer taken from a Farcaster node, counted as it arrives (after any decompression): a page
 * of 1000 casts of the longest ordinary kind (1,024 bytes of text) is about 1.7 MB.
 */
export const NODE_ANSWER_MAX_BYTES = 4 * 1024 * 1024;

interface NodeRequest {
  method?: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: Uint8Array<ArrayBuffer>;
  /** For the whole exchange, the answer's body included. */
  timeoutMs: number;
}

/** The node's status and body as text, or why there is none, in words that follow "the node" (`cannot be reached: ECONNREFUSED`). */
type NodeResponse = { status: number; text: string } | { failure: string };


/**
 * Every request to a Farcaster node (`--hub-url`): reads, signer lookups, events and submissions. Bounded
 * in time (`timeoutMs`, for the body too) and in size: an answer larger than 4 MiB, by its Content-Length
 * or by what arrives, is refused and its connection closed, so a node cannot make the gateway hold more
 * than that. A refused answer is a failure, as a node that cannot be reached.
 */
export async function requestNode(url: string, request: NodeRequest): Promise<NodeResponse> {
  const tooLarge = { failure: `answered with more than ${NODE_ANSWER_MAX_BYTES / 1024 / 1024} MiB` };
  try {
    const res = await fetch(url, {
      method: request.method ?? 'GET',
      headers: request.headers,
      ...(request.body ? { body: request.body } : {}),
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    if (Number(res.headers.get('content-length')) > NODE_ANSWER_MAX_BYTES) {
      await res.body?.cancel();
      return tooLarge;
    }
    const bytes = await bytesAtMost(res.body, NODE_ANSWER_MAX_BYTES);
    return bytes === null ? tooLarge : { status: res.status, text: bytes.toString('utf8') };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return { failure: (error as Error).name === 'TimeoutError' ? 'did not answer in time' : `cannot be reached${cause ? `: ${cause}` : ''}` };
  }
}
