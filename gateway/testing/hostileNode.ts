import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Test support: a Farcaster node that misbehaves, as a real HTTP server on 127.0.0.1. The test answers
 * every request itself (`answer`), with anything an honest node never sends: pages longer than asked,
 * bodies of any size (streamed by `streamAnswer` from one small buffer, so the node itself stays small),
 * a Content-Length far beyond what follows.
 */
export interface HostileNode {
  url: string;
  /** Method, path and query of every request, in order (`GET /v1/castsByFid?fid=…`). */
  readonly requests: string[];
  close(): Promise<void>;
}

export type HostileAnswer = (req: IncomingMessage, res: ServerResponse, url: URL) => void | Promise<void>;

export async function startHostileNode(answer: HostileAnswer): Promise<HostileNode> {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://node');
    requests.push(`${req.method} ${url.pathname}${url.search}`);
    // The body of a submit is read whole and dropped: the answer is the test's, whatever was sent.
    req.resume();
    Promise.resolve(answer(req, res, url)).catch((error: unknown) => res.destroy(error as Error));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

export interface StreamedAnswer {
  status: number;
  contentType: string;
  /** The body's size: `prefix`, then filler (`x`), then `suffix`. */
  bytes: number;
  prefix?: string;
  suffix?: string;
  /** Send no Content-Length (a chunked answer) rather than the true one. */
  chunked?: boolean;
}

const FILLER = Buffer.alloc(1024 * 1024, 'x');

/**
 * Streams an answer of `bytes` bytes at the pace the client reads it; resolves with the bytes written
 * before the answer ended or the client hung up.
 */
export async function streamAnswer(res: ServerResponse, answer: StreamedAnswer): Promise<number> {
  const prefix = Buffer.from(answer.prefix ?? '');
  const suffix = Buffer.from(answer.suffix ?? '');
  res.writeHead(answer.status, { 'content-type': answer.contentType, ...(answer.chunked ? {} : { 'content-length': String(answer.bytes) }) });
  let written = 0;
  let hungUp = false;
  res.once('close', () => {
    hungUp = true;
  });
  const drained = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        res.off('drain', done);
        res.off('close', done);
        resolve();
      };
      res.on('drain', done);
      res.on('close', done);
    });
  const write = async (chunk: Buffer) => {
    if (hungUp) return;
    written += chunk.length;
    if (!res.write(chunk)) await drained();
  };
  await write(prefix);
  for (let left = answer.bytes - prefix.length - suffix.length; left > 0 && !hungUp; left -= FILLER.length) {
    await write(left >= FILLER.length ? FILLER : FILLER.subarray(0, left));
  }
  await write(suffix);
  if (!hungUp) res.end();
  return written;
}

/** Headers that declare a body of `bytes`, then nothing: an honest client waits for ever, a careful one refuses at once. */
export function promiseHugeAnswer(res: ServerResponse, status: number, bytes: number): void {
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': String(bytes) });
  res.flushHeaders();
}
