import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request, type ClientRequest } from 'node:http';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generatePrivateKey } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { castBody, sleep } from './attack/support';
import { devAccount } from './chain/devAccounts';
import { demoIdentities } from './seed/identities';
import { createStore } from './store/store';
import { openDatabase } from './store/database';
import { spawnGateway, type ChildGateway } from './testing/childGateway';
import { sendJson, startHostileNode, type HostileNode } from './testing/hostileNode';
import { leakedSpellings } from './testing/secretSpellings';
import { newTestDatabase } from './testing/testDatabase';
import { farcasterNow, httpClient, signedMessageJson, type HttpClient } from './testing/testGateway';

// The gateway as `npm run gateway` runs under a process manager: its output a pipe, so JSON lines, and
// SIGTERM to stop it. One process, started once: its requests carry secrets, then it is stopped, then
// everything it wrote is searched for them.

const secret = (what: string) => `${what}-${randomBytes(12).toString('hex')}`;
const API_KEY = secret('operator-api-key');
const HUB_API_KEY = secret('hub-api-key');
const CUSTODY_KEY = generatePrivateKey();
const alice = demoIdentities[0]!;
const REFUSAL = 'refused once the shutdown had begun';

interface LogRecord {
  level: string;
  msg: string;
  reqId?: string;
  [field: string]: unknown;
}

