import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { signIn, startTestGateway, type TestGateway } from '../../../gateway/testGateway';
import { createGateway } from '../../api/createGateway';
import { createSessionStore, type SessionStore } from '../../auth/sessionStore';
import { generateSignerKey, signerFromKeyPair } from '../../farcaster/signer';
import { buildSubmission, type MessageSubmission } from '../../farcaster/submission';
import { describePublishError, sendAndConfirm } from './publishCast';
import type { BusyPhase } from './publishState';

let gateway: TestGateway;
const account = privateKeyToAccount(generatePrivateKey());
const author = account.address.toLowerCase();
let token: string;

beforeAll(async () => {
  gateway = await startTestGateway({ seed: 'none' });
  token = await signIn(gateway, account, { type: 'SIGNATURE' });
});
afterAll(() => gateway.dispose());

function signedInStore(withToken = token): SessionStore {
  const store = createSessionStore();
  store.dispatch({ type: 'signed-in', token: withToken, identity: { layer: 'L2', fid: author }, expiresAt: null });
  return store;
}

function client(store: SessionStore, baseUrl = gateway.url) {
  return createGateway({ baseUrl, apiKey: gateway.apiKey }, { getToken: store.getToken, timeoutMs: 3000 });
}

async function castSubmission(text: string): Promise<MessageSubmission> {
  const signer = await signerFromKeyPair(await generateSignerKey());
  return buildSubmission({ kind: 'cast', draft: { text, mentions: [], mentionsPositions: [], embeds: [] } }, { author, signer, timestampMs: Date.now() });
}

const noWait = async () => {};

describe('sendAndConfirm against a real gateway', () => {
  it('sends, reads the cast back and reports each step', async () => {
    const store = signedInStore();
    const phases: BusyPhase[] = [];
    const submission = await castSubmission('first post from the composer');
    const cast = await sendAndConfirm(submission, { gateway: client(store), session: store, onPhase: (p) => phases.push(p), wait: noWait });
    expect(cast.hash).toBe(submission.hash);
    expect(cast.text).toBe('first post from the composer');
    expect(cast.author.fid).toBe(author);
    expect(phases).toEqual(['sending', 'confirming']);
  });

  it('resending the same submission confirms the one cast instead of posting it twice', async () => {
    const store = signedInStore();
    const api = client(store);
    const submission = await castSubmission('posted once, retried once');
    await sendAndConfirm(submission, { gateway: api, session: store, onPhase: () => {}, wait: noWait });
    const again = await sendAndConfirm(submission, { gateway: api, session: store, onPhase: () => {}, wait: noWait });
    expect(again.hash).toBe(submission.hash);
    const mine = await api.casts({ fid: author, limit: 50 });
    expect(mine.items.filter((c) => c.text === 'posted once, retried once')).toHaveLength(1);
  });

  it('waits for a fresh sign-in when the token is refused, then continues by itself', async () => {
    const store = signedInStore('not-a-valid-token');
    const submission = await castSubmission('sent after signing in again');
    const sending = sendAndConfirm(submission, { gateway: client(store), session: store, onPhase: () => {}, wait: noWait });
    await expect.poll(() => store.getState().expired).toBe(true);
    store.dispatch({ type: 'signed-in', token: await signIn(gateway, account, { type: 'SIGNATURE' }), identity: { layer: 'L2', fid: author }, expiresAt: null });
    expect((await sending).hash).toBe(submission.hash);
  });

  it('a gateway that cannot be reached fails with plain words', async () => {
    const store = signedInStore();
    const submission = await castSubmission('never arrives');
    const error = await sendAndConfirm(submission, { gateway: client(store, 'http://127.0.0.1:9'), session: store, onPhase: () => {}, wait: noWait }).catch((e: unknown) => e);
    expect(describePublishError(error)).toMatch(/can.t reach the gateway at 127\.0\.0\.1:9/i);
  });
});
