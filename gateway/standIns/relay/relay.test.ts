import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningStandIn } from '../serve';
import { CHANNEL_TTL_MS, DEV_RELAY_AUTH_KEY, MAX_BODY_BYTES, startRelay } from './relay';

// The relay stand-in over HTTP, as an app and the Farcaster app use it. Its clock is the test's, so
// that a channel's hour passes at once.

let clock = Date.UTC(2026, 4, 1);
let relay: RunningStandIn;
let small: RunningStandIn;

beforeAll(async () => {
  [relay, small] = await Promise.all([
    startRelay({ approvalUrl: 'http://127.0.0.1:8791/~/siwf', now: () => clock }),
    startRelay({ maxChannels: 2, now: () => clock }),
  ]);
});

afterAll(async () => {
  await Promise.all([relay?.close(), small?.close()]);
});

const channelParams = { siweUri: 'https://castline.test/login', domain: 'castline.test' };
const message = 'castline.test wants you to sign in with your Ethereum account:\n0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266\n\nFarcaster Auth\n\nURI: https://castline.test/login\nVersion: 1\nChain ID: 10\nNonce: abcdefgh12345678\nIssued At: 2026-05-01T00:00:00.000Z\nResources:\n- farcaster://fid/1';
const approval = { message, signature: `0x${'ab'.repeat(65)}`, fid: 1, username: 'alice' };

