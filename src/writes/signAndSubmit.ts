import { GatewayError } from '../api/errors';
import type { Gateway } from '../api/gateway';
import { castHashOf } from '../api/ids';
import type { Cast, CastHash, Fid } from '../api/model';
import type { ScheduledCast } from '../api/scheduleModel';
import { accountKey } from '../auth/handover';
import { withFreshSession } from '../auth/signIn';
import type { SessionStore } from '../auth/sessionStore';
import { AppError } from '../errors/appError';
import { buildSubmission, type MessageSubmission, type SubmissionAction } from '../farcaster/submission';
import { currentAuthor, notSignedIn, type Author } from './currentAuthor';
import { signerFor } from './signerAccess';

/** The steps a write goes through after it starts signing, for a screen to show. */
export type WritePhase = 'sending' | 'confirming';

/** A message signed earlier for this write: a retry sends the very same one, so it cannot post twice. */
export interface SignedMessage extends MessageSubmission {
  /** The FID it was signed as; a message of another author is signed afresh. */
  author: Fid;
}

export type CastAction = Extract<SubmissionAction, { kind: 'cast' }>;

export interface SignedWrite<A extends SubmissionAction = SubmissionAction> {
  action: A;
  /**
   * The account (`accountKey`) the write belongs to: it is signed only while that account is the current
   * one, and stops with nothing signed or sent while another is (the Outbox's casts wait so for the account
   * that wrote them). Without it, the write belongs to whoever is signed in when it starts.
   */
  owner?: string;
  signed?: SignedMessage | null;
  /** Called once the message is signed, before it is sent: where a retry will find it. */
  onSigned?(signed: SignedMessage): void;
  onPhase?(phase: WritePhase): void;
}

export interface WriteDeps {
  gateway: Pick<Gateway, 'submitMessage' | 'cast'>;
  session: SessionStore;
  /** Giving up: stops a wait for the person to sign in again. */
  signal?: AbortSignal;
  wait?(ms: number): Promise<void>;
}

export interface WriteResult<A extends SubmissionAction = SubmissionAction> {
  /** The identity the gateway gave the message; reads go by it. */
  hash: CastHash;
  /** A cast, as read back from the gateway; null for other messages. */
  cast: A extends CastAction ? Cast : null;
}

/** Pauses before each read-back: the gateway may need a moment before a new cast can be read. */
export const CONFIRM_DELAYS_MS = [0, 250, 500, 1000, 2000];

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The one path of every signed write (cast, reply, quote, delete, like, recast, follow, user data):
 * the signed-in author, their signer key, the message, the submission (waiting for a fresh sign-in
 * when the session runs out, then carrying on), and for casts the read-back, which must show the
 * cast as the signed-in author's before the write counts as done. The message goes out with its
 * author's own token: should another account be current by then, it stops, kept by `onSigned`.
 */
export async function signAndSubmit<A extends SubmissionAction>(write: SignedWrite<A>, deps: WriteDeps): Promise<WriteResult<A>> {
  const { author, account } = await signedInAs(deps, write.owner);
  const signed = await signedFor(write, author, Date.now());
  write.onPhase?.('sending');
  const hash = await submit(signed, account, deps);
  if (write.action.kind !== 'cast') return { hash, cast: null } as WriteResult<A>;
  write.onPhase?.('confirming');
  return { hash, cast: await readBack(hash, author, deps.wait ?? sleep, deps) } as WriteResult<A>;
}

/** The message signed earlier for this write by the same author, or one signed now, dated `timestampMs`. */
async function signedFor(write: SignedWrite, author: Author, timestampMs: number): Promise<SignedMessage> {
  if (write.signed?.author === author.fid) return write.signed;
  const signer = await signerFor(author);
  const built = await buildSubmission(write.action, { author: author.fid, signer, timestampMs });
  const signed = { ...built, author: author.fid };
  write.onSigned?.(signed);
  return signed;
}

export interface ScheduleDeps extends Omit<WriteDeps, 'gateway'> {
  gateway: Pick<Gateway, 'scheduleCast' | 'scheduledCasts' | 'cast'>;
}

/** A scheduled cast as the gateway keeps it, or the cast itself when its time had already come. */
export type ScheduleResult = { scheduled: ScheduledCast } | { posted: Cast };

