import { validations } from '@farcaster/core';
import type { Identity } from '../auth/tokens';
import type { SignerRegistry } from '../l1/registry';
import { ConflictError, ForbiddenError, InvalidInputError, UnauthenticatedError } from '../domainErrors';
import type { AcceptedMessage, LoggedMessage } from '../store/messageLog';
import type { Store } from '../store/store';
import { parseOverrides, toAction } from './action';
import { applyAction } from './apply';
import { checkEnvelope, decodeMessage } from './envelope';
import { submissionKey } from './identity';

const FARCASTER_EPOCH = Date.UTC(2021, 0, 1);
/** As hubs do: a message dated further ahead than this is refused. */
export const MAX_FUTURE_MS = 10 * 60_000;
/** Mainnet, testnet, devnet; hub validation checks L1 messages' network itself. */
const KNOWN_NETWORKS = new Set([1, 2, 3]);

/** How far ahead of now a message may be dated, and how a refusal says it. */
export interface AheadLimit {
  ms: number;
  words: string;
}

const NOW_AHEAD: AheadLimit = { ms: MAX_FUTURE_MS, words: '10 minutes in the future' };

const alreadySubmitted = (hash: string) => new ConflictError(`Message ${hash} was already submitted`, { hash });

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export interface SubmitBody {
  isExternal?: unknown;
  message?: unknown;
  bodyOverrides?: unknown;
}

/** A submission that passed every check, ready to be committed: at once, or at its time when scheduled. */
export interface CheckedSubmission {
  checked: Awaited<ReturnType<typeof checkEnvelope>>;
  /** When the message is dated, in Unix milliseconds. */
  timestamp: number;
  external: boolean;
  overrides: ReturnType<typeof parseOverrides>;
  sentOverrides: boolean;
}

/**
 * L1 messages (FID token, not external) are validated as a hub would: envelope, body rules, signer
 * registered to the FID, FID of the token. L2 messages (address token, or isExternal) carry fid 0 and
 * string FIDs in bodyOverrides; their envelope is checked and the token names the author. A message
 * dated further ahead of `now` than `ahead` allows is refused: hubs allow ten minutes, a scheduled
 * cast may be dated up to its schedule's bound.
 */
export async function checkSubmission(registry: SignerRegistry, identity: Identity, body: SubmitBody, now: number, ahead: AheadLimit = NOW_AHEAD): Promise<CheckedSubmission> {
  if (body.isExternal !== undefined && typeof body.isExternal !== 'boolean') throw new InvalidInputError('isExternal must be a boolean');
  if (body.message === undefined) throw new InvalidInputError('message is required');
  const checked = await checkEnvelope(decodeMessage(body.message));
  const { data } = checked;
  const timestamp = FARCASTER_EPOCH + data.timestamp * 1000;
  if (timestamp > now + ahead.ms) throw new InvalidInputError(`message timestamp is more than ${ahead.words}`);
  const external = identity.kind === 'address' || body.isExternal === true;
  // Checked in every mode, so nothing unbounded is ever stored or echoed; only L2 messages use them.
  const sent = parseOverrides(body.bodyOverrides);
  const overrides = external ? sent : {};
  if (external) {
    if (data.fid !== 0 && String(data.fid) !== identity.fid) {
      throw new ForbiddenError(`An L2 message carries fid 0 or the signed-in FID, not ${data.fid}`);
    }
    if (!KNOWN_NETWORKS.has(data.network)) throw new InvalidInputError('message network must be FARCASTER_NETWORK_MAINNET, TESTNET or DEVNET');
  } else {
    if (String(data.fid) !== identity.fid) {
      throw new ForbiddenError(`Message fid ${data.fid} does not match the signed-in FID ${identity.fid}`);
    }
    // Hub rules, with the date checked above instead: theirs is ten minutes from the clock's now.
    const valid = await validations.validateMessageData({ ...data, timestamp: Math.min(data.timestamp, Math.floor((now - FARCASTER_EPOCH) / 1000)) });
    if (valid.isErr()) throw new InvalidInputError(`Invalid message: ${valid.error.message}`);
    if (!(await registry.isActiveSigner(data.fid, checked.signerHex, data.type))) {
      throw new ForbiddenError(`Invalid signer: ${checked.signerHex} is not an active signer of FID ${data.fid}`);
    }
  }
  return { checked, timestamp, external, overrides, sentOverrides: isObject(body.bodyOverrides) };
}

