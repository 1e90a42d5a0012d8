import { MAX_GASLESS_KEYS_PER_FID, type Message, MessageType, UserDataType } from '@farcaster/core';
import type { GaslessKeys } from './gaslessKeys';
import { nodeMessageJson } from './nodeJson';

/**
 * The stand-in node's reads, answered as Snapchain v0.14.2 does (docs/snapchain-stand-in.md gives the
 * source of each): routes and query parameters, `{messages, nextPageToken}` pages ordered by time
 * (newest first with `reverse=true`), a token whenever a page is full, and NotFound refusals as 400s.
 */
export interface HeldByNode {
  /** What the node's stores hold, adds only (a remove takes its add away). */
  messages(): Iterable<Message>;
  /** Active signer keys (0x hex) by FID. */
  signers: Map<number, Set<string>>;
  /** FIDs by custody address (0x hex, lowercase). */
  custody: Map<string, number>;
  /** Auth addresses (KeyRegistry key type 2; 0x hex, lowercase) by FID. */
  authAddresses: Map<number, Set<string>>;
  /** Signers added without gas (KEY_ADD). */
  gasless: GaslessKeys;
}

export type ReadAnswer = { status: number; body: unknown };

/** How tonic 0.12 writes a `Status` (`impl Display for Status`), which the node puts in `error_detail`. */
export const statusText = (code: string, message: string, errCode?: string) =>
  `status: ${code}, message: ${JSON.stringify(message)}, details: [], metadata: MetadataMap { headers: {${errCode ? `"x-err-code": "${errCode}"` : ''}} }`;

const notFound = (error: string, message: string): ReadAnswer => ({ status: 400, body: { error, error_detail: statusText('NotFound', message) } });

const PAGE_SIZE_MAX = 1000;
const hexOf = (bytes: Uint8Array) => `0x${Buffer.from(bytes).toString('hex')}`;
/** A message's place in its store: time, then hash (the node's keys sort the same way within a FID). */
const keyOf = (m: Message) => `${String(m.data!.timestamp).padStart(10, '0')}:${hexOf(m.hash)}`;

/** `get_messages_page_by_prefix` (src/storage/store/account/message.rs:272-318) over already-chosen messages. */
function page(messages: Message[], query: URLSearchParams): ReadAnswer {
  const size = Math.min(Number(query.get('pageSize') ?? query.get('page_size') ?? PAGE_SIZE_MAX) || PAGE_SIZE_MAX, PAGE_SIZE_MAX);
  const reverse = (query.get('reverse') ?? 'false') === 'true';
  const raw = (query.get('pageToken') ?? query.get('page_token') ?? '').replace(/ /g, '+');
  const after = raw === '' ? null : Buffer.from(raw, 'base64').toString('utf8');
  const sorted = messages.map((m) => ({ m, key: keyOf(m) })).sort((a, b) => (a.key < b.key ? -1 : 1));
  if (reverse) sorted.reverse();
  const rest = after === null ? sorted : sorted.filter(({ key }) => (reverse ? key < after : key > after));
  const items = rest.slice(0, size);
  const full = items.length === size;
  return {
    status: 200,
    body: {
      messages: items.map(({ m }) => nodeMessageJson(m)),
      // A full page always carries a token, even when nothing follows (message.rs:296-311).
      nextPageToken: full ? Buffer.from(items[items.length - 1]!.key, 'utf8').toString('base64') : '',
    },
  };
}

/** An on-chain signer as `signer_from_onchain_event` makes it, without the event (the stand-in keeps none). */
const onChainSigner = (fid: number, key: string): Record<string, unknown> => ({ source: 'SIGNER_SOURCE_ONCHAIN', key, keyType: 1, fid });

const sameHash = (bytes: Uint8Array | undefined, hex: string | null) => bytes !== undefined && hex !== null && hexOf(bytes) === hex.toLowerCase();

