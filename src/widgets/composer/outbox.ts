import type { Cast } from '../../api/model';
import { describeError } from '../../errors/describeError';
import { toAppError } from '../../errors/appError';
import { castRefOf } from '../../writes/castRef';
import { allDrafts, deleteDraft, loadDraft, newDraftContext, saveDraft, type Draft, type DraftContext, type DraftOwner, type DraftPart, type Queued, type QueuedTarget, type SavedDraft } from './draftStore';
import { postThread } from './postThread';
import { partPosted, signedPart } from './threadDraft';

/**
 * The outbox: casts written while offline wait here, as drafts marked queued, in this browser and per
 * account. Nothing is signed while they wait; once the connection returns each is signed then (dated
 * then) and sent through the composer's own publish path, in the order they were queued. A part's
 * message is kept once signed and a posted part leaves the draft, so a send cut short resends the same
 * message and never posts a part twice.
 */

export type OutboxEvent = { type: 'send' } | { type: 'wait' } | { type: 'fail'; reason: string } | { type: 'retry' };

/** Where a queued cast may go next; an event that does not fit its state leaves it as it is. */
export function nextQueued(queued: Queued, event: OutboxEvent): Queued {
  switch (event.type) {
    case 'send':
      return queued.state === 'failed' ? queued : { at: queued.at, target: queued.target, state: 'sending' };
    case 'wait':
      return queued.state === 'sending' ? { at: queued.at, target: queued.target, state: 'waiting' } : queued;
    case 'fail':
      return queued.state === 'sending' ? { ...queued, state: 'failed', reason: event.reason } : queued;
    case 'retry':
      return queued.state === 'failed' ? { at: queued.at, target: queued.target, state: 'waiting' } : queued;
  }
}

/** The draft, put in the outbox to go where `target` points. */
export const queueDraft = (draft: Draft, target: QueuedTarget, now: number): Draft => ({ ...draft, updatedAt: now, queued: { at: now, target, state: 'waiting' } });

/** Queues what the composer holds as an outbox entry of its own; returns its context. */
export function putInOutbox(storage: Storage, owner: DraftOwner, draft: Draft, target: QueuedTarget, now: number): DraftContext {
  const context = newDraftContext(now);
  saveDraft(storage, owner, context, queueDraft(draft, target, now));
  return context;
}

/** The account's outbox, in the order it is sent: queued first, first. */
export function listOutbox(storage: Storage, owner: DraftOwner): SavedDraft[] {
  return allDrafts(storage, owner)
    .filter(({ draft }) => draft.queued)
    .sort((a, b) => a.draft.queued!.at - b.draft.queued!.at);
}

/** What goes next: the first not refused (a send cut short is `sending` and goes again). */
export function nextToSend(outbox: readonly SavedDraft[]): SavedDraft | null {
  return outbox.find(({ draft }) => draft.queued!.state !== 'failed') ?? null;
}

/** Casts still to send, refused ones not counted. */
export const waitingCount = (outbox: readonly SavedDraft[]): number => outbox.filter(({ draft }) => draft.queued!.state !== 'failed').length;

/** Changes a queued draft in storage; null when it is gone (deleted meanwhile) or no longer queued. */
export function changeQueued(storage: Storage, owner: DraftOwner, context: DraftContext, change: (draft: Draft) => Draft): Draft | null {
  const stored = loadDraft(storage, owner, context);
  if (!stored?.queued) return null;
  const next = change(stored);
  saveDraft(storage, owner, context, next);
  return next;
}

const moveQueued = (storage: Storage, owner: DraftOwner, context: DraftContext, event: OutboxEvent) =>
  changeQueued(storage, owner, context, (draft) => ({ ...draft, queued: nextQueued(draft.queued!, event) }));

/** Puts a refused cast back in line. */
export const retryQueued = (storage: Storage, owner: DraftOwner, context: DraftContext) => moveQueued(storage, owner, context, { type: 'retry' });

/** Why a send stopped: the connection is gone, or the session ended or is another account's (it waits), or the gateway refused it (it fails). */
export function stopReason(error: unknown): 'offline' | 'signed-out' | 'refused' {
  const { kind } = toAppError(error);
  if (kind === 'network') return 'offline';
  return kind === 'not-signed-in' || kind === 'token-expired' || kind === 'unauthorised' ? 'signed-out' : 'refused';
}

export type OutboxReport =
  | { context: DraftContext; state: 'sending' | 'waiting'; draft: Draft }
  | { context: DraftContext; state: 'posted'; draft: Draft; cast: Cast }
  | { context: DraftContext; state: 'failed'; draft: Draft; reason: string };

/** How a queued part is posted: only as the account whose outbox it waits in, and where its signed message is kept. */
interface QueuedPost {
  owner: DraftOwner;
  onSigned(signed: NonNullable<DraftPart['submission']>): void;
}

export interface OutboxSender {
  storage: Storage;
  owner: DraftOwner;
  online(): boolean;
  /**
   * The composer's publish path for one part: signs (or resends `part.submission`), sends, reads back, as
   * `as.owner` alone; while another account is current it stops with a `not-signed-in` error, unsent.
   */
  post(part: DraftPart, target: QueuedTarget, as: QueuedPost): Promise<Cast>;
  report?(report: OutboxReport): void;
}

const running = new Map<DraftOwner, Promise<void>>();

/**
 * Sends the account's outbox in order until it is empty, the connection drops, the session ends or
 * another account becomes the current one (each part is posted as the outbox's account or not at all).
 * A second call while one runs for the same account joins it instead of sending anything again.
 */
export function sendOutbox(sender: OutboxSender): Promise<void> {
  const current = running.get(sender.owner);
  if (current) return current;
  const run = sendInOrder(sender).finally(() => running.delete(sender.owner));
  running.set(sender.owner, run);
  return run;
}

async function sendInOrder({ storage, owner, online, post, report }: OutboxSender): Promise<void> {
  for (let next = nextToSend(listOutbox(storage, owner)); next && online(); next = nextToSend(listOutbox(storage, owner))) {
    const { context } = next;
    const sending = moveQueued(storage, owner, context, { type: 'send' });
    if (!sending) continue;
    report?.({ context, state: 'sending', draft: sending });
    try {
      const posted = await postThread(sending, sending.queued!.target, {
        post: (part, target) => post(part, target, { owner, onSigned: (signed) => changeQueued(storage, owner, context, (d) => signedPart(d, part.id, signed)) }),
        posted: (part, cast) => changeQueued(storage, owner, context, (d) => partPosted(d, part.id, castRefOf(cast))),
      });
      deleteDraft(storage, owner, context);
      report?.({ context, state: 'posted', draft: sending, cast: posted[0]! });
    } catch (error) {
      const why = stopReason(error);
      if (why !== 'refused') {
        const waiting = moveQueued(storage, owner, context, { type: 'wait' });
        if (waiting) report?.({ context, state: 'waiting', draft: waiting });
        return;
      }
      const reason = describeError(error);
      const failed = moveQueued(storage, owner, context, { type: 'fail', reason });
      if (failed) report?.({ context, state: 'failed', draft: failed, reason });
    }
  }
}
