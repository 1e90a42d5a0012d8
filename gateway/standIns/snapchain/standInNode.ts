import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Message, MessageData, MessageType, validations } from '@farcaster/core';
import { type CustodyOf, gaslessKeys } from './gaslessKeys';
import { nodeMessageJson } from './nodeJson';
import { readRoute, statusText } from './readRoutes';

/**
 * A stand-in for a Snapchain node's HTTP API (v0.14.2), built from its source, for tests and for
 * `npm run snapchain`; what it covers and where each part comes from is in docs/snapchain-stand-in.md.
 * A submitted message is validated with `@farcaster/core`'s own validation (and a KEY_ADD or KEY_REMOVE
 * as Snapchain's engine does, `gaslessKeys.ts`), admitted to a mempool and merged `mergeDelayMs` later
 * (a block), after which the reads return it. Controls model a node that is busy (503 from its proxy),
 * down (nothing listening) or refuses one message.
 */
export interface StandInNode {
  url: string;
  /** Every POST /v1/submitMessage, in order: the message hash and the HTTP status answered (503 while unavailable). */
  readonly submits: { hash: string; status: number }[];
  /** Hashes merged into a block, in order. */
  readonly merged: string[];
  /** Answer every request with a 503 until called with false. */
  setUnavailable(on: boolean): void;
  /** Stop listening (connections refused) until `up()`; what the node holds is kept. */
  down(): Promise<void>;
  up(): Promise<void>;
  /** Forget what waits in the mempool without merging it, as a node that restarts does. */
  dropMempool(): void;
  setMergeDelay(ms: number): void;
  /** Refuse the message with this hash (or every message the function picks) with `bad_request.validation_failure/<reason>`. */
  refuse(which: string | ((message: Message) => boolean), reason: string): void;
  /**
   * Put messages straight into the node's stores, as if merged long ago: the "network" of FIDs the
   * gateway knows nothing about. Each is validated as a submitted one is; an invalid one throws.
   */
  seed(messages: readonly Message[]): Promise<void>;
  /** An IdRegistry registration: `custody` owns `fid` (read by `onChainIdRegistryEventByAddress`). */
  registerFid(fid: number, custody: string): void;
  /** An active signer of `fid` (read by `/v1/signer`); `active: false` removes it. */
  setSigner(fid: number, key: string, active: boolean): void;
  /** An auth address of `fid` (read by `/v1/fidAddressType`); `active: false` removes it. */
  setAuthAddress(fid: number, address: string, active: boolean): void;
  /** The path and query of every GET answered, in order. */
  readonly reads: string[];
  /** Forget every event so far, as a node does with events older than 3 days. */
  pruneEvents(): void;
  close(): Promise<void>;
}

export interface StandInOptions {
  /** Time from admission to the mempool to the merge in a block; default 200 ms (Snapchain's blocks are about a second apart). */
  mergeDelayMs?: number;
  /** When set, requests without this `x-api-key` are answered 401, as a hosted provider does. */
  apiKey?: string;
  port?: number;
  /** The address to listen on; default 127.0.0.1. */
  host?: string;
  /**
   * Custody addresses of FIDs not registered with `registerFid` (a chain's IdRegistry, `chainCustody.ts`):
   * a KEY_ADD or KEY_REMOVE is checked against them.
   */
  custodyOf?: CustodyOf;
  /** The node's clock, for the time to live of gasless keys and the KEY_ADD limit; default `Date.now`. */
  now?: () => number;
  /** The least time between two KEY_ADDs of one FID; default a minute, as Snapchain's mempool. */
  keyAddIntervalMs?: number;
}

/** A HubError as `submit_message` answers it (http_server.rs:4454 and :5469, server.rs:1506): always HTTP 400. */
function hubError(res: ServerResponse, code: string, message: string): void {
  const grpc = code.startsWith('bad_request') ? 'InvalidArgument' : code === 'not_found' ? 'NotFound' : code === 'unavailable' ? 'Unavailable' : 'Unknown';
  json(res, 400, { error: 'Failed to submit message', error_detail: statusText(grpc, `${code}/${message}`, code) });
}

