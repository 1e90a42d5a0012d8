import { insertHandles } from './mentionHandles';
import type { CastRow, UserRow } from '../store/rows';
import { LIKE, RECAST } from '../store/rows';
import type { Json, Presenter } from './presenter';
import { absolute, authorRecord, parseEmbeds, parseMentions, quotedRows, type ViewContext } from './viewContext';
import { mentionedNames } from '../../src/farcaster/username';

/** The shapes the public far.quest service really returns (docs/real-gateway.md). */

const ref = (id: number | string | undefined): { _id: string } | null => (id === undefined ? null : { _id: String(id) });

function user(u: UserRow, ctx: ViewContext, relation: boolean): Json {
  const external = u.external === 1;
  const connected = u.custody_address ?? u.fid;
  const record: Json = {
    fid: u.fid,
    followingCount: u.following_count,
    followerCount: u.follower_count,
    pfp: { url: absolute(ctx.origin, u.pfp_url), verified: false },
    // far.quest names the people a bio mentions by username, as written in it.
    bio: { text: u.bio, mentions: mentionedNames(u.bio) },
    external,
    username: u.username,
    displayName: u.display_name,
    registeredAt: u.registered_at,
    connectedAddress: connected,
    allConnectedAddresses: [connected],
    url: u.url,
  };
  if (!external) record.custodyAddress = u.custody_address;
  if (relation || ctx.viewer) {
    record.isFollowing = ref(ctx.viewer?.follows.get(u.id));
    record.isFollowedBy = ref(ctx.viewer?.followedBy.get(u.id));
  }
  return record;
}

const author = (id: number, ctx: ViewContext): Json => authorRecord(ctx, id, (row) => user(row, ctx, true));

function cast(row: CastRow, child: CastRow | null, ctx: ViewContext, withQuotes: boolean): Json {
  const embeds = parseEmbeds(row);
  const handles = insertHandles(
    { text: row.text, mentions: parseMentions(row), mentionsPositions: JSON.parse(row.mentions_positions) as number[] },
    (fid) => ctx.usersByFid.get(fid)?.username,
  );
  const reaction = (kind: number) =>
    ref(ctx.viewer?.reactions.has(`${row.id}:${kind}`) ? `${row.id}:${kind}:${ctx.viewer.userId}` : undefined);
  const childRecord = child ? cast(child, null, ctx, true) : null;
  const quoteCasts = withQuotes ? quotedRows(ctx, embeds).map((quoted) => cast(quoted, null, ctx, false)) : [];
  return {
    hash: row.hash,
    threadHash: row.thread_hash,
    parentHash: row.parent_hash,
    parentUrl: row.parent_url,
    text: handles.text,
    embeds: {
      images: embeds.images.map((url) => ({ url: absolute(ctx.origin, url) })),
      urls: [
        ...embeds.urls.map((url) => ({ type: 'url', openGraph: { url: absolute(ctx.origin, url) } })),
        ...embeds.quotes.map((hash) => ({ type: 'castId', hash })),
      ],
      quoteCasts,
    },
    mentions: handles.mentions.map((fid) => user(ctx.usersByFid.get(fid)!, ctx, false)),
    mentionsPositions: handles.positions,
    external: row.external === 1,
    author: author(row.author_id, ctx),
    parentAuthor: row.parent_author_id === null ? null : author(row.parent_author_id, ctx),
    timestamp: row.timestamp,
    replies: { count: row.replies_count },
    reactions: { count: row.likes_count },
    recasts: { count: row.recasts_count },
    isSelfLike: reaction(LIKE),
    isSelfRecast: reaction(RECAST),
    isSelfBookmark: ref(ctx.viewer?.bookmarks.get(row.hash)),
    childCast: childRecord,
    childrenCasts: childRecord ? [childRecord] : [],
  };
}

export const farquestPresenter: Presenter = {
  user,
  cast: (item, ctx) => cast(item.cast, item.child, ctx, true),
  message: (m) => ({
    fid: m.l1 ? Number(m.fid) : m.fid,
    createdAt: new Date(m.createdAt).toISOString(),
    updatedAt: new Date(m.createdAt).toISOString(),
    messageType: m.messageType,
    timestamp: new Date(m.timestamp).toISOString(),
    hash: m.hash,
    hashScheme: m.hashScheme,
    signature: m.signature,
    signatureScheme: m.signatureScheme,
    signer: m.signer,
    raw: m.raw,
    external: m.external,
    unindexed: true,
    bodyOverrides: m.bodyOverrides,
  }),
};
