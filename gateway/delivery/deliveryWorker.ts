import { randomUUID } from 'node:crypto';
import { Message, MessageData } from '@farcaster/core';
import { requestNode } from '../nodeRequest';
import type { ClaimedMessage, Settlement } from '../store/outbox';
import type { Store } from '../store/store';
import type { SubmitOutcome } from './nodeAnswers';
import { submitToNode } from './nodeSubmit';
import { readBackOf } from './readBack';

/** The Farcaster node the gateway delivers to (`--hub-url`, `--hub-api-key`) and how patiently. */
export interface DeliveryOptions {
  hubUrl: string;
  /** Sent as `x-api-key`, as hosted providers (Neynar) expect. */
  apiKey?: string;
  /** First wait after a failed send or an unconfirmed read-back; doubles each time up to `maxBackoffMs`. */
  baseBackoffMs?: number;
  maxBackoffMs?: number;
  /** An admitted message not read back within this long is sent again (a node may drop its mempool). */
  resendAfterMs?: number;
  /** How long one attempt holds a message; longer than a request can take. */
  leaseMs?: number;
  requestTimeoutMs?: number;
  /** Messages in flight at once, each with one request at a time. */
  concurrency?: number;
  /** While the node fails, one message at a time probes it, at most this far apart. */
  probeMaxMs?: number;
}

export interface DeliveryWorker {
  /** Look for due messages now (called after a message is accepted). */
  nudge(): void;
  /** Stops claiming and waits for the attempts in flight to settle. */
  stop(): Promise<void>;
}

const IDLE_POLL_MS = 1000;

/** Exponential, capped, with jitter in its upper half so that messages failed together spread out. */
function backoffMs(attempt: number, baseMs: number, maxMs: number): number {
  const full = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(full / 2 + (Math.random() * full) / 2);
}

/** The bytes a node expects: the Message with `dataBytes` set (and `data` left out), and its data decoded. */
function outgoing(raw: Uint8Array): { bytes: Uint8Array; data: MessageData } {
  const message = Message.decode(raw);
  const dataBytes = message.dataBytes && message.dataBytes.length > 0 ? message.dataBytes : MessageData.encode(message.data!).finish();
  return { bytes: Message.encode({ ...message, data: undefined, dataBytes }).finish(), data: MessageData.decode(dataBytes) };
}

/**
 * Sends what the outbox holds to a Farcaster node: `POST /v1/submitMessage`, then, once admitted, reads
 * the message back until the node shows it merged. Each claimed message has one request in flight; a
 * failure is retried after a backoff kept in the database, so a restart (or `kill -9`) resumes where
 * the last settled attempt left off. While the node is down or busy, one message at a time probes it
 * (so an outage costs one request per backoff interval, not one per message), and the first answer
 * makes every waiting message due at once.
 */