/** Adds a key (0x hex, kept lowercase) to an FID's set, or takes it away. */
function setIn(byFid: Map<number, Set<string>>, fid: number, key: string, present: boolean): void {
  const keys = byFid.get(fid) ?? new Set<string>();
  if (present) keys.add(key.toLowerCase());
  else keys.delete(key.toLowerCase());
  byFid.set(fid, keys);
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

const text = (res: ServerResponse, status: number, body: string) => res.writeHead(status).end(body);

const hashHex = (message: Message) => `0x${Buffer.from(message.hash).toString('hex')}`;

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The add a remove message takes away: same FID and kind, same target. */
function removes(remove: Message, add: Message): boolean {
  const r = remove.data!;
  const a = add.data!;
  if (r.fid !== a.fid) return false;
  if (r.type === MessageType.CAST_REMOVE) return a.type === MessageType.CAST_ADD && Buffer.from(add.hash).equals(Buffer.from(r.castRemoveBody!.targetHash));
  if (r.type === MessageType.REACTION_REMOVE && a.type === MessageType.REACTION_ADD) {
    const [x, y] = [r.reactionBody!, a.reactionBody!];
    return x.type === y.type && x.targetUrl === y.targetUrl && x.targetCastId?.fid === y.targetCastId?.fid &&
      Buffer.from(x.targetCastId?.hash ?? []).equals(Buffer.from(y.targetCastId?.hash ?? []));
  }
  if (r.type === MessageType.LINK_REMOVE && a.type === MessageType.LINK_ADD) {
    return r.linkBody!.type === a.linkBody!.type && r.linkBody!.targetFid === a.linkBody!.targetFid;
  }
  return false;
}

/** The stand-in's own split of FIDs over its two shards (a real node's differs; readers read both). */
const shardOf = (fid: number) => (fid % 2) + 1;

/** A later user data message of the same type replaces the earlier one. */
const replaces = (later: Message, earlier: Message) =>
  later.data!.type === MessageType.USER_DATA_ADD && earlier.data!.type === MessageType.USER_DATA_ADD &&
  later.data!.fid === earlier.data!.fid && later.data!.userDataBody!.type === earlier.data!.userDataBody!.type;

export async function startStandInNode(options: StandInOptions = {}): Promise<StandInNode> {
  let mergeDelayMs = options.mergeDelayMs ?? 200;
  const mempool = new Map<string, Message>();
  const store = new Map<string, Message>(); // what the node's stores hold, by hash
  const mergedEver = new Set<string>();
  const refusals: { picks: (message: Message, hash: string) => boolean; reason: string }[] = [];
  const submits: { hash: string; status: number }[] = [];
  const merged: string[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const reads: string[] = [];
  const events: { id: number; shardIndex: number; [field: string]: unknown }[] = [];
  const heights = [0, 0];
  const signers = new Map<number, Set<string>>();
  const custody = new Map<string, number>();
  const now = options.now ?? Date.now;
  const keys = gaslessKeys({
    async custodyOf(fid) {
      const registered = [...custody].find(([, owned]) => owned === fid)?.[0];
      return registered ?? (options.custodyOf ? options.custodyOf(fid) : null);
    },
    isOnChainSigner: (fid, key) => signers.get(fid)?.has(key.toLowerCase()) ?? false,
    keyAddIntervalMs: options.keyAddIntervalMs,
  });
  const held = { messages: () => store.values(), signers, custody, authAddresses: new Map<number, Set<string>>(), gasless: keys };
  let unavailable = false;

  function merge(hash: string): void {
    const message = mempool.get(hash);
    if (!message) return;
    mempool.delete(hash);
    // A KEY_ADD or KEY_REMOVE whose nonce another one took meanwhile fails in the block (a MERGE_FAILURE, not modelled).
    if (!keys.merge(message).merged) return;
    mergedEver.add(hash);
    merged.push(hash);
    // Snapchain merges them in shard 0, whose events the stand-in does not serve.
    if (message.data!.type === MessageType.KEY_ADD || message.data!.type === MessageType.KEY_REMOVE) return;
    for (const [key, held] of store) if (removes(message, held) || replaces(message, held)) store.delete(key);
    if (message.data!.type === MessageType.CAST_ADD || message.data!.type === MessageType.REACTION_ADD ||
        message.data!.type === MessageType.LINK_ADD || message.data!.type === MessageType.USER_DATA_ADD) store.set(hash, message);
    // A merged message is a MERGE_MESSAGE event of its shard, one block each; an event's id is its block
    // number shifted by SEQUENCE_BITS (src/storage/store/account/event.rs:13), `HubEvent` http_server.rs:1986.
    const shard = shardOf(message.data!.fid);
    const block = ++heights[shard - 1]!;
    events.push({
      type: 'HUB_EVENT_TYPE_MERGE_MESSAGE', id: block * 2 ** 14, blockNumber: block, shardIndex: shard,
      mergeMessageBody: { message: nodeMessageJson(message), deletedMessages: [] },
    });
  }

  async function submit(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // handle_protobuf_request, http_server.rs:5419-5446: the content type is checked first, as plain text.
    const type = req.headers['content-type'];
    if (type === undefined) return void text(res, 400, 'Missing content type');
    if (type !== 'application/octet-stream') return void text(res, 400, `Invalid content type: ${type}`);
    let message: Message;
    try {
      message = Message.decode(await bodyOf(req));
    } catch (error) {
      // parse_protobuf_request, http_server.rs:5690-5695: an undecodable body is a 500 in plain text.
      return void text(res, 500, `Invalid protobuf data: ${(error as Error).message}`);
    }
    const hash = hashHex(message);
    const answer = (status: number, send: () => void) => {
      submits.push({ hash, status });
      send();
    };
    // message_bytes_decode (server.rs:1477) fills `data` from `dataBytes`.
    if (message.dataBytes && message.dataBytes.length > 0) {
      try {
        message.data = MessageData.decode(message.dataBytes);
      } catch (error) {
        return answer(400, () => hubError(res, 'bad_request.decode_error', (error as Error).message));
      }
    }
    if (!message.data || message.data.fid === 0) return answer(400, () => hubError(res, 'bad_request.invalid_param', 'fid cannot be 0'));
    const valid = await validations.validateMessage(message);
    if (valid.isErr()) return answer(400, () => hubError(res, 'bad_request.validation_failure', valid.error.message));
    const refusal = refusals.find((r) => r.picks(message, hash));
    if (refusal) return answer(400, () => hubError(res, 'bad_request.validation_failure', refusal.reason));
    // The engine's checks of the simulated merge (server.rs:770-785), then the mempool's.
    const invalid = (await keys.check(message)) ?? keys.checkSigner(message, now());
    if (invalid) return answer(400, () => hubError(res, invalid.code, invalid.message));
    // mempool.rs:560 and :962: a merged message, or one already waiting, is a duplicate.
    if (mergedEver.has(hash)) return answer(400, () => hubError(res, 'bad_request.duplicate', 'message has already been merged'));
    if (mempool.has(hash)) return answer(400, () => hubError(res, 'bad_request.duplicate', 'message already in the mempool'));
    const limited = keys.admit(message, now());
    if (limited) return answer(400, () => hubError(res, limited.code, limited.message));
    mempool.set(hash, message);
    const timer = setTimeout(() => {
      timers.delete(timer);
      merge(hash);
    }, mergeDelayMs);
    timers.add(timer);
    answer(200, () => json(res, 200, nodeMessageJson(message)));
  }

  /** The reads, as status and JSON body; null for a route the stand-in does not serve. */
  function read(path: string, query: URLSearchParams): { status: number; body: unknown } | null {
    const fid = Number(query.get('fid'));
    switch (path) {
      case '/v1/info':
        return {
          status: 200,
          body: {
            dbStats: { numMessages: store.size, numFidRegistrations: 0, approxSize: 0 },
            numShards: 2,
            shardInfos: heights.map((maxHeight, i) => ({
              shardId: i + 1, maxHeight, numMessages: 0, numFidRegistrations: 0, approxSize: 0, blockDelay: 0, mempoolSize: mempool.size,
            })),
            version: '0.14.2-stand-in',
            peer_id: 'stand-in',
            nextEngineVersionTimestamp: 0,
          },
        };
      case '/v1/castById': {
        const found = store.get(String(query.get('hash')).toLowerCase());
        if (found && found.data!.fid === fid) return { status: 200, body: nodeMessageJson(found) };
        // rpc_extensions.rs:38: a missing cast is Status::not_found("cast not found"), answered 400 (http_server.rs:3952).
        return { status: 400, body: { error: 'Failed to get cast', error_detail: statusText('NotFound', 'cast not found') } };
      }
      case '/v1/events': {
        // get_events (server.rs:2040-2104): from `from_event_id` on (inclusive), one shard or all, at most a page.
        const start = Number(query.get('from_event_id') ?? 0);
        const shard = query.get('shard_index');
        const size = Math.min(Number(query.get('pageSize') ?? query.get('page_size') ?? 1000) || 1000, 1000);
        return { status: 200, body: { events: events.filter((e) => e.id >= start && (shard === null || e.shardIndex === Number(shard))).slice(0, size) } };
      }
      default:
        return readRoute(held, path, query);
    }
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://node');
    if (req.method === 'POST' && url.pathname === '/v1/submitMessage') return submit(req, res);
    if (req.method === 'GET') reads.push(url.pathname + url.search);
    const answer = req.method === 'GET' ? read(url.pathname, url.searchParams) : null;
    if (answer) json(res, answer.status, answer.body);
    else text(res, 404, 'Not Found');
  }

  /** A 503 from the node's proxy, counted against the message it turned away. */
  async function turnAway(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method === 'POST' && req.url === '/v1/submitMessage') {
      const bytes = await bodyOf(req);
      submits.push({ hash: hashHex(Message.decode(bytes)), status: 503 });
    }
    text(res, 503, 'Service Unavailable');
  }

  const server: Server = createServer((req, res) => {
    if (unavailable) return void turnAway(req, res).catch((error: unknown) => text(res, 500, String(error)));
    if (options.apiKey !== undefined && req.headers['x-api-key'] !== options.apiKey) return void json(res, 401, { error: 'Unauthorized' });
    route(req, res).catch((error: unknown) => text(res, 500, String(error)));
  });
  const host = options.host ?? '127.0.0.1';
  const listen = (port: number) => new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const stop = () => new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
  await listen(options.port ?? 0);
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    submits,
    merged,
    reads,
    pruneEvents: () => void events.splice(0),
    async seed(messages) {
      for (const message of messages) {
        const valid = await validations.validateMessage(message);
        if (valid.isErr()) throw new Error(`invalid seed message: ${valid.error.message}`);
        const hash = hashHex(message);
        mempool.set(hash, message);
        merge(hash);
      }
    },
    registerFid: (fid, address) => void custody.set(address.toLowerCase(), fid),
    setSigner: (fid, key, active) => setIn(signers, fid, key, active),
    setAuthAddress: (fid, address, active) => setIn(held.authAddresses, fid, address, active),
    setUnavailable: (on) => void (unavailable = on),
    dropMempool() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      mempool.clear();
    },
    setMergeDelay: (ms) => void (mergeDelayMs = ms),
    down: stop,
    up: () => listen(port),
    refuse(which, reason) {
      const picks = typeof which === 'string' ? (_: Message, hash: string) => hash === which.toLowerCase() : which;
      refusals.push({ picks, reason });
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      if (server.listening) await stop();
    },
  };
}
