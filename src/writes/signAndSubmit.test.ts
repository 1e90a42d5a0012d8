import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { castHashOf, fidOf } from '../api/ids';
import { signIn, startTestGateway, type TestGateway } from '../../gateway/testing/testGateway';
import { createGateway } from '../api/createGateway';
import { GatewayError } from '../api/errors';
import type { Gateway } from '../api/gateway';
import type { CastHash } from '../api/model';
import { createSessionStore, type SessionStore } from '../auth/sessionStore';
import { describeError } from '../errors/describeError';
import type { CastDraft } from '../farcaster/validateCast';
import { testCast, testUser } from '../queries/testModel';
import { signAndSchedule, signAndSubmit, type CastAction, type SignedMessage, type WritePhase } from './signAndSubmit';

let gateway: TestGateway;
const account = privateKeyToAccount(generatePrivateKey());
const author = fidOf(account.address);
let token: string;
/** A second account signed in in the same browser. */
const otherAccount = privateKeyToAccount(generatePrivateKey());
const other = fidOf(otherAccount.address);
let otherToken: string;

beforeAll(async () => {
  gateway = await startTestGateway({ seed: 'none' });
  token = await signIn(gateway, account, { type: 'SIGNATURE' });
  otherToken = await signIn(gateway, otherAccount, { type: 'SIGNATURE' });
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

const draft = (text: string): CastDraft => ({ text, mentions: [], mentionsPositions: [], embeds: [] });
const cast = (text: string): CastAction => ({ kind: 'cast', draft: draft(text) });
const noWait = async () => {};

/** Signs the message (and keeps it, as the composer's draft does) without sending it anywhere that matters. */
async function signedOnly(text: string, store: SessionStore): Promise<SignedMessage> {
  let kept: SignedMessage | null = null;
  const offline = client(store, 'http://127.0.0.1:9');
  await signAndSubmit({ action: cast(text), onSigned: (s) => (kept = s) }, { gateway: offline, session: store, wait: noWait }).catch(() => {});
  if (!kept) throw new Error('not signed');
  return kept;
}

describe('signAndSubmit against a real gateway', () => {
  it('signs as the signed-in author, sends, reads the cast back and reports each step', async () => {
    const store = signedInStore();
    const phases: WritePhase[] = [];
    let signed: SignedMessage | null = null;
    const result = await signAndSubmit(
      { action: cast('first post from the composer'), onSigned: (s) => (signed = s), onPhase: (p) => phases.push(p) },
      { gateway: client(store), session: store, wait: noWait },
    );
    expect(signed).toMatchObject({ author, hash: result.hash });
    expect(result.cast).toMatchObject({ hash: result.hash, text: 'first post from the composer', author: { fid: author } });
    expect(phases).toEqual(['sending', 'confirming']);
  });

  it('sends a like without a read-back, by the identity the gateway gave it', async () => {
    const store = signedInStore();
    const api = client(store);
    const posted = await signAndSubmit({ action: cast('something to like') }, { gateway: api, session: store, wait: noWait });
    const phases: WritePhase[] = [];
    const like = await signAndSubmit(
      { action: { kind: 'reaction', reaction: 'like', target: { fid: author, hash: posted.hash } }, onPhase: (p) => phases.push(p) },
      { gateway: api, session: store },
    );
    expect(like).toEqual({ hash: expect.stringMatching(/^0x[0-9a-f]+$/), cast: null });
    expect(phases).toEqual(['sending']);
    expect((await api.cast(posted.hash))?.viewerLiked).toBe(true);
  });

  it('resending the same signed message confirms the one cast instead of posting it twice', async () => {
    const store = signedInStore();
    const api = client(store);
    let signed: SignedMessage | null = null;
    const first = await signAndSubmit({ action: cast('posted once, retried once'), onSigned: (s) => (signed = s) }, { gateway: api, session: store, wait: noWait });
    let signedAgain = false;
    const again = await signAndSubmit(
      { action: cast('posted once, retried once'), signed, onSigned: () => (signedAgain = true) },
      { gateway: api, session: store, wait: noWait },
    );
    expect(signedAgain).toBe(false);
    expect(again.hash).toBe(first.hash);
    const mine = await api.casts({ fid: author, limit: 50 });
    expect(mine.items.filter((c) => c.text === 'posted once, retried once')).toHaveLength(1);
  });

  it('signs afresh when the kept message is another author’s', async () => {
    const store = signedInStore();
    const someoneElses: SignedMessage = { ...(await signedOnly('kept from before', store)), author: fidOf('0x00000000000000000000000000000000000000bb') };
    let signed: SignedMessage | null = null;
    const result = await signAndSubmit(
      { action: cast('kept from before'), signed: someoneElses, onSigned: (s) => (signed = s) },
      { gateway: client(store), session: store, wait: noWait },
    );
    expect(signed).toMatchObject({ author });
    expect(result.cast.author.fid).toBe(author);
  });

  it('waits for a fresh sign-in when the token is refused, then continues by itself', async () => {
    const store = signedInStore('not-a-valid-token');
    const sending = signAndSubmit({ action: cast('sent after signing in again') }, { gateway: client(store), session: store, wait: noWait });
    await expect.poll(() => store.getState().expired).toBe(true);
    store.dispatch({ type: 'signed-in', token: await signIn(gateway, account, { type: 'SIGNATURE' }), identity: { layer: 'L2', fid: author }, expiresAt: null });
    expect((await sending).cast.text).toBe('sent after signing in again');
  });

  it('starts once the person signs in again when the session had already run out', async () => {
    const store = signedInStore();
    store.dispatch({ type: 'token-expired' });
    const sending = signAndSubmit({ action: cast('written while signed out') }, { gateway: client(store), session: store, wait: noWait });
    store.dispatch({ type: 'signed-in', token, identity: { layer: 'L2', fid: author }, expiresAt: null });
    expect((await sending).cast.text).toBe('written while signed out');
  });

  it('gives up when the person signs out instead of signing in again', async () => {
    const store = signedInStore();
    store.dispatch({ type: 'token-expired' });
    const sending = signAndSubmit({ action: cast('never sent') }, { gateway: client(store), session: store, wait: noWait });
    store.dispatch({ type: 'signed-out' });
    const error = await sending.catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'not-signed-in' });
    expect(describeError(error)).toMatch(/signed out before it was sent/);
  });

  it('refuses to sign for nobody', async () => {
    const error = await signAndSubmit({ action: cast('no one') }, { gateway: client(createSessionStore()), session: createSessionStore() }).catch((e: unknown) => e);
    expect(describeError(error)).toBe('Sign in to do this.');
  });

  it('a gateway that cannot be reached fails with plain words', async () => {
    const store = signedInStore();
    const error = await signAndSubmit({ action: cast('never arrives') }, { gateway: client(store, 'http://127.0.0.1:9'), session: store, wait: noWait }).catch((e: unknown) => e);
    expect(describeError(error)).toMatch(/can.t reach the gateway at 127\.0\.0\.1:9/i);
  });

  it('explains a cast that cannot become a message, in the validator’s words', async () => {
    const store = signedInStore();
    const error = await signAndSubmit({ action: cast('') }, { gateway: client(store), session: store }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'invalid-input' });
    expect(describeError(error)).toMatch(/^A cast needs some text/);
  });
});

