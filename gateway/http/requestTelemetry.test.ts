import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../log';
import { startTestGateway, type TestGateway } from '../testing/testGateway';
import { requestIdOf, writeOutcome } from './requestTelemetry';

interface LogLine {
  level: string;
  msg: string;
  reqId?: string;
  method?: string;
  route?: string;
  status?: number;
  durationMs?: number;
}

describe('request ids', () => {
  it('keeps a plain incoming id of at most 128 characters, and makes one for anything else', () => {
    expect(requestIdOf('trace-42.a:b=')).toBe('trace-42.a:b=');
    expect(requestIdOf('a'.repeat(128))).toBe('a'.repeat(128));
    for (const refused of [undefined, '', 'a'.repeat(129), 'two words', 'x\r\nSet-Cookie: a=b', 'é', '<script>']) {
      expect(requestIdOf(refused)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
  });

  it('names what a write answer meant, in a few words', () => {
    expect([200, 201, 400, 401, 403, 404, 409, 413, 415, 422, 429, 418, 500, 503].map(writeOutcome)).toEqual([
      'accepted', 'accepted', 'invalid', 'unauthenticated', 'forbidden', 'not_found', 'conflict', 'too_large', 'invalid', 'invalid', 'rate_limited', 'refused', 'error', 'error',
    ]);
  });
});

describe('the request log', () => {
  let gw: TestGateway;
  const lines: LogLine[] = [];
  const linesOf = (reqId: string) => lines.filter((line) => line.reqId === reqId);

  beforeAll(async () => {
    const logger = createLogger({ level: 'debug', to: { write: (text: string) => lines.push(JSON.parse(text) as LogLine) } });
    gw = await startTestGateway({ logger });
  });
  afterAll(() => gw.dispose());

  it('writes one line a request: its id (sent back), method, route pattern, status and duration', async () => {
    const hash = `0x${'ab'.repeat(20)}`;
    const res = await fetch(`${gw.url}/castline/v1/bookmarks/${hash}`, { method: 'PUT', headers: { 'API-KEY': gw.apiKey, 'X-Request-Id': 'trace-42' } });
    expect(res.status).toBe(401);
    expect(res.headers.get('x-request-id')).toBe('trace-42');
    const [line, ...more] = linesOf('trace-42');
    expect(more).toEqual([]);
    expect(line).toMatchObject({ level: 'info', method: 'PUT', route: '/castline/v1/bookmarks/:castHash', status: 401, msg: expect.stringMatching(/^PUT \/castline\/v1\/bookmarks\/:castHash 401 [\d.]+ ms$/) });
    expect(line!.durationMs).toBeGreaterThanOrEqual(0);
    // The path asked for is not the route: what a client puts in it stays out of the log.
    expect(JSON.stringify(lines)).not.toContain(hash);
  });

  it('makes a new id for a malformed one, and names an unknown path as unmatched', async () => {
    const res = await fetch(`${gw.url}/no/such/route?secret=1`, { headers: { 'API-KEY': gw.apiKey, 'X-Request-Id': 'not an id' } });
    expect(res.status).toBe(404);
    const id = res.headers.get('x-request-id')!;
    expect(id).not.toBe('not an id');
    expect(linesOf(id)).toMatchObject([{ method: 'GET', route: 'unmatched', status: 404 }]);
    expect(JSON.stringify(lines)).not.toContain('/no/such/route');
  });

  it('writes the probes at debug, so that the default level leaves them out', async () => {
    const res = await fetch(`${gw.url}/healthz`);
    expect(linesOf(res.headers.get('x-request-id')!)).toMatchObject([{ level: 'debug', route: '/healthz', status: 200 }]);
  });
});