/**
 * Signs a cast dated `at` in the browser and hands it to the gateway, which keeps it unpublished until
 * then: the key never leaves the browser, as for any other write. A cast dated now or earlier is posted
 * at once and read back. A retry sends the very message signed the first time, so it is never kept twice.
 */
export async function signAndSchedule(write: SignedWrite<CastAction> & { at: number }, deps: ScheduleDeps): Promise<ScheduleResult> {
  const { author, account } = await signedInAs(deps, write.owner);
  const signed = await signedFor(write, author, write.at);
  write.onPhase?.('sending');
  const wait = deps.wait ?? sleep;
  try {
    const answer = await withFreshSession(deps.session, async () => deps.gateway.scheduleCast(signed.body, await tokenOf(account, deps)), deps.signal);
    if ('scheduled' in answer) return answer;
    write.onPhase?.('confirming');
    return { posted: await readBack(answer.published.hash || castHashOf(signed.hash), author, wait, deps) };
  } catch (error) {
    if (!alreadySubmitted(error)) throw error;
    // An earlier attempt went through: it is kept, or it has been published meanwhile.
    const kept = (await deps.gateway.scheduledCasts())?.find((cast) => cast.hash === castHashOf(signed.hash));
    return kept ? { scheduled: kept } : { posted: await readBack(castHashOf(signed.hash), author, wait, deps) };
  }
}

/** Who signs, as one reading of the session: the author, their account (`accountKey`) and their token. */
interface Signing {
  author: Author;
  account: string;
  token: string;
}

/**
 * The signed-in author now, with their account and token read at the same moment; when the session has
 * run out, once the person has signed in again. With `owner`, only that account will do: while another
 * is current, it stops, and nothing is signed or sent as them.
 */
async function signedInAs(deps: Pick<WriteDeps, 'session' | 'signal'>, owner?: string): Promise<Signing> {
  const before = deps.session.getState();
  if (!before.identity) {
    if (!before.expired) throw notSignedIn();
    await deps.session.whenSignedIn(deps.signal);
  }
  const state = deps.session.getState();
  const author = currentAuthor(state);
  if (!author || !state.identity || !state.token) throw notSignedIn();
  const account = accountKey(state.identity);
  if (owner !== undefined && account !== owner) throw anotherAccount();
  return { author, account, token: state.token };
}

/** The token to send a message of `account` with, read as it goes out: never another account's. */
const tokenOf = async (account: string, deps: Pick<WriteDeps, 'session' | 'signal'>): Promise<string> => (await signedInAs(deps, account)).token;

const anotherAccount = (): AppError =>
  new AppError('not-signed-in', 'You switched to another account before it was sent. Switch back to the account that wrote it to send it; nothing you wrote is lost.');

/** Sends the message as `account`; resolves to the identity the gateway gave it (its own record's, or the duplicate's). */
async function submit(signed: SignedMessage, account: string, deps: WriteDeps): Promise<CastHash> {
  try {
    const record = await withFreshSession(deps.session, async () => deps.gateway.submitMessage(signed.body, await tokenOf(account, deps)), deps.signal);
    return record.hash || castHashOf(signed.hash);
  } catch (error) {
    if (!alreadySubmitted(error)) throw error;
    // An earlier attempt went through: the gateway names the message it already has.
    return error.existingHash ?? castHashOf(signed.hash);
  }
}

function alreadySubmitted(error: unknown): error is GatewayError {
  return error instanceof GatewayError && error.kind === 'bad-request' && (error.status === 409 || /already/i.test(error.serverMessage ?? ''));
}

async function readBack(hash: CastHash, author: Author, wait: (ms: number) => Promise<void>, deps: { gateway: Pick<Gateway, 'cast'> }): Promise<Cast> {
  for (const delay of CONFIRM_DELAYS_MS) {
    if (delay > 0) await wait(delay);
    const cast = await deps.gateway.cast(hash);
    if (!cast) continue;
    if (cast.author.fid !== author.fid) {
      throw new AppError('wrong-author', 'The gateway answered with a cast by someone else, so yours is not confirmed. Retry to check again; it will not be posted twice.', {
        details: `expected ${author.fid}, read back ${cast.author.fid} for ${hash}`,
      });
    }
    return cast;
  }
  throw new AppError('not-confirmed', 'The gateway accepted the cast but it could not be read back yet. Retry to check again; it will not be posted twice.');
}
