import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GatewayError } from '../api/errors';
import type { Gateway } from '../api/gateway';
import { castHashOf, fidOf } from '../api/ids';
import type { Cast, CastHash, SubmittedMessage } from '../api/model';
import { createSessionStore, type SessionStore } from '../auth/sessionStore';
import { AppError } from '../errors/appError';
import { buildSubmission, type SubmissionAction } from '../farcaster/submission';
import { testCast, testUser } from '../queries/testModel';
import { CONFIRM_DELAYS_MS, signAndSubmit, type SignedMessage, type WritePhase } from './signAndSubmit';
import { signerFor } from './signerAccess';

// signAndSubmit's steps with the signer, the message building and the gateway stood in for, so they run
// without a gateway; signAndSubmit.test.ts runs the same path against a real one.
vi.mock('./signerAccess', () => ({ signerFor: vi.fn() }));
vi.mock('../farcaster/submission', () => ({ buildSubmission: vi.fn() }));
const built = vi.mocked(buildSubmission);
const signer = vi.mocked(signerFor);

const ME = fidOf('0x00000000000000000000000000000000000000aa');
const HASH_HEX = '0x00000000000000000000000000000000000000c1';
const HASH = castHashOf(HASH_HEX);
const action: SubmissionAction = { kind: 'cast', draft: { text: 'hello', mentions: [], mentionsPositions: [], embeds: [] } };
const like: SubmissionAction = { kind: 'reaction', reaction: 'like', target: { fid: ME, hash: HASH }, remove: false };
const body = { isExternal: true, message: {} } as SignedMessage['body'];

beforeEach(() => {
  built.mockReset().mockResolvedValue({ body, hash: HASH_HEX });
  signer.mockReset().mockResolvedValue({} as Awaited<ReturnType<typeof signerFor>>);
});

function signedIn(fid = ME): SessionStore {
  const session = createSessionStore();
  session.dispatch({ type: 'signed-in', token: 't', identity: { layer: 'L2', fid }, expiresAt: null });
  return session;
}

/** A gateway that accepts every message and reads casts from `casts`, one answer per read. */
function gateway({ record = { hash: HASH } as Partial<SubmittedMessage>, casts = [testCast({ hash: HASH, author: testUser({ fid: ME }) })] as (Cast | null)[] } = {}) {
  const reads: CastHash[] = [];
  const sent: unknown[] = [];
  const api = {
    submitMessage: vi.fn(async (sentBody: unknown) => (sent.push(sentBody), record as SubmittedMessage)),
    cast: vi.fn(async (hash: CastHash) => (reads.push(hash), casts.length > 1 ? casts.shift()! : casts[0]!)),
  } satisfies Pick<Gateway, 'submitMessage' | 'cast'>;
  return { api, reads, sent };
}

const noWait = async () => {};

