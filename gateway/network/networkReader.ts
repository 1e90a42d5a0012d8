import { isUsername } from '../../src/farcaster/username';
import type { NodeReadStore } from '../store/nodeReads';
import { IMAGE_URL, type CastRow, type UserRow } from '../store/rows';
import { nodeBudget, type NodeBudget, type NodeClient } from './nodeClient';
import { castOf, followOf, pageOf, profileOf, proofFidOf, reactionOf, type NodeCast } from './nodeMessages';

/** What one node read may count (likes, recasts, replies, follows): more than this shows this. */
export const COUNTED_AT_MOST = 1000;

/**
 * The most reads of the node one request to the gateway makes: a page of 25 casts needs at most 101
 * (the page, each cast's reactions and replies, each author and parent author), a batch of 50 profiles 150.
 */
export const NODE_READS_PER_REQUEST = 200;

/** Rows built from a node's answers, for the gateway's presenters; `next` is the node's page token. */
export interface NetworkCasts {
  casts: CastRow[];
  users: UserRow[];
  next: string | null;
}

export interface NetworkUsers {
  users: UserRow[];
  next: string | null;
}

export type Follows = 'following' | 'followers';

/** Rows that are not the gateway's carry negative ids: a user's is minus its FID, a cast's its place in the answer. */
const userId = (fid: number) => -fid;

const query = (params: Record<string, string | number | null>) =>
  new URLSearchParams(Object.entries(params).flatMap(([k, v]) => (v === null ? [] : [[k, String(v)]]))).toString();

/**
 * Reads of FIDs this gateway holds nothing about, from a Farcaster node, as the gateway's own rows.
 * Each page is cut to the limit asked, whatever the node answered. Each call answers one request to the
 * gateway and reads the node under one budget of `readsPerRequest` reads: a read past it is not made,
 * and what it would have given is left out (a count shows 0, a user `fid<N>` with no fields).
 */