const dir = mkdtempSync(join(tmpdir(), 'castline-main-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the gateway as a program', () => {
  let node: HostileNode;
  let gw: ChildGateway;
  let client: HttpClient;
  let db: string;
  let token: string;
  let delivering: string;
  let exitCode: Promise<number | null>;
  /** Everything the requests carried that no log line may hold. */
  const carried: string[] = [];
  let releaseSubmit = () => {};
  const submitHeld = new Promise<void>((resolve) => (releaseSubmit = resolve));

  beforeAll(async () => {
    // A node that holds its answer to a submission until the test lets it go, then refuses it.
    node = await startHostileNode(async (_req, res, url) => {
      if (url.pathname !== '/v1/submitMessage') return sendJson(res, 200, url.pathname === '/v1/events' ? { events: [] } : {});
      await submitHeld;
      sendJson(res, 400, { errCode: 'bad_request.validation_failure', details: REFUSAL });
    });
    db = await newTestDatabase(dir, 'main', { demo: true });
    const flags = ['--db', db, '--api-key', API_KEY, '--hub-url', node.url, '--hub-api-key', HUB_API_KEY, '--app-fid', '11', '--shutdown-delay', '1', '--log-level', 'debug'];
    gw = await spawnGateway(flags, { CASTLINE_APP_CUSTODY_KEY: CUSTODY_KEY });
    client = httpClient(gw.url, gw.apiKey);
  }, 120_000);
  afterAll(async () => {
    releaseSubmit();
    await gw?.stop();
    await node?.close();
  });

  it('serves requests that carry a signed sign-in, a token, signed messages and a signed key request', async () => {
    const custody = devAccount(0);
    const { signature: text } = (await (await client.get(`/auth/v1/get-account-signin-message?address=${custody.address}&chainId=1`)).json()) as { signature: string };
    const signInSignature = await custody.signMessage({ message: text });
    const auth = await client.post('/auth/v2/authenticate', { signature: signInSignature, address: custody.address, chainId: 1, type: 'FID', id: alice.signerPublicKey });
    token = ((await auth.json()) as { accessToken: string }).accessToken;
    const castText = secret('what alice wrote');
    const message = signedMessageJson({ type: 1, fid: 1, timestamp: farcasterNow(), ...castBody(castText) }, alice.signerPrivateKey) as { hash: string; signature: string };
    const posted = await client.post('/farcaster/v2/message', { message }, token);
    expect(posted.status).toBe(200);
    delivering = ((await posted.json()) as { result: { hash: string } }).result.hash;
    const keyRequest = await client.post('/castline/v1/signer-requests', { key: `0x${randomBytes(32).toString('hex')}` }, token);
    expect(keyRequest.status).toBe(200);
    const { signature: appSignature, metadata } = (await keyRequest.json()) as { signature: string; metadata: string };
    const feed = await fetch(`${gw.url}/farcaster/v2/feed`, { headers: { 'API-KEY': API_KEY, Authorization: `Bearer ${token}`, 'X-Request-Id': 'read-the-feed' } });
    expect(feed.status).toBe(200);
    expect(feed.headers.get('x-request-id')).toBe('read-the-feed');
    carried.push(signInSignature, token, castText, message.signature, Buffer.from(message.signature, 'base64').toString('hex'), appSignature, metadata);

    // The node now holds the delivery of that cast: an attempt under way.
    for (let waited = 0; !node.requests.includes('POST /v1/submitMessage'); waited += 50) {
      if (waited > 10_000) throw new Error('the cast was never sent to the node');
      await sleep(50);
    }
  });

  it('at SIGTERM is not ready at once, answers the request in flight, lets the delivery under way settle, then exits 0', async () => {
    const later = signedMessageJson({ type: 1, fid: 1, timestamp: farcasterNow(), ...castBody(secret('sent while stopping')) }, alice.signerPrivateKey);
    const body = JSON.stringify({ message: later });
    const half = Math.floor(body.length / 2);
    const { req, answer } = postByHalves(`${gw.url}/farcaster/v2/message`, body, { 'API-KEY': API_KEY, Authorization: `Bearer ${token}` });
    // The gateway has read the request's headers (it asked for the body): the request is in flight.
    await once(req, 'continue');
    req.write(body.slice(0, half));

    exitCode = gw.stop();
    let exited = false;
    void exitCode.then(() => (exited = true));
    const ready = await until(async () => {
      const res = await fetch(`${gw.url}/readyz`);
      return res.status === 503 ? ((await res.json()) as { failing: string[] }) : null;
    });
    expect(ready.failing).toEqual(['shutdown']);
    // After the delay, no new connection is taken...
    await until(() => fetch(`${gw.url}/healthz`).then(() => null, () => true));
    expect(exited).toBe(false);
    // ...but the request in flight is answered.
    req.end(body.slice(half));
    const { status, text } = await answer;
    expect(status, text).toBe(200);
    const accepted = (JSON.parse(text) as { result: { hash: string } }).result.hash;
    // The delivery under way still holds the process.
    expect(exited).toBe(false);
    releaseSubmit();
    expect(await exitCode).toBe(0);

    const database = await openDatabase(db);
    try {
      const store = createStore(database);
      // Settled before the database was closed: the node's answer is recorded.
      expect(await store.outbox.status(delivering)).toMatchObject({ state: 'refused', reason: REFUSAL });
      expect(await store.messages.has(accepted)).toBe(true);
      expect(await store.outbox.status(accepted)).toMatchObject({ state: 'waiting' });
    } finally {
      await database.close();
    }
  });

  it('logged JSON lines, one a request with its id, and none of the keys, tokens, signatures or message bodies', async () => {
    await exitCode;
    const output = gw.output();
    const records = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogRecord);
    expect(records.find((r) => r.msg.startsWith('Castline gateway: '))).toMatchObject({ level: 'info', url: gw.url, msg: `Castline gateway: ${gw.url}` });
    expect(records.filter((r) => r.reqId === 'read-the-feed')).toMatchObject([{ level: 'info', method: 'GET', route: '/farcaster/v2/feed', status: 200 }]);
    expect(records.some((r) => r.route === '/readyz' && r.status === 503 && r.level === 'debug')).toBe(true);
    expect(records.map((r) => r.msg)).toEqual(expect.arrayContaining(['SIGTERM: shutting down', 'Stopped']));

    expect(carried).toHaveLength(7);
    for (const value of [API_KEY, HUB_API_KEY, ...carried]) expect(output.includes(value), `the log holds ${value}`).toBe(false);
    expect(leakedSpellings(output, CUSTODY_KEY)).toEqual([]);
  });
});

/** A POST whose body the test sends itself, once the server asks for it (`Expect: 100-continue`). */
function postByHalves(url: string, body: string, headers: Record<string, string>): { req: ClientRequest; answer: Promise<{ status: number; text: string }> } {
  const req = request(url, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)), Expect: '100-continue' },
  });
  const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
    req.once('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.once('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.once('error', reject);
  });
  req.flushHeaders();
  return { req, answer };
}

/** Asks `check` until it answers something other than null, for at most 10 s. */
async function until<T>(check: () => Promise<T | null>): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const result = await check().catch(() => null);
    if (result !== null) return result;
    if (Date.now() > deadline) throw new Error('what was waited for never came');
    await sleep(50);
  }
}
