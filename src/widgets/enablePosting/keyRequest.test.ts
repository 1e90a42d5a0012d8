import { describe, expect, it } from 'vitest';
import { ClientApiError, type KeyRequestStatus } from '../../api/farcasterClientApi';
import { GatewayError } from '../../api/errors';
import type { Hex } from '../../farcaster/hex';
import { memoryStorage } from '../../components/fixtures/memoryStorage';
import type { KeyState } from '../../wallet/keyRegistryRead';
import type { EnablePostingEvent } from './enablePostingFlow';
import { keyReadyToPost, runKeyRequest, type KeyRequestDeps } from './keyRequest';
import { loadPendingKeyRequest, pendingKeyRequestKey } from './pendingKeyRequest';
import type { PostingKeys } from './postingKeys';

const FID = 3;
const START = 1_800_000_000_000;
const DEADLINE = START / 1000 + 600;

/** Keys in memory: a counter makes each new one. */
function memoryKeys(): PostingKeys & { pending: Map<number, Hex>; held_: Map<number, Hex> } {
  let made = 0;
  const pending = new Map<number, Hex>();
  const held_ = new Map<number, Hex>();
  return {
    pending,
    held_,
    async makePending(fid) {
      const key = `0x${(++made).toString(16).padStart(64, '0')}` as Hex;
      pending.set(fid, key);
      return key;
    },
    pendingKey: async (fid) => pending.get(fid) ?? null,
    async adoptPending(fid) {
      const key = pending.get(fid);
      if (!key) throw new Error('none pending');
      held_.set(fid, key);
      pending.delete(fid);
      return key;
    },
    held: async (fid) => (held_.has(fid) ? { key: held_.get(fid)!, createdAt: 0 } : null),
    async forget(fid) {
      held_.delete(fid);
      pending.delete(fid);
    },
  };
}

interface World {
  deps: KeyRequestDeps;
  events: EnablePostingEvent[];
  keys: ReturnType<typeof memoryKeys>;
  created: unknown[];
  asked: string[];
  waits: number[];
  storage: Storage;
}

/** A run against answers scripted per status request (the last repeats), a chain that lists keys once told, a clock that moves with each wait. */
function world(options: { statuses?: KeyRequestStatus[]; chain?: (key: Hex, asked: number) => KeyState | null; settings?: 'ready' | 'none'; castline?: boolean; storage?: Storage; keys?: ReturnType<typeof memoryKeys>; create?: () => Promise<never> } = {}): World {
  const events: EnablePostingEvent[] = [];
  const keys = options.keys ?? memoryKeys();
  const storage = options.storage ?? memoryStorage();
  const created: unknown[] = [];
  const asked: string[] = [];
  const waits: number[] = [];
  let clock = START;
  let statusCalls = 0;
  let chainCalls = 0;
  const statuses = options.statuses ?? [{ state: 'pending', userFid: null }];
  const deps: KeyRequestDeps = {
    fid: FID,
    gateway: {
      settings: async () => (options.settings === 'none' ? null : { appFid: 11, clientApiUrl: 'https://api.farcaster.xyz' }),
      isCastline: async () => options.castline ?? true,
      sign: async (key) => ({ requestFid: 11, requestSigner: '0x00000000000000000000000000000000000000bb', signature: `0x${key.slice(2, 10)}`, deadline: DEADLINE, metadata: '0x00' }),
    },
    clientApiUrl: (named) => named,
    clientApi: (baseUrl) => ({
      async create(request) {
        if (options.create) return options.create();
        created.push({ baseUrl, ...request });
        return { token: `tok-${created.length}`, deeplinkUrl: `farcaster://signed-key-request?token=tok-${created.length}` };
      },
      async status(token) {
        asked.push(`${baseUrl} ${token}`);
        return statuses[Math.min(statusCalls++, statuses.length - 1)]!;
      },
    }),
    keyState: async (key) => (options.chain ? options.chain(key, ++chainCalls) : 'added'),
    keys,
    storage,
    now: () => clock,
    wait: async (ms) => {
      waits.push(ms);
      clock += ms;
    },
    signal: new AbortController().signal,
    send: (event) => events.push(event),
  };
  return { deps, events, keys, created, asked, waits, storage };
}