export function readRoute(held: HeldByNode, path: string, query: URLSearchParams): ReadAnswer | null {
  const all = [...held.messages()];
  const of = (type: MessageType, fid?: number) => all.filter((m) => m.data!.type === type && (fid === undefined || m.data!.fid === fid));
  const fid = Number(query.get('fid'));
  switch (path) {
    case '/v1/castsByFid':
      return page(of(MessageType.CAST_ADD, fid), query);
    case '/v1/castsByParent': {
      const url = query.get('url');
      return page(of(MessageType.CAST_ADD).filter(({ data }) => {
        const body = data!.castAddBody!;
        return url ? body.parentUrl === url : body.parentCastId?.fid === fid && sameHash(body.parentCastId.hash, query.get('hash'));
      }), query);
    }
    case '/v1/reactionsByFid':
      return page(of(MessageType.REACTION_ADD, fid), query);
    case '/v1/reactionsByCast': {
      const target = Number(query.get('target_fid'));
      return page(of(MessageType.REACTION_ADD).filter(({ data }) =>
        data!.reactionBody!.targetCastId?.fid === target && sameHash(data!.reactionBody!.targetCastId.hash, query.get('target_hash'))), query);
    }
    case '/v1/linksByFid': {
      const type = query.get('link_type');
      return page(of(MessageType.LINK_ADD, fid).filter(({ data }) => type === null || data!.linkBody!.type === type), query);
    }
    case '/v1/linksByTargetFid': {
      const type = query.get('link_type');
      const target = Number(query.get('target_fid'));
      return page(of(MessageType.LINK_ADD).filter(({ data }) => data!.linkBody!.targetFid === target && (type === null || data!.linkBody!.type === type)), query);
    }
    case '/v1/userDataByFid':
      return page(of(MessageType.USER_DATA_ADD, fid), query);
    case '/v1/userNameProofByName': {
      // An fname's proof (server.rs:2662-2715); the stand-in keeps no proofs of its own, so the FID whose
      // USERNAME field holds the name answers, with the proof's fields the HTTP shape has (http_server.rs:961).
      const name = query.get('name') ?? '';
      const field = of(MessageType.USER_DATA_ADD).find(({ data }) => data!.userDataBody!.type === UserDataType.USERNAME && data!.userDataBody!.value === name);
      if (!field) return notFound('Failed to get username proof', 'Username proof not found');
      const owner = [...held.custody].find(([, f]) => f === field.data!.fid)?.[0] ?? `0x${'00'.repeat(20)}`;
      return { status: 200, body: { timestamp: field.data!.timestamp, name, owner, signature: Buffer.from(field.signature).toString('base64'), fid: field.data!.fid, type: 'USERNAME_TYPE_FNAME' } };
    }
    case '/v1/signer': {
      // get_signer (server.rs:2855-2864, resolve_signer :467): on chain first, then a key added without
      // gas, answered whether or not its time to live has run out (`expiresAt` says).
      const key = (query.get('signer') ?? '').toLowerCase();
      const signer = held.signers.get(fid)?.has(key) ? onChainSigner(fid, key) : held.gasless.signer(fid, key);
      if (!signer) return notFound('Failed to get signer', 'Active signer not found');
      return { status: 200, body: { signer } };
    }
    case '/v1/signersByFid': {
      // get_signers_by_fid (server.rs:2868-2908, list_signers_for_fid :527): on-chain signers, then gasless
      // ones, in one page here (so no `nextPageToken`), with the FID's nonces and its gasless count and cap.
      const requesters = [...query.getAll('requesterFids'), ...query.getAll('requester_fids')].map(Number);
      const gasless = held.gasless.keysOf(fid);
      return {
        status: 200,
        body: {
          signers: [...(held.signers.get(fid) ?? [])].map((key) => onChainSigner(fid, key)).concat(gasless.map((key) => held.gasless.signer(fid, key)!)),
          gaslessSignerCount: gasless.length,
          gaslessSignerLimit: MAX_GASLESS_KEYS_PER_FID,
          currentUserNonce: held.gasless.userNonce(fid),
          ...(requesters.length > 0 ? { requesterFidNonces: Object.fromEntries(requesters.map((r) => [String(r), held.gasless.appNonce(r)])) } : {}),
        },
      };
    }
    case '/v1/onChainIdRegistryEventByAddress': {
      const address = (query.get('address') ?? '').toLowerCase();
      const owned = held.custody.get(address);
      if (owned === undefined) return notFound('Failed to get id registry event', 'no id-registry event for address');
      const zero = `0x${'00'.repeat(32)}`;
      return {
        status: 200,
        body: {
          type: 'EVENT_TYPE_ID_REGISTER', chainId: 10, blockNumber: 1, blockHash: zero, blockTimestamp: 0, transactionHash: zero, logIndex: 0, fid: owned,
          idRegisterEventBody: { to: address, eventType: 'ID_REGISTER_EVENT_TYPE_REGISTER', from: `0x${'00'.repeat(20)}`, recoveryAddress: `0x${'00'.repeat(20)}` },
          tier_purchase_event_body: null, txIndex: 0, version: 2,
        },
      };
    }
    case '/v1/onChainEventsByFid': {
      // The stand-in holds IdRegistry registrations as its only on-chain events: one REGISTER per custody.
      const zero = `0x${'00'.repeat(32)}`;
      const registrations = query.get('event_type') !== 'EVENT_TYPE_ID_REGISTER' ? [] : [...held.custody].filter(([, owned]) => owned === fid);
      const events = registrations.map(([address]) => ({
        type: 'EVENT_TYPE_ID_REGISTER', chainId: 10, blockNumber: 1, blockHash: zero, blockTimestamp: 0, transactionHash: zero, logIndex: 0, fid,
        idRegisterEventBody: { to: address, eventType: 'ID_REGISTER_EVENT_TYPE_REGISTER', from: `0x${'00'.repeat(20)}`, recoveryAddress: `0x${'00'.repeat(20)}` },
        tier_purchase_event_body: null, txIndex: 0, version: 2,
      }));
      return { status: 200, body: { events, nextPageToken: null } };
    }
    case '/v1/fidAddressType': {
      const address = (query.get('address') ?? '').toLowerCase();
      return { status: 200, body: { is_custody: held.custody.get(address) === fid, is_auth: held.authAddresses.get(fid)?.has(address) ?? false, is_verified: false } };
    }
    default:
      return null;
  }
}
