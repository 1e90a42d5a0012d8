import { isUsername } from '../../src/farcaster/username';
import type { NodeReadStore } from '../store/nodeReads';
import { IMAGE_URL, type CastRow, type UserRow } from '../store/rows';
import type { NodeClient } from './nodeClient';
import { castOf, followOf, pageOf, profileOf, proofFidOf, reactionOf, type NodeCast } from './nodeMessages';

/** What one node read may count (likes, recasts, replies, follows): more than this shows this. */
export const COUNTED_AT_MOST = 1000;

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

/** Reads of FIDs this gateway holds nothing about, from a Farcaster node, as the gateway's own rows. */
export function networkReader(client: NodeClient, kept: NodeReadStore) {
  async function messagesOf(path: string): Promise<unknown> {
    const answer = await client.read(path);
    return answer.status === 200 ? answer.body : { messages: [] };
  }

  async function count(path: string, pick: (message: unknown) => boolean): Promise<number> {
    const body = await messagesOf(`${path}&pageSize=${COUNTED_AT_MOST}`);
    return pageOf(body, (m) => (pick(m) ? true : null)).items.length;
  }

  /** A FID's profile fields; `counts` adds its follows and followers (two more reads). Null when the node has no profile. */
  async function userRow(fid: number, counts: boolean): Promise<UserRow | null> {
    const body = await messagesOf(`/v1/userDataByFid?${query({ fid })}`);
    const profile = profileOf(fid, pageOf(body, (m) => m).items);
    if (!profile) return null;
    const [following, followers] = counts
      ? await Promise.all([
          count(`/v1/linksByFid?${query({ fid, link_type: 'follow' })}`, (m) => followOf(m, 'target') !== null),
          count(`/v1/linksByTargetFid?${query({ target_fid: fid, link_type: 'follow' })}`, (m) => followOf(m, 'follower') !== null),
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
  async function userRows(fids: readonly number[]): Promise<UserRow[]> {
    const unique = [...new Set(fids)];
    const rows = await Promise.all(unique.map((fid) => userRow(fid, false)));
    const byFid = new Map(unique.map((fid, i) => [fid, rows[i] ?? bareUser(fid)]));
    return fids.map((fid) => byFid.get(fid)!);
  }

  async function castRows(casts: readonly NodeCast[]): Promise<{ casts: CastRow[]; users: UserRow[] }> {
    await kept.rememberAuthors(casts.map((c) => ({ hash: c.hash, fid: c.fid })));
    const counted = await Promise.all(
      casts.map(async (cast) => {
        const reactions = pageOf(await messagesOf(`/v1/reactionsByCast?${query({ target_fid: cast.fid, target_hash: cast.hash, pageSize: COUNTED_AT_MOST })}`), reactionOf).items;
        const replies = await count(`/v1/castsByParent?${query({ fid: cast.fid, hash: cast.hash })}`, (m) => castOf(m) !== null);
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
      parent_author_id: cast.parent ? userId(cast.parent.fid) : null,
      parent_url: cast.parentUrl,
      thread_hash: cast.parent?.hash ?? cast.hash,
      timestamp: cast.timestamp,
      external: 0,
      replies_count: counted[i]!.replies,
      likes_count: counted[i]!.likes,
      recasts_count: counted[i]!.recasts,
    }));
    const users = await userRows(casts.flatMap((c) => (c.parent ? [c.fid, c.parent.fid] : [c.fid])));
    return { casts: rows, users };
  }

  const pageQuery = (limit: number, pageToken: string | null) => ({ pageSize: limit, pageToken, reverse: 'true' });

  return {
    /** The profile of a FID with its follow counts; null when the node holds no profile for it. */
    profile: (fid: number) => userRow(fid, true),

    /** The profile named by an fname (`userNameProofByName`), or by the default `fid<N>`. */
    async profileByUsername(name: string): Promise<UserRow | null> {
      const byDefault = /^fid([1-9]\d{0,14})$/i.exec(name);
      if (byDefault) return userRow(Number(byDefault[1]), true);
      if (!isUsername(name.toLowerCase())) return null;
      const answer = await client.read(`/v1/userNameProofByName?${query({ name: name.toLowerCase() })}`);
      const fid = answer.status === 200 ? proofFidOf(answer.body) : null;
      return fid === null ? null : userRow(fid, true);
    },

    /** A FID's casts, newest first, from `pageToken` on. */
    async casts(fid: number, limit: number, pageToken: string | null): Promise<NetworkCasts> {
      const page = pageOf(await messagesOf(`/v1/castsByFid?${query({ fid, ...pageQuery(limit, pageToken) })}`), castOf);
      return { ...(await castRows(page.items)), next: page.nextPageToken };
    },

    /** Rows for cast messages as the node answered them (kept by the Following feed), in order. */
    castsOf: (messages: readonly unknown[]) => castRows(messages.flatMap((m) => castOf(m) ?? [])),

    /** A cast read before (the node reads casts by author and hash, so its author must be known); null otherwise. */
    async cast(hash: string): Promise<{ casts: CastRow[]; users: UserRow[] } | null> {
      const fid = await kept.authorOf(hash);
      if (fid === null) return null;
      const answer = await client.read(`/v1/castById?${query({ fid, hash })}`);
      const cast = answer.status === 200 ? castOf(answer.body) : null;
      return cast ? castRows([cast]) : null;
    },

    /** Whom a FID follows, or who follows it, newest follow first. */
    async follows(fid: number, which: Follows, limit: number, pageToken: string | null): Promise<NetworkUsers> {
      const path = which === 'following'
        ? `/v1/linksByFid?${query({ fid, link_type: 'follow', ...pageQuery(limit, pageToken) })}`
        : `/v1/linksByTargetFid?${query({ target_fid: fid, link_type: 'follow', ...pageQuery(limit, pageToken) })}`;
      const page = pageOf(await messagesOf(path), (m) => followOf(m, which === 'following' ? 'target' : 'follower'));
      return { users: await userRows(page.items), next: page.nextPageToken };
    },

    /** Who liked or recast a cast read before, newest first; null for a cast never read. */
    async reactors(hash: string, kind: 'like' | 'recast', limit: number, pageToken: string | null): Promise<NetworkUsers | null> {
      const fid = await kept.authorOf(hash);
      if (fid === null) return null;
      const path = `/v1/reactionsByCast?${query({ target_fid: fid, target_hash: hash, ...pageQuery(limit, pageToken) })}`;
      const page = pageOf(await messagesOf(path), reactionOf);
      return { users: await userRows(page.items.filter((r) => r.kind === kind).map((r) => r.fid)), next: page.nextPageToken };
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
