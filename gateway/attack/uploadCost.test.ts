import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import sharp from 'sharp';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PIXELS } from '../uploads/reencode';
import { UPLOADS_PER_MINUTE } from '../http/uploadRoutes';
import { testDialect } from '../testing/testDatabase';
import { signIn, startTestGateway, type TestGateway } from '../testing/testGateway';

/** A body's size is refused before any database is asked, so one database's run covers it. */
const bodiesOnlyOnce = testDialect !== 'sqlite';

/** What an upload may cost the gateway: bodies it will not read, pixels it will not decode, uploads per minute. */
describe('the cost of uploads and oversized bodies', () => {
  let gw: TestGateway;
  let token: string;
  beforeAll(async () => {
    gw = await startTestGateway({ seed: 'none' });
    token = await signIn(gw, privateKeyToAccount(generatePrivateKey()), { type: 'SIGNATURE' });
  });
  afterAll(() => gw.dispose());

  const post = (path: string, body: Uint8Array<ArrayBuffer>, bearer = token) =>
    fetch(`${gw.url}${path}`, {
      method: 'POST',
      headers: { 'API-KEY': gw.apiKey, Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/octet-stream' },
      body,
    });

  /** A body sent in pieces with no Content-Length, as a browser streams a large form: the gateway finds out late. */
  const streamed = (bytes: Uint8Array<ArrayBuffer>) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 64 * 1024) controller.enqueue(bytes.subarray(at, at + 64 * 1024));
        controller.close();
      },
    });
  const postStreamed = (path: string, body: Uint8Array<ArrayBuffer>) =>
    fetch(`${gw.url}${path}`, {
      method: 'POST',
      headers: { 'API-KEY': gw.apiKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/octet-stream' },
      body: streamed(body),
      duplex: 'half',
    } as RequestInit);

  /** A client that writes the whole body before it reads the answer (curl, most HTTP libraries). */
  const postThenRead = (path: string, body: Uint8Array<ArrayBuffer>) =>
    new Promise<Response>((resolve, reject) => {
      const req = request(`${gw.url}${path}`, {
        method: 'POST',
        headers: { 'API-KEY': gw.apiKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/octet-stream', 'Content-Length': body.length },
      });
      req.on('error', reject);
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve(new Response(Buffer.concat(chunks), { status: res.statusCode })));
        res.on('error', reject);
      });
      req.end(body);
    });

  /** A client on a slow link: still sending, a piece at a time, long after the gateway has decided. */
  const postSlowly = (path: string, body: Uint8Array<ArrayBuffer>) =>
    new Promise<Response>((resolve, reject) => {
      const req = request(`${gw.url}${path}`, {
        method: 'POST',
        headers: { 'API-KEY': gw.apiKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/octet-stream', 'Content-Length': body.length },
      });
      req.on('error', reject);
      let answer: Response | null = null;
      let sent = false;
      const settle = () => answer && sent && resolve(answer);
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          answer = new Response(Buffer.concat(chunks), { status: res.statusCode });
          settle();
        });
        res.on('error', reject);
      });
      const piece = 64 * 1024;
      const sendFrom = (at: number) => {
        if (at >= body.length) {
          req.end(() => {
            sent = true;
            settle();
          });
          return;
        }
        req.write(body.subarray(at, at + piece), (error) => (error ? reject(error) : setTimeout(() => sendFrom(at + piece), 5)));
      };
      sendFrom(0);
    });

  it.skipIf(bodiesOnlyOnce)('answers a client still sending its oversized body with a 413 once it has sent it, never a reset connection', async () => {
    const message = new Uint8Array(randomBytes(3 * 1024 * 1024));
    const picture = new Uint8Array(randomBytes(24 * 1024 * 1024));
    for (const [path, body] of [['/farcaster/v2/message', message], ['/castline/v1/upload', picture]] as const) {
      const res = await postSlowly(path, body);
      expect(res.status, path).toBe(413);
      expect(((await res.json()) as { error: string }).error).toMatch(/larger than/);
    }
  });

  it.skipIf(bodiesOnlyOnce)('always answers an oversized body with a 413 the client can read, never a reset connection', async () => {
    const message = new Uint8Array(randomBytes(8 * 1024 * 1024));
    const picture = new Uint8Array(randomBytes(24 * 1024 * 1024));
    for (let round = 0; round < 10; round++) {
      for (const [path, body] of [['/farcaster/v2/message', message], ['/castline/v1/upload', picture]] as const) {
        for (const send of [post, postStreamed, postThenRead]) {
          const res = await send(path, body);
          expect(res.status, `${path} round ${round}`).toBe(413);
          expect(((await res.json()) as { error: string }).error).toMatch(/larger than/);
        }
      }
    }
    // Sixty bodies of up to 24 MB: on a busy machine that takes longer than one request should.
  }, 90_000);

  it('refuses a small file that decodes to too many pixels before decoding it', async () => {
    // 7000 × 7000 of one colour: a few hundred KB of PNG, 49 million pixels once decoded.
    const bomb = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#808080' } }).png().toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(7000 * 7000).toBeGreaterThan(MAX_PIXELS);
    const res = await post('/castline/v1/upload', new Uint8Array(bomb));
    expect(res.status).toBe(422);
    expect(((await res.json()) as { error: string }).error).toMatch(/too many pixels/);
  });

  it('limits the pictures one account uploads in a minute, with a 429 that says when to try again', async () => {
    const own = await signIn(gw, privateKeyToAccount(generatePrivateKey()), { type: 'SIGNATURE' });
    const other = await signIn(gw, privateKeyToAccount(generatePrivateKey()), { type: 'SIGNATURE' });
    const png = new Uint8Array(await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a6ea5' } }).png().toBuffer());
    for (let i = 0; i < UPLOADS_PER_MINUTE.max; i++) expect((await post('/castline/v1/upload', png, own)).status).toBe(200);
    const refused = await post('/castline/v1/upload', png, own);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: string }).error).toMatch(/Too many pictures/);
    // Another account is not held back by the first.
    expect((await post('/castline/v1/upload', png, other)).status).toBe(200);
  });
});