/**
 * A message is stored under its identity: its own hash, except for an external message whose hash
 * is already the identity of another submission (another author's, or other bodyOverrides), which
 * is stored under its submission key instead. The same submission sent again is a 409 that names
 * the identity. `respond` builds the answer inside the transaction: a write is committed only
 * together with the response that acknowledges it. With `outbox` (a node to deliver to), an L1 message
 * also goes into the outbox in that same transaction; an L2 message never does.
 */
export async function commitSubmission<R>(store: Store, identity: Identity, submission: CheckedSubmission, respond: Respond<R>, { outbox = false, now = Date.now() }: CommitOptions = {}): Promise<R> {
  const { checked, timestamp, external, overrides } = submission;
  const { data } = checked;
  const action = toAction(data, overrides);
  const key = submissionKey(identity.fid, checked.hashHex, overrides);

  // Read before the transaction, so its turn holds the write lock for two statements and not three: an
  // author's row is never removed, and of it only the id and the FID are used, which never change.
  const authorId = await store.users.idOf(identity.fid);
  if (authorId === undefined) throw new UnauthenticatedError('Invalid token');
  const author = { id: authorId, fid: identity.fid };
  const logged: LoggedMessage = {
    hash: checked.hashHex, key, fid: identity.fid, messageType: data.type, timestamp,
    raw: Buffer.from(checked.rawHex.slice(2), 'hex'), external, createdAt: now,
  };
  return store.db.transaction(async () => {
    let hash: string = checked.hashHex;
    if (!(await store.messages.insertUnlessLogged(logged))) {
      const { sameSubmission, hashTaken } = await store.messages.clashes(key, hash);
      if (sameSubmission !== undefined) throw alreadySubmitted(sameSubmission);
      // An L1 hash covers the FID, so only its own author can have stored it.
      if (!external || !hashTaken) throw alreadySubmitted(hash);
      hash = key;
      if (!(await store.messages.insertUnlessLogged({ ...logged, hash }))) throw alreadySubmitted(hash);
    }
    await applyAction(store, author, action, hash, timestamp, external);
    if (outbox && !external) await store.outbox.add(hash, identity.fid, now);
    return respond({
      fid: identity.fid,
      l1: identity.kind === 'fid',
      messageType: data.type,
      timestamp,
      hash,
      hashScheme: checked.message.hashScheme,
      signature: checked.signatureHex,
      signatureScheme: checked.message.signatureScheme,
      signer: checked.signerHex,
      raw: checked.rawHex,
      external,
      createdAt: now,
      bodyOverrides: submission.sentOverrides ? { ...overrides } : null,
    });
    // A new cast reads only its parent, which no cast added beside it removes, and writes rows of its own,
    // a counter by its delta and rows under unique keys: new casts may overlap in their group. Removals,
    // reactions and the rest read what others of their group may change, and take their turn alone.
  }, { overlap: action.kind === 'castAdd' });
}

/** Builds the answer to an accepted message, inside its transaction: reads of the store only. */
export type Respond<R> = (accepted: AcceptedMessage) => R | Promise<R>;

export interface CommitOptions {
  /** A node is configured: an accepted L1 message is also queued for delivery to it. */
  outbox?: boolean;
  now?: number;
}

/** Checks a submission and commits it at once: `POST /farcaster/v2/message`. */
export async function submitMessage<R>(
  store: Store,
  registry: SignerRegistry,
  identity: Identity,
  body: SubmitBody,
  respond: Respond<R>,
  { outbox = false, now = Date.now() }: CommitOptions = {},
): Promise<R> {
  return commitSubmission(store, identity, await checkSubmission(registry, identity, body, now), respond, { outbox, now });
}