export function networkReader(client: NodeClient, kept: NodeReadStore, readsPerRequest = NODE_READS_PER_REQUEST) {
  const requestBudget = () => nodeBudget(readsPerRequest);

  async function messagesOf(path: string, budget: NodeBudget): Promise<unknown> {
    const answer = await client.read(path, budget);
    return answer?.status === 200 ? answer.body : { messages: [] };
  }

  async function count(path: string, pick: (message: unknown) => boolean, budget: NodeBudget): Promise<number> {
    const body = await messagesOf(`${path}&pageSize=${COUNTED_AT_MOST}`, budget);
    return pageOf(body, (m) => (pick(m) ? true : null), COUNTED_AT_MOST).items.length;
  }

  /** A FID's profile fields; `counts` adds its follows and followers (two more reads). Null when the node has no profile. */
  async function userRow(fid: number, counts: boolean, budget: NodeBudget): Promise<UserRow | null> {
    const body = await messagesOf(`/v1/userDataByFid?${query({ fid })}`, budget);
    const profile = profileOf(fid, pageOf(body, (m) => m).items);
    if (!profile) return null;
    const [following, followers] = counts
      ? await Promise.all([
          count(`/v1/linksByFid?${query({ fid, link_type: 'follow' })}`, (m) => followOf(m, 'target') !== null, budget),
          count(`/v1/linksByTargetFid?${query({ target_fid: fid, link_type: 'follow' })}`, (m) => followOf(m, 'follower') !== null, budget),
        ])
      : [0, 0];
    return {
      id: userId(fid),
      fid: String(fid),
      external: 0,
      custody_address: null,
      username: profile.username || `fid${fid}`,
      display_name: profile.displayName,
      bio: profile.bio,
      bio_mentions: '[]',
      pfp_url: profile.pfpUrl,
      url: profile.url,
      registered_at: profile.since,
      following_count: following,
      follower_count: followers,
    };
  }

  /** Rows for every FID, in order; a FID without a profile on the node still gets one (`fid<N>`, no fields). */
  async function userRows(fids: readonly number[], budget: NodeBudget): Promise<UserRow[]> {
    const unique = [...new Set(fids)];
    const rows = await Promise.all(unique.map((fid) => userRow(fid, false, budget)));
    const byFid = new Map(unique.map((fid, i) => [fid, rows[i] ?? bareUser(fid)]));
    return fids.map((fid) => byFid.get(fid)!);
  }

  /**
   * Rows for casts with their counts; authors are read before counts, so a spent budget costs counts
   * first. A reply's parent author is the author read before for the parent's hash, whatever FID the
   * reply names (a reply is signed by its own author, who may name any); the FID named when none was.
   */
  async function castRows(casts: readonly NodeCast[], budget: NodeBudget): Promise<{ casts: CastRow[]; users: UserRow[] }> {
    await kept.rememberAuthors(casts.map((c) => ({ hash: c.hash, fid: c.fid })));
    const parentAuthors = await Promise.all(casts.map(async ({ parent }) => (parent ? ((await kept.authorOf(parent.hash)) ?? parent.fid) : null)));
    const users = await userRows([...casts.map((c) => c.fid), ...parentAuthors.flatMap((fid) => fid ?? [])], budget);
    const counted = await Promise.all(
      casts.map(async (cast) => {
        const reactionsPath = `/v1/reactionsByCast?${query({ target_fid: cast.fid, target_hash: cast.hash, pageSize: COUNTED_AT_MOST })}`;
        const reactions = pageOf(await messagesOf(reactionsPath, budget), reactionOf, COUNTED_AT_MOST).items;
        const replies = await count(`/v1/castsByParent?${query({ fid: cast.fid, hash: cast.hash })}`, (m) => castOf(m) !== null, budget);
        return { likes: reactions.filter((r) => r.kind === 'like').length, recasts: reactions.filter((r) => r.kind === 'recast').length, replies };
      }),
    );
    const rows = casts.map((cast, i): CastRow => ({
      id: -(i + 1),
      hash: cast.hash,
      author_id: userId(cast.fid),
      text: cast.text,
      mentions: JSON.stringify(cast.mentions.map(String)),
      mentions_positions: JSON.stringify(cast.mentionsPositions),
      embeds: JSON.stringify({ images: cast.urls.filter((u) => IMAGE_URL.test(u)), urls: cast.urls.filter((u) => !IMAGE_URL.test(u)), quotes: [] }),
      parent_hash: cast.parent?.hash ?? null,
      parent_author_id: parentAuthors[i] == null ? null : userId(parentAuthors[i]),
      parent_url: cast.parentUrl,
      thread_hash: cast.parent?.hash ?? cast.hash,
      timestamp: cast.timestamp,
      external: 0,
      replies_count: counted[i]!.replies,
      likes_count: counted[i]!.likes,
      recasts_count: counted[i]!.recasts,
    }));
    return { casts: rows, users };
  }

  const pageQuery = (limit: number, pageToken: string | null) => ({ pageSize: limit, pageToken, reverse: 'true' });

  return {
    /** The profile of a FID with its follow counts; null when the node holds no profile for it. */
    profile: (fid: number) => userRow(fid, true, requestBudget()),

    /** The profiles of a batch of FIDs, in order, null where the node holds none: one request's reads. */
    profiles(fids: readonly number[]): Promise<(UserRow | null)[]> {
      const budget = requestBudget();
      return Promise.all(fids.map((fid) => userRow(fid, true, budget)));
    },

    /** The profile named by an fname (`userNameProofByName`), or by the default `fid<N>`. */
    async profileByUsername(name: string): Promise<UserRow | null> {
      const budget = requestBudget();
      const byDefault = /^fid([1-9]\d{0,14})$/i.exec(name);
      if (byDefault) return userRow(Number(byDefault[1]), true, budget);
      if (!isUsername(name.toLowerCase())) return null;
      const answer = await client.read(`/v1/userNameProofByName?${query({ name: name.toLowerCase() })}`, budget);
      const fid = answer?.status === 200 ? proofFidOf(answer.body) : null;
      return fid === null ? null : userRow(fid, true, budget);
    },

    /** A FID's casts, newest first, from `pageToken` on. */
    async casts(fid: number, limit: number, pageToken: string | null): Promise<NetworkCasts> {
      const budget = requestBudget();
      const page = pageOf(await messagesOf(`/v1/castsByFid?${query({ fid, ...pageQuery(limit, pageToken) })}`, budget), castOf, limit);
      return { ...(await castRows(page.items, budget)), next: page.nextPageToken };
    },

    /** Rows for cast messages as the node answered them (kept by the Following feed), in order. */
    castsOf: (messages: readonly unknown[]) => castRows(messages.flatMap((m) => castOf(m) ?? []), requestBudget()),

    /** A cast read before (the node reads casts by author and hash, so its author must be known); null otherwise. */
    async cast(hash: string): Promise<{ casts: CastRow[]; users: UserRow[] } | null> {
      const budget = requestBudget();
      const fid = await kept.authorOf(hash);
      if (fid === null) return null;
      const answer = await client.read(`/v1/castById?${query({ fid, hash })}`, budget);
      const cast = answer?.status === 200 ? castOf(answer.body) : null;
      return cast ? castRows([cast], budget) : null;
    },

    /** Whom a FID follows, or who follows it, newest follow first. */
    async follows(fid: number, which: Follows, limit: number, pageToken: string | null): Promise<NetworkUsers> {
      const budget = requestBudget();
      const path = which === 'following'
        ? `/v1/linksByFid?${query({ fid, link_type: 'follow', ...pageQuery(limit, pageToken) })}`
        : `/v1/linksByTargetFid?${query({ target_fid: fid, link_type: 'follow', ...pageQuery(limit, pageToken) })}`;
      const page = pageOf(await messagesOf(path, budget), (m) => followOf(m, which === 'following' ? 'target' : 'follower'), limit);
      return { users: await userRows(page.items, budget), next: page.nextPageToken };
    },

    /** Who liked or recast a cast read before, newest first; null for a cast never read. */
    async reactors(hash: string, kind: 'like' | 'recast', limit: number, pageToken: string | null): Promise<NetworkUsers | null> {
      const budget = requestBudget();
      const fid = await kept.authorOf(hash);
      if (fid === null) return null;
      const path = `/v1/reactionsByCast?${query({ target_fid: fid, target_hash: hash, ...pageQuery(limit, pageToken) })}`;
      const page = pageOf(await messagesOf(path, budget), reactionOf, limit);
      return { users: await userRows(page.items.filter((r) => r.kind === kind).map((r) => r.fid), budget), next: page.nextPageToken };
    },
  };
}

export type NetworkReader = ReturnType<typeof networkReader>;

function bareUser(fid: number): UserRow {
  return {
    id: userId(fid),
    fid: String(fid),
    external: 0,
    custody_address: null,
    username: `fid${fid}`,
    display_name: '',
    bio: '',
    bio_mentions: '[]',
    pfp_url: '',
    url: '',
    registered_at: 0,
    following_count: 0,
    follower_count: 0,
  };
}
