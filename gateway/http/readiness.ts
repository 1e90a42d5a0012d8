import type { Logger } from '../log';
import { requestNode } from '../nodeRequest';

/** Limits past which the gateway says it is not ready; none is set by default. */
export interface ReadinessLimits {
  /** More messages than this waiting in the delivery outbox (`--ready-max-backlog`). */
  readyMaxBacklog?: number;
  /** A shard's node events last read to their end longer ago than this (`--ready-max-event-lag-seconds`). */
  readyMaxEventLagSeconds?: number;
}

/** What is checked; the parts a gateway does not have (no node, no events followed) are left out. */
export interface ReadinessSources {
  /** Migrations this version brings that the database lacks, and those it has that this version does not know; throws when it cannot be asked. */
  schema(): Promise<{ missing: string[]; unknown: string[] }>;
  /** Why the Farcaster node (`--hub-url`) did not answer, or null when it did. */
  node?: () => Promise<string | null>;
  /** Messages waiting in the delivery outbox. */
  backlog?: () => Promise<number>;
  /** Per shard, seconds since the node's events were last read to their end. */
  eventLag?: () => ReadonlyMap<number, number>;
  /** Whether this process leads the cluster (told, never failing: any process may serve). */
  leading?: () => boolean;
}

type Check = { ok: boolean; reason?: string } & Record<string, unknown>;

export interface ReadinessReport {
  status: 'ready' | 'not ready';
  /** The names of the checks that failed, in the order of `checks`. */
  failing: string[];
  checks: Record<string, Check>;
}

/** A part that has not answered in this long counts as failed, so a probe always gets an answer in time. */
const CHECK_TIMEOUT_MS = 2000;
/** The node is asked at most this often, however often probes come (they need no key). */
const NODE_CHECK_EVERY_MS = 5000;

function within<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS / 1000} s`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const failed = (reason: string, details: Record<string, unknown> = {}): Check => ({ ok: false, reason, ...details });
const wordsOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function databaseCheck(schema: ReadinessSources['schema']): Promise<Check> {
  try {
    const { missing, unknown } = await within(schema(), 'The database');
    if (unknown.length > 0) return failed(`The database was migrated by a newer version of the gateway (${unknown.join(', ')}): upgrade this one`);
    if (missing.length > 0) return failed(`The database lacks migrations ${missing.join(', ')}: a gateway of this version applies them as it starts`);
    return { ok: true };
  } catch (error) {
    return failed(`The database cannot be reached: ${wordsOf(error)}`);
  }
}

/** Whether the Farcaster node answers `GET /v1/info`, in words when it does not. */
export function nodeAnswers(hubUrl: string, apiKey?: string): () => Promise<string | null> {
  return async () => {
    const res = await requestNode(`${hubUrl}/v1/info`, { headers: apiKey === undefined ? {} : { 'x-api-key': apiKey }, timeoutMs: CHECK_TIMEOUT_MS });
    if ('failure' in res) return `The Farcaster node ${res.failure}`;
    return res.status === 200 ? null : `The Farcaster node answered ${res.status}`;
  };
}

/**
 * What `GET /readyz` answers: whether this process should be sent requests. It is not while the
 * database cannot be asked or holds a schema other than this version's, while the Farcaster node does
 * not answer (with `--hub-url`), while the delivery backlog or the event lag is past its limit, and
 * from the moment it starts shutting down. A change of state is logged once, not at every probe.
 */
export function readiness(sources: ReadinessSources, limits: ReadinessLimits, log: Logger) {
  let shuttingDown = false;
  let lastFailing = '';
  let node: { at: number; answer: Promise<string | null> } | null = null;

  const nodeCheck = async (ask: () => Promise<string | null>): Promise<Check> => {
    if (!node || Date.now() - node.at >= NODE_CHECK_EVERY_MS) node = { at: Date.now(), answer: ask().catch(wordsOf) };
    const failure = await node.answer;
    return failure === null ? { ok: true } : failed(failure);
  };

  const backlogCheck = async (depthOf: () => Promise<number>): Promise<Check> => {
    try {
      const depth = await within(depthOf(), 'The delivery outbox');
      const limit = limits.readyMaxBacklog;
      if (limit !== undefined && depth > limit) return failed(`${depth} messages wait to be delivered to the Farcaster node, more than the limit of ${limit}`, { depth, limit });
      return { ok: true, depth };
    } catch (error) {
      return failed(`The delivery outbox cannot be read: ${wordsOf(error)}`);
    }
  };

  const eventLagCheck = (lagOf: () => ReadonlyMap<number, number>): Check => {
    const seconds = Object.fromEntries([...lagOf()].map(([shard, lag]) => [shard, Math.round(lag * 10) / 10]));
    const limit = limits.readyMaxEventLagSeconds;
    const late = limit === undefined ? undefined : Object.entries(seconds).find(([, lag]) => lag > limit);
    if (late) return failed(`The Farcaster node's events of shard ${late[0]} were last read to their end ${late[1]} s ago, longer than the limit of ${limit} s`, { seconds, limit });
    return { ok: true, seconds };
  };

  return {
    async report(): Promise<ReadinessReport> {
      const [database, nodeResult, backlog] = await Promise.all([
        databaseCheck(sources.schema),
        sources.node && nodeCheck(sources.node),
        sources.backlog && backlogCheck(sources.backlog),
      ]);
      const checks: Record<string, Check> = { database };
      if (nodeResult) checks.node = nodeResult;
      if (backlog) checks.backlog = backlog;
      if (sources.eventLag) checks.eventLag = eventLagCheck(sources.eventLag);
      if (sources.leading) checks.leader = { ok: true, leading: sources.leading() };
      if (shuttingDown) checks.shutdown = failed('The gateway is shutting down');
      const failing = Object.keys(checks).filter((name) => !checks[name]!.ok);
      const now = failing.join(',');
      if (now !== lastFailing) {
        if (failing.length > 0) log.warn({ failing }, `Not ready: ${failing.map((name) => checks[name]!.reason).join('; ')}`);
        else log.info('Ready again');
        lastFailing = now;
      }
      return { status: failing.length === 0 ? 'ready' : 'not ready', failing, checks };
    },
    /** From now on every report says the gateway is shutting down. */
    shutDown(): void {
      shuttingDown = true;
    },
    shuttingDown: () => shuttingDown,
  };
}

export type Readiness = ReturnType<typeof readiness>;