describe('signAndSubmit reads back by the identity the gateway gave the message', () => {
  /** The real gateway, with its answers to a submission and to a read changed by `change`. */
  function changedGateway(store: SessionStore, change: Partial<Pick<Gateway, 'submitMessage' | 'cast'>>) {
    const real = client(store);
    const asked: string[] = [];
    const gatewayWithChanges: Pick<Gateway, 'submitMessage' | 'cast'> = {
      submitMessage: change.submitMessage ?? ((body) => real.submitMessage(body)),
      cast: (hash) => {
        asked.push(hash);
        return (change.cast ?? ((h) => real.cast(h)))(hash);
      },
    };
    return { real, gateway: gatewayWithChanges, asked };
  }

  it('reads back by the hash in the response record when it differs from the message hash', async () => {
    const store = signedInStore();
    const l2Identity = castHashOf('0xl2identity');
    let messageHash: CastHash | null = null;
    const { real, gateway: changed, asked } = changedGateway(store, {
      submitMessage: async (body) => {
        const record = await client(store).submitMessage(body);
        messageHash = record.hash;
        return { ...record, hash: l2Identity };
      },
      cast: (hash) => (hash === l2Identity && messageHash ? real.cast(messageHash) : Promise.resolve(null)),
    });
    const result = await signAndSubmit({ action: cast('an L2 identity of its own') }, { gateway: changed, session: store, wait: noWait });
    expect(asked).toEqual(['0xl2identity']);
    expect(result.hash).toBe('0xl2identity');
    expect(result.cast.text).toBe('an L2 identity of its own');
  });

  it('falls back to the message hash when the gateway names none', async () => {
    const store = signedInStore();
    let signed: SignedMessage | null = null;
    const { gateway: changed, asked } = changedGateway(store, {
      submitMessage: async (body) => ({ ...(await client(store).submitMessage(body)), hash: castHashOf('') }),
    });
    const result = await signAndSubmit({ action: cast('no hash in the answer'), onSigned: (s) => (signed = s) }, { gateway: changed, session: store, wait: noWait });
    expect(asked).toEqual([signed!.hash]);
    expect(result.cast.hash).toBe(signed!.hash);
  });

  it('reads back the existing message a 409 duplicate names', async () => {
    const store = signedInStore();
    const existing = await signAndSubmit({ action: cast('already there') }, { gateway: client(store), session: store, wait: noWait });
    const { gateway: changed, asked } = changedGateway(store, {
      submitMessage: () => Promise.reject(new GatewayError('bad-request', 'duplicate', { status: 409, serverMessage: 'Duplicate message', existingHash: existing.hash })),
    });
    const result = await signAndSubmit({ action: cast('already there') }, { gateway: changed, session: store, wait: noWait });
    expect(asked).toEqual([existing.hash]);
    expect(result.cast.text).toBe('already there');
  });

  it('never reports success for a cast read back as someone else’s: it explains, and the signed message is kept for a retry', async () => {
    const store = signedInStore();
    let signed: SignedMessage | null = null;
    const { gateway: changed } = changedGateway(store, {
      cast: async (hash) => testCast({ hash, text: 'not yours', author: testUser({ fid: '0x00000000000000000000000000000000000000cc' }) }),
    });
    const error = await signAndSubmit({ action: cast('mine, really'), onSigned: (s) => (signed = s) }, { gateway: changed, session: store, wait: noWait }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ kind: 'wrong-author', details: expect.stringContaining(author) });
    expect(describeError(error)).toMatch(/cast by someone else, so yours is not confirmed/);
    expect(signed).toMatchObject({ author });
    const retry = await signAndSubmit({ action: cast('mine, really'), signed }, { gateway: client(store), session: store, wait: noWait });
    expect(retry.cast).toMatchObject({ text: 'mine, really', author: { fid: author } });
  });

  it('keeps asking while the cast cannot be read yet, then says it is not confirmed', async () => {
    const store = signedInStore();
    const waits: number[] = [];
    const { gateway: changed, asked } = changedGateway(store, { cast: async () => null });
    const error = await signAndSubmit({ action: cast('slow to appear') }, { gateway: changed, session: store, wait: async (ms) => void waits.push(ms) }).catch(
      (e: unknown) => e,
    );
    expect(asked).toHaveLength(5);
    expect(waits).toEqual([250, 500, 1000, 2000]);
    expect(describeError(error)).toMatch(/could not be read back yet.*will not be posted twice/);
  });
});

