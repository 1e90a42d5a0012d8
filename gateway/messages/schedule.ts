import { MessageType } from '@farcaster/core';
import type { Identity } from '../auth/tokens';
import { ConflictError, DomainError, InvalidInputError } from '../domainErrors';
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
 * see). A cast found already published, by another process or before a crash, just leaves the list.
 * With `outbox`, an L1 cast is queued for delivery to the node as any accepted message is. Returns how
 * many were published.
 */
export async function publishDue(store: Store, registry: SignerRegistry, { outbox = false, now = Date.now() }: CommitOptions = {}, batch = 50): Promise<number> {
  let published = 0;
  for (const row of await store.scheduled.claimDue(now, now + LEASE_MS, batch)) {
    const identity = JSON.parse(row.identity) as Identity;
    try {
      const submission = await checkSubmission(registry, identity, JSON.parse(row.body) as SubmitBody, now);
      await store.db.transaction(async () => {
        await commitSubmission(store, identity, submission, () => null, { outbox, now });
        await store.scheduled.published(row.hash);
      });
      published += 1;
    } catch (error) {
      if (error instanceof ConflictError) await store.scheduled.published(row.hash);
      else if (error instanceof DomainError) await store.scheduled.refused(row.hash, error.message);
      // Anything else (the chain unreachable, say): the lease runs out and it is tried again.
    }
  }
  return published;
}
