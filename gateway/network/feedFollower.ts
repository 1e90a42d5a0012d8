import type { NetworkFeedStore } from '../store/networkFeed';
import type { NodeClient } from './nodeClient';
import { castOf, followOf, pageOf } from './nodeMessages';
import { requestPacer } from './requestPacer';

/** How long a node keeps its events (`event_retention`, Snapchain's src/cfg.rs:62): 3 days. */
export const NODE_EVENTS_KEPT_MS = 3 * 24 * 60 * 60 * 1000;
/** An event's id is its block number shifted by this (src/storage/store/account/event.rs:13). */
const SEQUENCE_BITS = 14;
/** The casts read per followed account when a feed is filled from the node's reads. */
export const BACKFILL_CASTS = 25;
/** At most this many followed accounts are read per person. */
export const BACKFILL_FOLLOWS = 200;
/** The most requests a second the follower makes of the node, whatever it answers. */
const REQUESTS_PER_SECOND = 20;
/** The most pages of events read from each shard in one round: the two shards' pages take half a second at that rate. */
const PAGES_PER_ROUND = 5;

export interface FeedFollowerOptions {
  /** How often the node's events are read; default 1 s. */
  pollMs?: number;
  /** A cursor older than this is a gap (the node no longer has the events after it): default 3 days. */
  eventsKeptMs?: number;
  /** The node's shards holding user data: 1 and 2. */
  shards?: readonly number[];
  /** The most requests a second made of the node: its events, its info and the backfills' reads; default 20. */
  requestsPerSecond?: number;
  /** The most pages of events read from each shard in one round; default 5. */
  pagesPerRound?: number;
  now?: () => number;
  /** Waits between requests; with `now`, a test's own clock. */
  sleep?: (ms: number) => Promise<void>;
  log?: (line: string) => void;
}

type Obj = Record<string, unknown>;
const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null;
/** A whole number of at least 0 that a double holds exactly: what an event id or a block height can be. */
const exactWhole = (value: unknown): number | null => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null);
const hexOfBase64 = (value: unknown) => (typeof value === 'string' ? `0x${Buffer.from(value, 'base64').toString('hex')}` : null);
const entryOf = (message: unknown) => {
  const cast = castOf(message);
  return cast ? { hash: cast.hash, fid: cast.fid, ts: cast.timestamp, message: JSON.stringify(message) } : null;
};

/**
 * The Following feed of people signed in with their FID, from a Farcaster node: whom they follow there
 * and the latest casts of those accounts are read once (a backfill, at sign-in and after a gap), and
 * then kept current by reading the node's events (`GET /v1/events`) shard by shard, with each shard's
 * cursor in the database. A cursor older than the node keeps its events means events were missed: every
 * person's feed is read again, and the cursor starts from the node's newest block. However fast the
 * node answers, and however many events it has, the follower asks it at most `requestsPerSecond` times
 * a second and reads the shards in turn; an event id that cannot be one never moves a cursor.
 */