describe('signAndSubmit sends a message only as the account it belongs to', () => {
  const AUTHOR_KEY = `L2:${author}`;
  /** Makes `who` the current account, as a switch between two held accounts does. */
  function switchTo(store: SessionStore, who: 'author' | 'other') {
    const [address, fid, withToken] = who === 'author' ? [account.address, author, token] : [otherAccount.address, other, otherToken];
    store.dispatch({ type: 'session-restored', address, walletName: null, token: withToken, identity: { layer: 'L2', fid }, expiresAt: null });
  }
  /** The texts of the casts the gateway holds by `fid`. */
  const castsBy = async (fid: string) => (await client(createSessionStore()).casts({ fid: fidOf(fid), limit: 100 })).items.map((c) => c.text);

  it('signs nothing while another account than the write’s owner is current', async () => {
    const store = signedInStore();
    switchTo(store, 'other');
    let signed = false;
    const error = await signAndSubmit(
      { action: cast('written by the first account'), owner: AUTHOR_KEY, onSigned: () => (signed = true) },
      { gateway: client(store), session: store, wait: noWait },
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'not-signed-in' });
    expect(describeError(error)).toMatch(/switched to another account before it was sent/);
    expect(signed).toBe(false);
    expect(await castsBy(other)).not.toContain('written by the first account');
  });

  it('sends nothing when the account changes after signing; the kept message goes out as its author once they are back', async () => {
    const store = signedInStore();
    let kept: SignedMessage | null = null;
    const error = await signAndSubmit(
      { action: cast('signed, then the account changed'), onSigned: (s) => ((kept = s), switchTo(store, 'other')) },
      { gateway: client(store), session: store, wait: noWait },
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'not-signed-in' });
    expect(await castsBy(other)).not.toContain('signed, then the account changed');
    expect(await castsBy(author)).not.toContain('signed, then the account changed');

    switchTo(store, 'author');
    const sent = await signAndSubmit({ action: cast('signed, then the account changed'), signed: kept }, { gateway: client(store), session: store, wait: noWait });
    expect(sent.hash).toBe(kept!.hash);
    expect(sent.cast.author.fid).toBe(author);
    expect(await castsBy(other)).not.toContain('signed, then the account changed');
  });

  it('sends the message with its author’s token even when the account changes while the request waits its turn', async () => {
    const store = signedInStore();
    const real = client(store);
    const switchingOnTheWay: Pick<Gateway, 'submitMessage' | 'cast'> = {
      submitMessage: (body, withToken) => (switchTo(store, 'other'), real.submitMessage(body, withToken)),
      cast: (hash) => real.cast(hash),
    };
    const sent = await signAndSubmit({ action: cast('the account changed on the way out') }, { gateway: switchingOnTheWay, session: store, wait: noWait });
    expect(sent.cast.author.fid).toBe(author);
    expect(await castsBy(other)).not.toContain('the account changed on the way out');
  });

  it('hands a scheduled cast over with its author’s token even when the account changes while the request waits its turn', async () => {
    const store = signedInStore();
    const real = client(store);
    const switchingOnTheWay: Pick<Gateway, 'scheduleCast' | 'scheduledCasts' | 'cast'> = {
      scheduleCast: (body, withToken) => (switchTo(store, 'other'), real.scheduleCast(body, withToken)),
      scheduledCasts: () => real.scheduledCasts(),
      cast: (hash) => real.cast(hash),
    };
    const at = Date.now() + 3_600_000;
    const answer = await signAndSchedule({ action: cast('kept for later, as its author'), at }, { gateway: switchingOnTheWay, session: store, wait: noWait });
    expect(answer).toMatchObject({ scheduled: { text: 'kept for later, as its author' } });
    const keptFor = async (who: 'author' | 'other') => (switchTo(store, who), ((await real.scheduledCasts()) ?? []).map((c) => c.text));
    expect(await keptFor('other')).not.toContain('kept for later, as its author');
    expect(await keptFor('author')).toContain('kept for later, as its author');
  });
});