export function startDelivery(
  store: Pick<Store, 'outbox'>,
  options: DeliveryOptions,
  /** Told the node's answer to each submission (the gateway's metrics count them). */
  submitted: (outcome: SubmitOutcome['kind']) => void = () => {},
): DeliveryWorker {
  const { outbox } = store;
  const base = options.baseBackoffMs ?? 500;
  const max = options.maxBackoffMs ?? 60_000;
  const resendAfter = options.resendAfterMs ?? 5 * 60_000;
  const timeout = options.requestTimeoutMs ?? 10_000;
  const lease = options.leaseMs ?? timeout + 5_000;
  const concurrency = options.concurrency ?? 32;
  const probeMax = options.probeMaxMs ?? 5_000;
  const hub = options.hubUrl.replace(/\/+$/, '');
  const owner = randomUUID();
  const headers: Record<string, string> = options.apiKey ? { 'x-api-key': options.apiKey } : {};
  const inFlight = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let timerAt = Infinity;
  let stopped = false;
  // The node's health as this process sees it: after a failure, one probe at a time, backing off.
  let nodeFailures = 0;
  let pausedUntil = 0;
  let ticking: Promise<void> | null = null;
  let tickAgain = false;

  const submit = (bytes: Uint8Array): Promise<SubmitOutcome> => submitToNode({ hubUrl: hub, apiKey: options.apiKey, timeoutMs: timeout }, bytes);

  async function read(path: string): Promise<{ status: number; body: unknown } | null> {
    const res = await requestNode(hub + path, { headers, timeoutMs: timeout });
    if ('failure' in res) return null;
    try {
      return { status: res.status, body: JSON.parse(res.text) as unknown };
    } catch {
      return { status: res.status, body: null }; // a plain-text answer confirms nothing
    }
  }

  /** One attempt: its settlement, and whether the node answered (false: unreachable, 5xx, busy, our key refused). */
  async function attempt(m: ClaimedMessage): Promise<{ settlement: Settlement; answered: boolean }> {
    const now = Date.now();
    const { bytes, data } = outgoing(m.raw);
    const resend = m.state === 'admitted' && m.admittedAt !== null && now - m.admittedAt > resendAfter;
    if (m.state === 'waiting' || resend) {
      const outcome = await submit(bytes);
      submitted(outcome.kind);
      const at = Date.now();
      switch (outcome.kind) {
        case 'admitted':
          return { settlement: { state: 'admitted', attempts: 0, dueAt: at + base, admittedAt: at }, answered: true };
        case 'delivered':
          return { settlement: { state: 'delivered', attempts: m.attempts, dueAt: at, deliveredAt: at }, answered: true };
        case 'refused':
          return { settlement: { state: 'refused', attempts: m.attempts + 1, dueAt: at, reason: outcome.reason }, answered: true };
        case 'retry':
          return {
            settlement: { state: 'waiting', attempts: m.attempts + 1, dueAt: at + backoffMs(m.attempts + 1, base, max), reason: outcome.reason },
            answered: false,
          };
      }
    }
    const readBack = readBackOf(data, m.hash);
    const answer = readBack && (await read(readBack.path));
    const at = Date.now();
    if (!readBack || (answer && readBack.confirms(answer.status, answer.body))) {
      return { settlement: { state: 'delivered', attempts: m.attempts, dueAt: at, deliveredAt: at }, answered: true };
    }
    return { settlement: { state: 'admitted', attempts: m.attempts + 1, dueAt: at + backoffMs(m.attempts + 1, base, max) }, answered: answer !== null && answer.status < 500 };
  }

  /** After a failure the node is probed by one message at a time, backing off; once it answers, every waiting message is due. */
  async function noteNode(answered: boolean): Promise<void> {
    const now = Date.now();
    if (!answered) {
      nodeFailures++;
      pausedUntil = now + backoffMs(nodeFailures, base, probeMax);
    } else if (nodeFailures > 0) {
      nodeFailures = 0;
      pausedUntil = 0;
      await outbox.wake(now);
    }
  }

  function run(m: ClaimedMessage): void {
    const job = attempt(m)
      .then(async ({ settlement, answered }) => {
        await outbox.settle(m.hash, owner, settlement);
        await noteNode(answered);
      })
      .catch(async () => {
        await outbox.settle(m.hash, owner, { state: m.state, attempts: m.attempts + 1, dueAt: Date.now() + backoffMs(m.attempts + 1, base, max) });
      })
      .finally(() => {
        inFlight.delete(job);
        schedule(0);
      });
    inFlight.add(job);
  }

  /** One look at the outbox at a time: a tick asked for while one runs comes once it is done. */
  function tick(): void {
    timer = undefined;
    timerAt = Infinity;
    if (stopped) return;
    if (ticking) {
      tickAgain = true;
      return;
    }
    // A database that cannot be read just now is looked at again after the idle poll.
    ticking = claimDue()
      .catch(() => schedule(IDLE_POLL_MS))
      .finally(() => {
        ticking = null;
        if (tickAgain) {
          tickAgain = false;
          schedule(0);
        }
      });
  }

  async function claimDue(): Promise<void> {
    const now = Date.now();
    if (now < pausedUntil) {
      schedule(pausedUntil - now);
      return;
    }
    const room = nodeFailures > 0 ? 1 - inFlight.size : concurrency - inFlight.size;
    if (room > 0) for (const m of await outbox.claim(owner, now, lease, room)) run(m);
    const next = await outbox.nextDue();
    schedule(next === null ? IDLE_POLL_MS : Math.min(IDLE_POLL_MS, Math.max(10, next - Date.now())));
  }

  function schedule(delayMs: number): void {
    if (stopped || Date.now() + delayMs >= timerAt) return;
    clearTimeout(timer);
    timerAt = Date.now() + delayMs;
    timer = setTimeout(tick, delayMs);
  }

  schedule(0);
  return {
    nudge: () => schedule(0),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await ticking;
      await Promise.all([...inFlight]);
    },
  };
}
