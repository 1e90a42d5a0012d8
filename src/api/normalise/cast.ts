import * as v from 'valibot';
import type { LinkPreview } from '../mediaModel';
import { castHashOf } from '../ids';
import type { Cast, CastHash, Embeds, User } from '../model';
import { stripMentionHandles, type SentMention } from './mentions';
import { userSchema } from './user';
import { castHashSchema, countObjectSchema, fidSchema, flagSchema, flagValue, optionalText, type SchemaOf, timeSchema, tryParse, wireObject } from './wire';

/**
 * Strict where the app depends on it (hash, author, time), lenient elsewhere: a bad embed,
 * mention, quote or folded reply is dropped instead of losing the whole cast.
 */
const castWireSchema = wireObject({
  hash: castHashSchema,
  threadHash: optionalText,
  parentHash: optionalText,
  parentUrl: optionalText,
  channel: v.nullish(wireObject({ url: optionalText, parentUrl: optionalText })),
  text: optionalText,
  mentions: v.nullish(v.array(v.unknown())),
  mentionsPositions: v.nullish(v.array(v.number())),
  embeds: v.nullish(
    wireObject({
      images: v.nullish(v.array(v.unknown())),
      urls: v.nullish(v.array(v.unknown())),
      quoteCasts: v.nullish(v.array(v.unknown())),
    }),
  ),
  external: v.nullish(v.boolean()),
  author: userSchema,
  parentAuthor: v.optional(v.unknown()),
  timestamp: timeSchema,
  replies: countObjectSchema,
  reactions: countObjectSchema,
  recasts: countObjectSchema,
  isSelfLike: flagSchema,
  isSelfRecast: flagSchema,
  /** Castline's own: absent where the gateway keeps no bookmarks. */
  isSelfBookmark: flagSchema,
  childCast: v.optional(v.unknown()),
});

type CastWire = v.InferOutput<typeof castWireSchema>;

/** A spec FID string, or a far.quest user record whose handle was put back into the text. */
const mentionWireSchema = v.union([fidSchema, userSchema]);

/** Spec: a URL string. far.quest: `{url}` for images; `{type:"url", openGraph}` or `{type:"castId", hash}` for urls. */
const embedWireSchema = v.union([
  v.string(),
  wireObject({
    type: optionalText,
    url: optionalText,
    hash: optionalText,
    castId: v.nullish(wireObject({ hash: v.string() })),
    openGraph: v.nullish(wireObject({ url: optionalText, title: optionalText, description: optionalText, image: optionalText, domain: optionalText, siteName: optionalText })),
  }),
]);

function toCast(raw: CastWire): Cast {
  const { text, mentions } = stripMentionHandles(raw.text ?? '', sentMentions(raw));
  const author: User = raw.author;
  return {
    hash: raw.hash,
    threadHash: raw.threadHash ? castHashOf(raw.threadHash) : null,
    parentHash: raw.parentHash ? castHashOf(raw.parentHash) : null,
    parentUrl: raw.parentUrl || raw.channel?.url || raw.channel?.parentUrl || null,
    text,
    mentions,
    embeds: toEmbeds(raw.embeds),
    external: raw.external ?? author.external,
    author,
    parentAuthor: raw.parentAuthor == null ? null : tryParse(userSchema, raw.parentAuthor),
    timestamp: raw.timestamp,
    replies: raw.replies?.count ?? 0,
    likes: raw.reactions?.count ?? 0,
    recasts: raw.recasts?.count ?? 0,
    viewerLiked: flagValue(raw.isSelfLike),
    viewerRecasted: flagValue(raw.isSelfRecast),
    ...(raw.isSelfBookmark !== undefined && { viewerBookmarked: flagValue(raw.isSelfBookmark) }),
    reply: raw.childCast == null ? null : tryParse(castSchema, raw.childCast),
  };
}

/** far.quest leaves unknown users as `null` in `mentions` without giving them a position. */
function sentMentions(raw: CastWire): SentMention[] {
  const entries = (raw.mentions ?? []).filter((entry) => entry !== null);
  const positions = raw.mentionsPositions ?? [];
  return entries.flatMap((entry, i): SentMention[] => {
    const mention = tryParse(mentionWireSchema, entry);
    const position = positions[i];
    if (mention === null || position === undefined) return [];
    if (typeof mention === 'string') return [{ fid: mention, position }];
    const handle = `@${mention.username || `fid:${mention.fid}`}`;
    return [{ fid: mention.fid, position, handle, ...(mention.username ? { username: mention.username } : {}) }];
  });
}

function toEmbeds(raw: CastWire['embeds']): Embeds {
  const images: string[] = [];
  const urls: string[] = [];
  const hashes: CastHash[] = [];
  const previews: Record<string, LinkPreview> = {};
  for (const entry of raw?.images ?? []) {
    const embed = tryParse(embedWireSchema, entry);
    const url = typeof embed === 'string' ? embed : embed?.url;
    if (url) images.push(url);
  }
  for (const entry of raw?.urls ?? []) {
    const embed = tryParse(embedWireSchema, entry);
    if (embed === null) continue;
    if (typeof embed === 'string') {
      urls.push(embed);
      continue;
    }
    const hash = embed.hash || embed.castId?.hash;
    const url = embed.url || embed.openGraph?.url;
    if (embed.type === 'castId' || (hash && !url)) {
      if (hash) hashes.push(castHashOf(hash));
    } else if (url) {
      urls.push(url);
      const og = embed.openGraph;
      if (og?.title) previews[url] = { url, title: og.title, description: og.description || null, image: og.image || null, siteName: og.siteName || og.domain || null, miniapp: null };
    }
  }
  const quotes = (raw?.quoteCasts ?? []).flatMap((entry) => {
    const quote = entry == null ? null : tryParse(castSchema, entry);
    return quote === null ? [] : [quote];
  });
  const included = new Set(quotes.map((quote) => quote.hash));
  const embeds: Embeds = { images, urls, quotes, quoteHashes: hashes.filter((hash) => !included.has(hash)) };
  if (Object.keys(previews).length > 0) embeds.previews = previews;
  return embeds;
}

export const castSchema: SchemaOf<Cast> = v.pipe(castWireSchema, v.transform(toCast));
