import { UnavailableError } from '../domainErrors';
import { requestNode } from '../nodeRequest';
import type { NodeReadStore } from '../store/nodeReads';
import { isNotFound } from './nodeMessages';

/** How long an answer read from the node is served again without asking it: one minute. */
export const NODE_READ_FRESH_MS = 60_000;
const TIMEOUT_MS = 5_000;

/** The reads of the node one request to the gateway may still make; every read counts, kept or not. */
export interface NodeBudget {
  /** Counts one read; false once the budget is spent (the read is then not made). */
  take(): boolean;
}

export function nodeBudget(reads: number): NodeBudget {
  let left = reads;
  return {
    take() {
      if (left === 0) return false;
      left--;
      return true;
    },
  };
}

export interface NodeClientOptions {
  hubUrl: string;
  /** Sent as `x-api-key`, as hosted providers ask. */
  apiKey?: string;
  freshMs?: number;
  timeoutMs?: number;
  now?: () => number;
}

export interface NodeAnswer {
  /** 200, or 400 for the node's refusals (a NotFound among them): what the node says, not a failure to ask it. */
  status: number;
  body: unknown;
}

export interface NodeClient {
  /**
   * A node read (`/v1/…` with its query), from the database while it is fresher than the window,
   * else from the node. When the node cannot answer, an older answer kept in the database is served;
   * without one, an `UnavailableError` in words. Null, without asking anything, once `budget` is spent.
   */
  read(path: string, budget: NodeBudget): Promise<NodeAnswer | null>;
  /** A read never served from the database (a signer's state). */
  readNow(path: string): Promise<NodeAnswer>;
  readonly hubUrl: string;
}

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

export function nodeClient(store: NodeReadStore, options: NodeClientOptions): NodeClient {
  const base = options.hubUrl.replace(/\/+$/, '');
  const freshMs = options.freshMs ?? NODE_READ_FRESH_MS;
  const now = options.now ?? Date.now;
  const inFlight = new Map<string, Promise<NodeAnswer>>();

  /** The node's answer, or the reason it gave none. */
  async function ask(path: string): Promise<NodeAnswer | { failure: string }> {
    const res = await requestNode(base + path, {
      headers: options.apiKey === undefined ? {} : { 'x-api-key': options.apiKey },
      timeoutMs: options.timeoutMs ?? TIMEOUT_MS,
    });
    if ('failure' in res) return { failure: `it ${res.failure}` };
    const body = parse(res.text);
    if (res.status === 200 || (res.status === 400 && typeof body === 'object')) return { status: res.status, body };
    return { failure: `it answered ${res.status}` };
  }

  const unavailable = (failure: string) =>
    new UnavailableError(`The Farcaster node could not be read (${failure}), and this gateway holds no copy of what was asked.`);

  async function fetchAndKeep(path: string): Promise<NodeAnswer> {
    const answer = await ask(path);
    if ('failure' in answer) {
      const kept = await store.get(path);
      if (kept) return { status: kept.status, body: JSON.parse(kept.body) as unknown };
      throw unavailable(answer.failure);
    }
    // A refusal that is not a NotFound (a malformed request) is not worth keeping.
    if (answer.status === 200 || isNotFound(answer.body)) await store.put(path, answer.status, JSON.stringify(answer.body), now());
    return answer;
  }

  async function readKeptOrFetch(path: string): Promise<NodeAnswer> {
    const kept = await store.get(path);
    if (kept && now() - kept.fetched_at < freshMs) return { status: kept.status, body: JSON.parse(kept.body) as unknown };
    return fetchAndKeep(path);
  }

  return {
    hubUrl: base,
    read(path, budget) {
      if (!budget.take()) return Promise.resolve(null);
      const pending = inFlight.get(path);
      if (pending) return pending;
      const started = readKeptOrFetch(path).finally(() => inFlight.delete(path));
      inFlight.set(path, started);
      return started;
    },
    async readNow(path) {
      const answer = await ask(path);
      if ('failure' in answer) throw unavailable(answer.failure);
      return answer;
    },
  };
}