async function post(at: RunningStandIn, path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(at.url + path, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function status(at: RunningStandIn, token: string) {
  const res = await fetch(`${at.url}/v1/channel/status`, { headers: { Authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const authenticate = (token: string, body: unknown = approval, key: string | null = DEV_RELAY_AUTH_KEY) =>
  post(relay, '/v1/channel/authenticate', body, { Authorization: `Bearer ${token}`, ...(key === null ? {} : { 'X-Farcaster-Auth-Relay-Key': key }) });

async function openChannel(at: RunningStandIn = relay, params: object = channelParams): Promise<string> {
  const opened = await post(at, '/v1/channel', params);
  expect(opened.status).toBe(201);
  return opened.body.channelToken as string;
}

describe('the AuthKit relay stand-in', () => {
  it('opens a channel whose link is the approval page, with the nonce given or one of its own', async () => {
    const opened = await post(relay, '/v1/channel', { ...channelParams, nonce: 'abcdefgh12345678', expirationTime: '2026-05-01T00:10:00.000Z', unknown: 'dropped' });
    expect(opened.status).toBe(201);
    const { channelToken, url, connectUri, nonce, ...rest } = opened.body;
    expect(channelToken).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
    expect(url).toBe(`http://127.0.0.1:8791/~/siwf?channelToken=${channelToken}`);
    expect(connectUri).toBe(url);
    expect(nonce).toBe('abcdefgh12345678');
    expect(rest).toEqual({});

    const pending = await status(relay, channelToken as string);
    expect(pending).toEqual({
      status: 202,
      body: {
        state: 'pending',
        nonce: 'abcdefgh12345678',
        signatureParams: { ...channelParams, nonce: 'abcdefgh12345678', expirationTime: '2026-05-01T00:10:00.000Z' },
        metadata: { ip: '127.0.0.1', userAgent: 'node' },
        acceptAuthAddress: true,
      },
    });
    expect((await post(relay, '/v1/channel', channelParams)).body.nonce).toMatch(/^[a-zA-Z0-9]{96}$/);
  });

  it('completes a channel with the approving app’s key only, answers it once, then closes it', async () => {
    const token = await openChannel();
    expect((await authenticate(token, approval, null)).status).toBe(401);
    expect((await authenticate(token, approval, 'another key')).status).toBe(401);
    expect((await post(relay, '/v1/channel/authenticate', approval, { 'X-Farcaster-Auth-Relay-Key': DEV_RELAY_AUTH_KEY })).status).toBe(401);
    expect((await authenticate('NOTACHNL')).status).toBe(401);
    expect((await status(relay, token)).status).toBe(202);

    const done = await authenticate(token);
    expect(done.status).toBe(201);
    expect(done.body).toMatchObject({ state: 'completed', url: expect.stringContaining(token), fid: 1, authMethod: 'custody' });
    const completed = await status(relay, token);
    expect(completed.status).toBe(200);
    expect(completed.body).toMatchObject({
      state: 'completed', message, signature: approval.signature, fid: 1, username: 'alice', authMethod: 'custody',
      custody: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266', verifications: [],
    });
    expect(completed.body).not.toHaveProperty('url');
    expect((await status(relay, token)).status).toBe(401);
  });

  it('refuses what its schemas refuse, in their words', async () => {
    const refused = (body: unknown) => post(relay, '/v1/channel', body);
    expect(await refused({ domain: 'castline.test' })).toEqual({ status: 400, body: { error: 'Validation error', message: "body must have required property 'siweUri'" } });
    expect((await refused({ ...channelParams, siweUri: 'not-a-uri' })).body.message).toBe('body/siweUri must match format "uri"');
    expect((await refused({ ...channelParams, domain: 'not a domain' })).body.message).toBe('body/domain must match pattern "^[a-zA-Z0-9.-]+(:[0-9]+)?$"');
    expect((await refused({ ...channelParams, notBefore: 'not a datetime' })).body.message).toBe('body/notBefore must match format "date-time"');
    expect((await refused({ ...channelParams, acceptAuthAddress: 'yes' })).body.message).toBe('body/acceptAuthAddress must be boolean');
    expect((await refused('[]')).body.message).toBe('body must be object');
    expect(await refused({ ...channelParams, domain: 'login.farcaster.xyz' })).toEqual({ status: 400, body: { error: 'Domain not allowed' } });
    expect((await refused({ ...channelParams, domain: 'localhost:3000' })).status).toBe(201);

    const token = await openChannel();
    expect((await authenticate(token, { ...approval, signature: '0x1234' })).body.message).toBe('body/signature must match pattern "^0x[a-fA-F0-9]{130}$"');
    expect((await authenticate(token, { ...approval, fid: '1' })).body.message).toBe('body/fid must be integer');
    expect((await authenticate(token, { ...approval, authMethod: 'password' })).body.message).toBe('body/authMethod must be equal to one of the allowed values');
    expect((await authenticate(token, { ...approval, username: 'Alice!' })).status).toBe(400);
    expect((await authenticate(token, { message })).body.message).toBe("body must have required property 'signature'");
    expect((await status(relay, token)).status).toBe(202);
  });

  it('closes a channel when its hour is over, answered or not', async () => {
    const pending = await openChannel();
    const answered = await openChannel();
    expect((await authenticate(answered)).status).toBe(201);
    clock += CHANNEL_TTL_MS - 1;
    expect((await status(relay, pending)).status).toBe(202);
    clock += 1;
    expect((await status(relay, pending)).status).toBe(401);
    expect((await status(relay, answered)).status).toBe(401);
    expect((await authenticate(pending)).status).toBe(401);
  });

  it('keeps a bounded number of channels, and room comes back as they expire', async () => {
    await openChannel(small);
    await openChannel(small);
    const full = await post(small, '/v1/channel', channelParams);
    expect(full).toEqual({ status: 503, body: { error: 'Too many open channels (2): try again once some expire' } });
    clock += CHANNEL_TTL_MS;
    await openChannel(small);
  });

  it('takes no body larger than its limit', async () => {
    const res = await post(relay, '/v1/channel', { ...channelParams, requestId: 'x'.repeat(MAX_BODY_BYTES) });
    expect(res).toEqual({ status: 413, body: { error: 'Request body is larger than 64 KiB' } });
  });

  it('lets a page of any origin open and read channels', async () => {
    const preflight = await fetch(`${relay.url}/v1/channel`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:5173', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(preflight.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain('x-farcaster-auth-relay-key');
    const res = await fetch(`${relay.url}/healthcheck`, { headers: { Origin: 'http://127.0.0.1:5173' } });
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(await res.json()).toEqual({ status: 'OK' });
  });
});
