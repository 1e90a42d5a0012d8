import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promiseHugeAnswer, startHostileNode, streamAnswer, type HostileNode } from './testing/hostileNode';
import { NODE_ANSWER_MAX_BYTES, requestNode } from './nodeRequest';

const MB = 1_000_000;

describe('a request to a node that answers too much', () => {
  let node: HostileNode;
  /** Bytes the node wrote of each streamed answer before it ended or the client hung up, by path. */
  const written = new Map<string, Promise<number>>();

  beforeAll(async () => {
    node = await startHostileNode((_req, res, url) => {
      const stream = (bytes: number, chunked: boolean) =>
        written.set(url.pathname, streamAnswer(res, { status: 200, contentType: 'application/json', bytes, prefix: '{"pad":"', suffix: '"}', chunked }));
      if (url.pathname === '/at-the-cap') return void stream(NODE_ANSWER_MAX_BYTES, true);
      if (url.pathname === '/huge') return void stream(120 * MB, true);
      if (url.pathname === '/declared') return promiseHugeAnswer(res, 200, 150 * MB);
      // A body that trickles: a byte every 50 ms, never ending within the time limit.
      res.writeHead(200, { 'content-type': 'application/json' });
      const drip = setInterval(() => res.write('x'), 50);
      res.once('close', () => clearInterval(drip));
    });
  });
  afterAll(() => node.close());

  it('takes an answer of up to 4 MiB whole', async () => {
    const res = await requestNode(`${node.url}/at-the-cap`, { headers: {}, timeoutMs: 20_000 });
    expect('text' in res && res.text.length).toBe(NODE_ANSWER_MAX_BYTES);
  });

  it('stops reading an answer past 4 MiB and hangs up, long before the node has sent its 120 MB', async () => {
    const res = await requestNode(`${node.url}/huge`, { headers: {}, timeoutMs: 20_000 });
    expect(res).toEqual({ failure: 'answered with more than 4 MiB' });
    // What the node wrote is what 4 MiB and the sockets' buffers took before the client hung up.
    expect(await written.get('/huge')).toBeLessThan(32 * MB);
  });

  it('refuses an answer whose Content-Length is past 4 MiB at once, without waiting for its body', async () => {
    const started = Date.now();
    const res = await requestNode(`${node.url}/declared`, { headers: {}, timeoutMs: 5_000 });
    expect(res).toEqual({ failure: 'answered with more than 4 MiB' });
    expect(Date.now() - started).toBeLessThan(2_500);
  });

  it('gives up on a body still trickling in when the time is up', async () => {
    const res = await requestNode(`${node.url}/trickle`, { headers: {}, timeoutMs: 300 });
    expect(res).toEqual({ failure: 'did not answer in time' });
  });
});