describe('signAndSubmit, step by step', () => {
  it('signs as the signed-in author, reports the message and each phase, sends it and reads the cast back', async () => {
    const { api, reads, sent } = gateway();
    const phases: WritePhase[] = [];
    let kept: SignedMessage | null = null;
    const result = await signAndSubmit(
      { action, onSigned: (s) => (kept = s), onPhase: (p) => phases.push(p) },
      { gateway: api, session: signedIn(), wait: noWait },
    );
    expect(signer.mock.calls[0]![0]).toEqual({ fid: ME, layer: 'L2', keyOwner: ME });
    expect(built.mock.calls[0]![0]).toBe(action);
    expect(built.mock.calls[0]![1]).toMatchObject({ author: ME });
    expect(kept).toEqual({ body, hash: HASH_HEX, author: ME });
    expect(sent).toEqual([body]);
    expect(phases).toEqual(['sending', 'confirming']);
    expect(reads).toEqual([HASH]);
    expect(result).toMatchObject({ hash: HASH, cast: { hash: HASH } });
  });

  it('sends a like without reading anything back', async () => {
    const { api, reads } = gateway();
    const phases: WritePhase[] = [];
    const result = await signAndSubmit({ action: like, onPhase: (p) => phases.push(p) }, { gateway: api, session: signedIn() });
    expect(result).toEqual({ hash: HASH, cast: null });
    expect(phases).toEqual(['sending']);
    expect(reads).toEqual([]);
  });

  it('resends a message kept for the same author, and signs afresh for another', async () => {
    const { api, sent } = gateway();
    const keptBody = { isExternal: false, message: { kept: true } } as unknown as SignedMessage['body'];
    let signedAgain = false;
    await signAndSubmit({ action: like, signed: { body: keptBody, hash: HASH_HEX, author: ME }, onSigned: () => (signedAgain = true) }, { gateway: api, session: signedIn() });
    expect(sent).toEqual([keptBody]);
    expect(built).not.toHaveBeenCalled();
    expect(signedAgain).toBe(false);
    await signAndSubmit({ action: like, signed: { body: keptBody, hash: HASH_HEX, author: fidOf('9') } }, { gateway: api, session: signedIn() });
    expect(sent).toEqual([keptBody, body]);
  });

  it('goes by the identity the gateway gave, by the message hash when it gave none, and by the hash a duplicate names', async () => {
    const other = castHashOf('0x00000000000000000000000000000000000000d2');
    const named = gateway({ record: { hash: other }, casts: [testCast({ hash: other, author: testUser({ fid: ME }) })] });
    expect((await signAndSubmit({ action }, { gateway: named.api, session: signedIn(), wait: noWait })).hash).toBe(other);
    expect(named.reads).toEqual([other]);
    const unnamed = gateway({ record: { hash: '' as CastHash } });
    expect((await signAndSubmit({ action: like }, { gateway: unnamed.api, session: signedIn() })).hash).toBe(HASH);
    const duplicate = gateway();
    duplicate.api.submitMessage.mockRejectedValueOnce(new GatewayError('bad-request', 'Already there', { status: 409, existingHash: other }));
    expect((await signAndSubmit({ action: like }, { gateway: duplicate.api, session: signedIn() })).hash).toBe(other);
    duplicate.api.submitMessage.mockRejectedValueOnce(new GatewayError('bad-request', 'Bad', { status: 400, serverMessage: 'Message was already submitted' }));
    expect((await signAndSubmit({ action: like }, { gateway: duplicate.api, session: signedIn() })).hash).toBe(HASH);
  });

  it('passes on any other refusal', async () => {
    const { api } = gateway();
    const refusal = new GatewayError('bad-request', 'Bad', { status: 400, serverMessage: 'text too long' });
    api.submitMessage.mockRejectedValueOnce(refusal);
    await expect(signAndSubmit({ action: like }, { gateway: api, session: signedIn() })).rejects.toBe(refusal);
    const down = new GatewayError('network', 'Down');
    api.submitMessage.mockRejectedValueOnce(down);
    await expect(signAndSubmit({ action: like }, { gateway: api, session: signedIn() })).rejects.toBe(down);
    const conflict = new GatewayError('server', 'Conflict', { status: 409 });
    api.submitMessage.mockRejectedValueOnce(conflict);
    await expect(signAndSubmit({ action: like }, { gateway: api, session: signedIn() })).rejects.toBe(conflict);
  });

  it('keeps asking while the cast cannot be read, waiting longer each time, then says it is not confirmed', async () => {
    const { api, reads } = gateway({ casts: [null] });
    const waits: number[] = [];
    const error = await signAndSubmit({ action }, { gateway: api, session: signedIn(), wait: async (ms) => void waits.push(ms) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ kind: 'not-confirmed', message: 'The gateway accepted the cast but it could not be read back yet. Retry to check again; it will not be posted twice.' });
    expect(waits).toEqual(CONFIRM_DELAYS_MS.filter((ms) => ms > 0));
    expect(reads).toHaveLength(CONFIRM_DELAYS_MS.length);
    expect(CONFIRM_DELAYS_MS[0]).toBe(0);
  });

  it('takes the cast once it can be read', async () => {
    const mine = testCast({ hash: HASH, author: testUser({ fid: ME }) });
    const { api, reads } = gateway({ casts: [null, null, mine] });
    const waits: number[] = [];
    expect((await signAndSubmit({ action }, { gateway: api, session: signedIn(), wait: async (ms) => void waits.push(ms) })).cast).toBe(mine);
    expect(reads).toHaveLength(3);
    expect(waits).toEqual(CONFIRM_DELAYS_MS.slice(1, 3));
  });

  it('never reports success for a cast read back as someone else’s', async () => {
    const { api } = gateway({ casts: [testCast({ hash: HASH, author: testUser({ fid: '5' }) })] });
    const error = await signAndSubmit({ action }, { gateway: api, session: signedIn(), wait: noWait }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      kind: 'wrong-author',
      message: 'The gateway answered with a cast by someone else, so yours is not confirmed. Retry to check again; it will not be posted twice.',
      details: `expected ${ME}, read back 5 for ${HASH}`,
    });
  });

  it('refuses to sign for nobody, and starts once a person whose session ran out signs in again', async () => {
    const { api, sent } = gateway();
    await expect(signAndSubmit({ action: like }, { gateway: api, session: createSessionStore() })).rejects.toMatchObject({ kind: 'not-signed-in', message: 'Sign in to do this.' });
    const session = signedIn();
    session.dispatch({ type: 'token-expired' });
    const sending = signAndSubmit({ action: like }, { gateway: api, session });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent).toEqual([]);
    session.dispatch({ type: 'signed-in', token: 't2', identity: { layer: 'L2', fid: ME }, expiresAt: null });
    await expect(sending).resolves.toMatchObject({ hash: HASH });
    expect(sent).toEqual([body]);
  });

  it('refuses an FID-mode session without a wallet address to sign with', async () => {
    const { api } = gateway();
    const session = createSessionStore();
    session.dispatch({ type: 'signed-in', token: 't', identity: { layer: 'L1', fid: fidOf('3'), signerKey: '0xab' }, expiresAt: null });
    await expect(signAndSubmit({ action: like }, { gateway: api, session })).rejects.toMatchObject({ kind: 'not-signed-in' });
  });
});
