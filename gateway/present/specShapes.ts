import { hashSchemeToJSON, messageTypeToJSON, signatureSchemeToJSON } from '@farcaster/core';
import type { CastRow, UserRow } from '../store/rows';
import { LIKE, RECAST } from '../store/rows';
import type { Json, Presenter } from './presenter';
import { absolute, authorRecord, parseEmbeds, parseMentions, quotedRows, type ViewContext } from './viewContext';

/** The records of the interface specification (§2), plus parentHash/parentUrl and quoteCasts, and a user's website as far.quest names it (`url`). */

const iso = (ms: number): string => new Date(ms).toISOString();

function user(u: UserRow, ctx: ViewContext, relation: boolean): Json {
  const record: Json = {
    fid: u.fid,
    followingCount: u.following_count,
    followerCount: u.follower_count,
    pfp: { url: absolute(ctx.origin, u.pfp_url), verified: false },
    bio: { text: u.bio, mentions: JSON.parse(u.bio_mentions) as string[] },
    external: u.external === 1,
    custodyAddress: u.custody_address,
    username: u.username,
    displayName: u.display_name,
    registeredAt: iso(u.registered_at),
    url: u.url,
  };
  if (relation || ctx.viewer) {
    record.isFollowing = ctx.viewer?.follows.has(u.id) ?? false;
    record.isFollowedBy = ctx.viewer?.followedBy.has(u.id) ?? false;
  }
  return record;
}

const author = (id: number, ctx: ViewContext): Json => authorRecord(ctx, id, (row) => user(row, ctx, true));

function cast(row: CastRow, child: CastRow | null, ctx: ViewContext, withQuotes: boolean): Json {
  const embeds = parseEmbeds(row);
  const reacted = (kind: number) => ctx.viewer?.reactions.has(`${row.id}:${kind}`) ?? false;
  const childRecord = child ? cast(child, null, ctx, true) : null;
  const quoteCasts = withQuotes ? quotedRows(ctx, embeds).map((quoted) => cast(quoted, null, ctx, false)) : [];
  return {
    hash: row.hash,
    threadHash: row.thread_hash,
    parentHash: row.parent_hash,
    parentUrl: row.parent_url,
    text: row.text,
    embeds: {
      images: embeds.images.map((url) => absolute(ctx.origin, url)),
      urls: embeds.urls.map((url) => absolute(ctx.origin, url)),
      quoteCasts,
    },
    mentions: parseMentions(row),
    mentionsPositions: JSON.parse(row.mentions_positions) as number[],
    external: row.external === 1,
    author: author(row.author_id, ctx),
    parentAuthor: row.parent_author_id === null ? null : author(row.parent_author_id, ctx),
    timestamp: iso(row.timestamp),
    replies: { count: row.replies_count },
    reactions: { count: row.likes_count },
    recasts: { count: row.recasts_count, recasters: ctx.recasters.get(row.id) ?? [] },
    isSelfLike: reacted(LIKE),
    isSelfRecast: reacted(RECAST),
    isSelfBookmark: ctx.viewer?.bookmarks.has(row.hash) ?? false,
    childCast: childRecord,
    childrenCasts: childRecord ? [childRecord] : [],
  };
}

export const specPresenter: Presenter = {
  user,
  cast: (item, ctx) => cast(item.cast, item.child, ctx, true),
  message: (m) => ({
    fid: m.fid,
    createdAt: iso(m.createdAt),
    updatedAt: iso(m.createdAt),
    messageType: messageTypeToJSON(m.messageType),
    timestamp: iso(m.timestamp),
    hash: m.hash,
    hashScheme: hashSchemeToJSON(m.hashScheme),
    signature: m.signature,
    signatureScheme: signatureSchemeToJSON(m.signatureScheme),
    signer: m.signer,
    raw: m.raw,
    external: m.external,
    unindexed: false,
  }),
};