const types = (events: EnablePostingEvent[]) => events.map((e) => e.type);

/** A run that opened its request and was stopped at its first wait, as closing the tab stops it; its storage and keys. */
async function openedThenClosed() {
  const storage = memoryStorage();
  const keys = memoryKeys();
  const first = world({ storage, keys });
  const controller = new AbortController();
  first.deps.signal = controller.signal;
  first.deps.wait = async () => controller.abort();
  expect(await runKeyRequest(first.deps)).toBeNull();
  return { storage, keys };
}

describe('a run of Enable posting', () => {
  it('makes a key, has the app account sign the request, opens it at the client API, and once completed for this FID and on chain, posts with it', async () => {
    const w = world({ statuses: [{ state: 'pending', userFid: null }, { state: 'approved', userFid: FID }, { state: 'completed', userFid: FID }] });
    const key = await runKeyRequest(w.deps);
    expect(key).toBe(`0x${'1'.padStart(64, '0')}`);
    expect(w.created).toEqual([{ baseUrl: 'https://api.farcaster.xyz', key, requestFid: 11, signature: `0x${key!.slice(2, 10)}`, deadline: DEADLINE }]);
    expect(types(w.events)).toEqual(['request-opened', 'approved', 'approved', 'enabled']);
    expect(w.events[0]).toEqual({ type: 'request-opened', deeplinkUrl: 'farcaster://signed-key-request?token=tok-1', deadline: DEADLINE });
    expect(w.waits).toEqual([2_000, 2_500]);
    expect(w.keys.held_.get(FID)).toBe(key);
    expect(w.storage.getItem(pendingKeyRequestKey(FID))).toBeNull();
  });

  it('keeps the open request while it waits, and a run after the tab was closed goes on with it (same link, same key)', async () => {
    const { storage, keys } = await openedThenClosed();
    const kept = loadPendingKeyRequest(storage, FID, START);
    expect(kept).toMatchObject({ fid: FID, token: 'tok-1', key: keys.pending.get(FID), deadline: DEADLINE, clientApiUrl: 'https://api.farcaster.xyz' });
    expect(JSON.stringify(kept)).not.toMatch(/private|accessToken/);

    const again = world({ storage, keys, statuses: [{ state: 'completed', userFid: FID }] });
    expect(await runKeyRequest(again.deps)).toBe(kept!.key);
    expect(again.created).toEqual([]);
    expect(again.events[0]).toEqual({ type: 'request-opened', deeplinkUrl: 'farcaster://signed-key-request?token=tok-1', deadline: DEADLINE });
    expect(again.asked).toEqual(['https://api.farcaster.xyz tok-1']);
  });

  it('is enabled too when another tab waiting on the same request made the key the FID\'s first', async () => {
    const { storage, keys } = await openedThenClosed();
    const key = keys.pending.get(FID)!;
    const late = world({ storage, keys, statuses: [{ state: 'completed', userFid: FID }] });
    late.deps.keyState = async () => {
      await keys.adoptPending(FID);
      return 'added';
    };
    expect(await runKeyRequest(late.deps)).toBe(key);
    expect(late.events.at(-1)).toEqual({ type: 'enabled' });
  });

  it('waits for the key to reach the chain after the Farcaster app completed it, asking the chain again', async () => {
    const w = world({ statuses: [{ state: 'completed', userFid: FID }], chain: (_key, asked) => (asked < 3 ? 'none' : 'added') });
    expect(await runKeyRequest(w.deps)).not.toBeNull();
    expect(types(w.events)).toEqual(['request-opened', 'approved', 'approved', 'approved', 'enabled']);
    // A chain that cannot be read is asked again too; no chain at all trusts the Farcaster app (the gateway checks every message).
    const flaky = world({ statuses: [{ state: 'completed', userFid: FID }], chain: (_key, asked) => { if (asked < 2) throw new Error('down'); return 'added'; } });
    expect(await runKeyRequest(flaky.deps)).not.toBeNull();
    expect(await runKeyRequest(world({ statuses: [{ state: 'completed', userFid: FID }], chain: () => null }).deps)).not.toBeNull();
  });

  it('ends when another FID approved it, when its deadline passes, and forgets the request then', async () => {
    const wrong = world({ statuses: [{ state: 'approved', userFid: 5 }] });
    expect(await runKeyRequest(wrong.deps)).toBeNull();
    expect(wrong.events.at(-1)).toEqual({ type: 'approved-by-another', userFid: 5 });
    expect(wrong.storage.getItem(pendingKeyRequestKey(FID))).toBeNull();

    const expired = world();
    expect(await runKeyRequest(expired.deps)).toBeNull();
    expect(expired.events.at(-1)).toEqual({ type: 'deadline-passed' });
    expect(expired.waits.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(600_000);
    expect(Math.max(...expired.waits)).toBe(10_000);
    expect(expired.storage.getItem(pendingKeyRequestKey(FID))).toBeNull();
  });

  it('tells a gateway without the route from one without an app account, and makes no key for either', async () => {
    const none = world({ settings: 'none', castline: false });
    expect(await runKeyRequest(none.deps)).toBeNull();
    expect(none.events).toEqual([{ type: 'no-gateway' }]);
    const notConfigured = world({ settings: 'none', castline: true });
    await runKeyRequest(notConfigured.deps);
    expect(notConfigured.events).toEqual([{ type: 'not-configured' }]);
    expect(notConfigured.keys.pending.size).toBe(0);
  });

  it('names the client API it cannot reach, and puts any other failure in words', async () => {
    const down = world({ create: () => Promise.reject(new ClientApiError('unreachable', '127.0.0.1:9', "Can't reach the Farcaster client API at 127.0.0.1:9.")) });
    await runKeyRequest(down.deps);
    expect(down.events).toEqual([{ type: 'unreachable', host: '127.0.0.1:9' }]);
    const words = 'The Farcaster client API at api.example refused the request: The key is not 32 bytes.';
    const refusedThere = world({ create: () => Promise.reject(new ClientApiError('refused', 'api.example', words)) });
    await runKeyRequest(refusedThere.deps);
    expect(refusedThere.events).toEqual([{ type: 'failed', reason: words }]);
    const refused = world();
    refused.deps.gateway.sign = () => Promise.reject(new GatewayError('unauthorised', 'x', { status: 401 }));
    await runKeyRequest(refused.deps);
    expect(refused.events).toEqual([{ type: 'failed', reason: 'The gateway needs you signed in for this. Sign in again to continue.' }]);
  });

  it('tells nothing once stopped', async () => {
    const w = world();
    const controller = new AbortController();
    w.deps.signal = controller.signal;
    w.deps.gateway.sign = async () => {
      controller.abort();
      throw new Error('late');
    };
    expect(await runKeyRequest(w.deps)).toBeNull();
    expect(w.events).toEqual([]);
  });
});

describe('after a sign-in with Farcaster', () => {
  it('posts at once with a key this browser holds while the chain lists it', async () => {
    const w = world();
    w.keys.held_.set(FID, `0x${'cd'.repeat(32)}`);
    expect(await keyReadyToPost(w.deps)).toBe(`0x${'cd'.repeat(32)}`);
    expect(await keyReadyToPost(world({ keys: w.keys, chain: () => 'removed' }).deps)).toBeNull();
    expect(await keyReadyToPost(world().deps)).toBeNull();
  });

  it('takes the key of a request approved while the tab was closed, and nothing else', async () => {
    const { storage, keys } = await openedThenClosed();
    expect(await keyReadyToPost(world({ storage, keys, statuses: [{ state: 'pending', userFid: null }] }).deps)).toBeNull();
    expect(await keyReadyToPost(world({ storage, keys, statuses: [{ state: 'completed', userFid: 5 }] }).deps)).toBeNull();
    const key = keys.pending.get(FID);
    expect(await keyReadyToPost(world({ storage, keys, statuses: [{ state: 'completed', userFid: FID }] }).deps)).toBe(key);
    expect(storage.getItem(pendingKeyRequestKey(FID))).toBeNull();
  });

  it('does not hold the sign-in up longer than its bound', async () => {
    const w = world();
    w.deps.keys.held = () => new Promise(() => {});
    expect(await keyReadyToPost(w.deps, 20)).toBeNull();
  });
});
