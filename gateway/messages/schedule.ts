import { MessageType } from '@farcaster/core';
import type { Identity } from '../auth/tokens';
import { ConflictError, DomainError, InvalidInputError, NotFoundError, UnavailableError } from '../domainErrors';
import type { SignerRegistry } from '../l1/registry';
import { MAX_SCHEDULED, type ScheduledRow } from '../store/scheduledCasts';
import type { Store } from '../store/store';
import { checkSubmission, commitSubmission, type AheadLimit, type CommitOptions, type Respond, type SubmitBody } from './submit';

/** How far ahead a cast may be scheduled: thirty days, and a day's grace for the person's clock. */
export const SCHEDULE_AHEAD: AheadLimit = { ms: 31 * 86_400_000, words: '30 days ahead' };
/** A cast dated this close to now, or earlier, is published at once instead of kept. */
export const PUBLISH_AT_ONCE_MS = 5_000;
/** A process that claimed a due cast has this long to publish it before another may. */
const LEASE_MS = 30_000;
/** The wait after the first attempt that failed in a way that may pass; it doubles with each such failure, up to `RETRY_MAX_MS`. */
export const RETRY_FIRST_MS = 10_000;
export const RETRY_MAX_MS = 10 * 60_000;
/** Attempts a cast is given before failures that may pass refuse it for good: about four hours of them. */
export const MAX_ATTEMPTS = 30;

/** The wait before the next attempt after `failed` attempts failed in a way that may pass. */
export const retryDelayMs = (failed: number): number => Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** (failed - 1));

export type ScheduleOutcome<R> = { published: R } | { scheduled: ScheduledRow };

/**
 * Keeps a cast the browser signed, dated at its time, unpublished until then: it is checked now as
 * a submission would be (signature, signer, author), except that its date may be up to thirty days
 * ahead. A past or near-now date publishes it at once, as `POST /farcaster/v2/message` would.
 */
export async function scheduleCast<R>(
  store: Store,
  registry: SignerRegistry,
  identity: Identity,
  body: SubmitBody,
  respond: Respond<R>,
  { outbox = false, now = Date.now() }: CommitOptions = {},
): Promise<ScheduleOutcome<R>> {
  const submission = await checkSubmission(registry, identity, body, now, SCHEDULE_AHEAD);
  const { data, hashHex } = submission.checked;
  if (data.type !== MessageType.CAST_ADD || !data.castAddBody) throw new InvalidInputError('Only casts can be scheduled');
  if (submission.timestamp <= now + PUBLISH_AT_ONCE_MS) return { published: await commitSubmission(store, identity, submission, respond, { outbox, now }) };
  return store.db.transaction(async () => {
    if ((await store.scheduled.has(hashHex)) || (await store.messages.has(hashHex))) throw new ConflictError(`Message ${hashHex} was already submitted`, { hash: hashHex });
    if ((await store.scheduled.count(identity.fid)) >= MAX_SCHEDULED) throw new ConflictError(`At most ${MAX_SCHEDULED} scheduled casts per account: cancel one to schedule another`);
    await store.scheduled.add({
      hash: hashHex,
      ownerFid: identity.fid,
      identity: JSON.stringify(identity),
      body: JSON.stringify(body),
      text: data.castAddBody!.text,
      publishAt: submission.timestamp,
      createdAt: now,
    });
    return { scheduled: (await store.scheduled.of(identity.fid)).find((row) => row.hash === hashHex)! };
  });
}

/**
 * Publishes the casts whose time has come, each exactly as if it had just been posted (checked again:
 * a signer removed meanwhile refuses it, and the refusal is kept with its reason for the author to
 * see). A failure that may pass (the node, the chain or the database could not be asked) is tried again
 * later, after a wait that doubles each time, and refuses the cast only after `MAX_ATTEMPTS`. A cast
 * cancelled before its publication commits is not published; one found already published just leaves
 * the list. With `outbox`, an L1 cast is queued for delivery to the node as any accepted message is.
 * Returns how many were published.
 */
export async function publishDue(store: Store, registry: SignerRegistry, { outbox = false, now = Date.now() }: CommitOptions = {}, batch = 50): Promise<number> {
  let published = 0;
  for (const row of await store.scheduled.claimDue(now, now + LEASE_MS, batch)) {
    try {
      if (await publishScheduled(store, registry, row, { outbox, now })) published += 1;
    } catch (error) {
      await settleFailure(store, row, error, now);
    }
  }
  return published;
}

/**
 * Publishes one claimed cast in the transaction that takes it off the list: false when it was no longer
 * there (cancelled, or taken by another process), and nothing is published.
 */
async function publishScheduled(store: Store, registry: SignerRegistry, row: ScheduledRow, { outbox, now }: Required<CommitOptions>): Promise<boolean> {
  const identity = JSON.parse(row.identity) as Identity;
  const submission = await checkSubmission(registry, identity, JSON.parse(row.body) as SubmitBody, now);
  return store.db.transaction(async () => {
    if (!(await store.scheduled.remove(row.hash))) return false;
    await commitSubmission(store, identity, submission, () => null, { outbox, now });
    return true;
  });
}

/**
 * Whether a failure to publish may pass when tried again: the node could not be read, or something that
 * is not one of the gateway's own refusals (the chain unreachable, a database error). A refusal (the
 * signer is not active, the message breaks a rule) is final.
 */
const mayPass = (error: unknown): boolean => error instanceof UnavailableError || !(error instanceof DomainError);

async function settleFailure(store: Store, row: ScheduledRow, error: unknown, now: number): Promise<void> {
  if (error instanceof ConflictError) {
    await store.scheduled.remove(row.hash);
    return;
  }
  const why = error instanceof DomainError ? error.message : 'The gateway could not check it or store it just now.';
  if (!mayPass(error)) await store.scheduled.refused(row.hash, why);
  else if (row.attempts + 1 >= MAX_ATTEMPTS) await store.scheduled.refused(row.hash, `It could not be published in ${MAX_ATTEMPTS} attempts over about four hours. The last one: ${why}`);
  else await store.scheduled.retryAt(row.hash, why, now + retryDelayMs(row.attempts + 1));
}

/**
 * Cancels one of the account's scheduled casts. A cast is published in the transaction that takes it off
 * the list, so a cancel either takes it off first, and it is never published, or finds it published: a
 * conflict that names its hash.
 */
export async function cancelScheduled(store: Store, ownerFid: string, hash: string): Promise<void> {
  if (await store.scheduled.cancel(ownerFid, hash)) return;
  if (await store.messages.isBy(ownerFid, hash)) throw new ConflictError('This cast was already published.', { hash });
  throw new NotFoundError(`You have no scheduled cast ${hash}`);
}