export function feedFollower(client: NodeClient, store: NetworkFeedStore, options: FeedFollowerOptions = {}) {
  const now = options.now ?? Date.now;
  const eventsKeptMs = options.eventsKeptMs ?? NODE_EVENTS_KEPT_MS;
  const shards = options.shards ?? [1, 2];
  const pagesPerRound = options.pagesPerRound ?? PAGES_PER_ROUND;
  const log = options.log ?? (() => {});
  const turn = requestPacer(1000 / (options.requestsPerSecond ?? REQUESTS_PER_SECOND), options.sleep ? { now, sleep: options.sleep } : undefined);
  const read = async (path: string) => {
    await turn();
    return client.readNow(path);
  };

  async function backfillCasts(target: number): Promise<void> {
    const body = (await read(`/v1/castsByFid?fid=${target}&reverse=true&pageSize=${BACKFILL_CASTS}`)).body;
    await store.addCasts(pageOf(body, entryOf).items);
  }

  /** Whom `fid` follows on the network, and their latest casts. */
  async function backfill(fid: number): Promise<void> {
    const body = (await read(`/v1/linksByFid?fid=${fid}&link_type=follow&reverse=true&pageSize=${BACKFILL_FOLLOWS}`)).body;
    const targets = pageOf(body, (m) => followOf(m, 'target')).items;
    await store.setFollows(fid, targets);
    await Promise.all(targets.map(backfillCasts));
  }

  async function newestEventId(shard: number): Promise<number> {
    const info = (await read('/v1/info')).body;
    const shardInfo = isObj(info) && Array.isArray(info.shardInfos) ? info.shardInfos.find((s) => isObj(s) && s.shardId === shard) : undefined;
    // A height that cannot be one counts as none: the cursor starts at the node's oldest event.
    const height = isObj(shardInfo) ? exactWhole(shardInfo.maxHeight) : null;
    return (height === null ? null : exactWhole(height * 2 ** SEQUENCE_BITS)) ?? 0;
  }

  async function apply(event: unknown): Promise<void> {
    if (!isObj(event) || event.type !== 'HUB_EVENT_TYPE_MERGE_MESSAGE' || !isObj(event.mergeMessageBody)) return;
    const message = event.mergeMessageBody.message;
    const data = isObj(message) && isObj(message.data) ? message.data : null;
    if (!data || typeof data.fid !== 'number') return;
    const entry = entryOf(message);
    if (entry && (await store.followersOf(entry.fid)).length > 0) return store.addCasts([entry]);
    if (data.type === 'MESSAGE_TYPE_CAST_REMOVE' && isObj(data.castRemoveBody)) {
      // CastRemoveBody's targetHash is base64 in the node's JSON (http_server.rs:217-220).
      const hash = hexOfBase64(data.castRemoveBody.targetHash);
      if (hash) await store.removeCast(hash);
      return;
    }
    if (!(await store.isPerson(data.fid))) return;
    const added = followOf(message, 'target');
    if (added !== null) {
      if (await store.follow(data.fid, added)) await backfillCasts(added);
      return;
    }
    const body = isObj(data.linkBody) ? data.linkBody : null;
    if (data.type === 'MESSAGE_TYPE_LINK_REMOVE' && body?.type === 'follow' && typeof body.targetFid === 'number') await store.unfollow(data.fid, body.targetFid);
  }

  /** Reads one shard's new events (or, after a gap, every feed again); true when its cursor moved on through events. */
  async function readShard(shard: number): Promise<boolean> {
    const at = await store.cursor(shard);
    if (at === null || now() - at.read_at > eventsKeptMs) {
      const newest = await newestEventId(shard);
      for (const person of await store.people()) await backfill(person);
      await store.setCursor(shard, newest, now());
      return false;
    }
    const answer = await read(`/v1/events?from_event_id=${at.event_id + 1}&shard_index=${shard}`);
    const events = isObj(answer.body) && Array.isArray(answer.body.events) ? answer.body.events : [];
    let last = at.event_id;
    for (const event of events) {
      // An event whose id cannot be one, or comes before what was asked for, is left out: its id would
      // move the cursor past every real event to come, or back.
      const id = isObj(event) ? exactWhole(event.id) : null;
      if (id === null || id <= at.event_id) continue;
      await apply(event);
      last = Math.max(last, id);
    }
    await store.setCursor(shard, last, now());
    return last > at.event_id;
  }

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  /** When this process began reading the events (it does only while it leads the cluster); null while it does not. */
  let startedAt: number | null = null;
  /** When each shard's events were last read to their end: a page that brought nothing new, or a cursor set to the newest. */
  const caughtUpAt = new Map<number, number>();
  /** Whether the shard's cursor moved on; a shard that cannot be read is logged and left for the next round. */
  const readShardOrLog = (shard: number) =>
    readShard(shard).then(
      (moved) => {
        if (!moved) caughtUpAt.set(shard, now());
        return moved;
      },
      (error: unknown) => {
        log(`Reading the node's events of shard ${shard} failed: ${error instanceof Error ? error.message : String(error)}`);
        return false;
      },
    );
  const round = async () => {
    // The shards take turns, a page each, until none has anything new (an answer that moves nothing on
    // counts as nothing new) or each has had `pagesPerRound` pages: a shard whose events never end
    // neither keeps the others waiting nor keeps the round from ending.
    let due = [...shards];
    for (let page = 0; page < pagesPerRound && due.length > 0; page++) {
      const moved: number[] = [];
      for (const shard of due) if (await readShardOrLog(shard)) moved.push(shard);
      due = moved;
    }
  };
  return {
    backfill,
    /** One round over every shard, as the timer runs it. */
    round,
    /**
     * Per shard, the seconds since its events were last read to their end (since the start, before that);
     * none while this process does not read them.
     */
    lagSeconds(): Map<number, number> {
      const since = startedAt;
      if (since === null) return new Map();
      return new Map(shards.map((shard) => [shard, Math.max(0, now() - (caughtUpAt.get(shard) ?? since)) / 1000]));
    },
    start(): void {
      startedAt = now();
      caughtUpAt.clear();
      timer = setInterval(() => {
        if (running) return;
        running = round().finally(() => {
          running = null;
        });
      }, options.pollMs ?? 1000);
      timer.unref();
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      startedAt = null;
      await running;
    },
  };
}

export type FeedFollower = ReturnType<typeof feedFollower>;
