import { blake3 } from '@noble/hashes/blake3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { getAddress } from 'viem';
import { LINK_CARDS } from '../assets/artwork';
import { DEMO_APP_PATH } from '../miniapp-demo/page';
import type { DatabaseSignerRegistry } from '../l1/databaseRegistry';
import type { EncodedCastText } from '../../src/farcaster/castText';
import { bulkRows, type BulkRows } from './bulk';
import { encodeParts, type TextPart } from './castParts';
import type { StoredEmbeds } from '../store/rows';
import { LIKE, RECAST } from '../store/rows';
import type { Store } from '../store/store';
import * as words from './demoContent';
import { demoIdentities } from './identities';
import { seededRandom, type Random } from './random';


export const CHANNEL_KEYS = ['farcaster', 'dev', 'art', 'music', 'photography', 'books'] as const;
export const channelUrl = (key: string): string => `https://warpcast.com/~/channel/${key}`;

const MINUTE = 60_000;
/**
 * The demo network's clock stops a few minutes before it is seeded: the demo reads as recent, and what
 * a person posts today lands on top of it rather than above a year-old feed. Everything else (names,
 * texts, hashes, who follows and likes whom) is the same on every run.
 */
export const DEMO_END = Math.floor(Date.now() / MINUTE) * MINUTE - 5 * MINUTE;
const SPAN = 6 * 7 * 24 * 3600_000;
const L1_USERS = 240;
const L2_USERS = 12;
const CASTS = 6000;

export interface SeedUser {
  id: number;
  fid: string;
  username: string;
}

export const demoCastHash = (label: string): string => `0x${bytesToHex(blake3(utf8ToBytes(`castline demo cast ${label}`), { dkLen: 20 }))}`;

/** The prefix of the one cast (by FID 1) whose text and embeds carry script, event-handler and javascript: payloads. */
export const HOSTILE_CAST_PREFIX = 'Hostile test:';

export async function seedDemo(store: Store, registry: DatabaseSignerRegistry): Promise<void> {
  const random = seededRandom(20250601);
  await store.db.transaction(async () => {
    const rows = bulkRows(store);
    const users = await createUsers(store, registry, random);
    createFollows(rows, users, random);
    await rows.write();
    const casts = createCasts(rows, users, random);
    const castIds = await rows.write();
    createReactions(rows, users, casts, castIds, random);
    await rows.write();
    createMiniAppCast(rows, users);
    await rows.write();
  });
}

/** The text of the cast (by FID 1, the newest of all) that embeds the gateway's demo Mini App. */
export const MINIAPP_CAST_TEXT = 'Try the demo Mini App: it runs right here in Castline.';

// Written after everything else, so the rest of the demo data stays as it was.
function createMiniAppCast(rows: BulkRows, users: SeedUser[]): void {
  insertCast(rows, [], users[0]!, { text: MINIAPP_CAST_TEXT, mentions: [], mentionsPositions: [] }, {
    embeds: { images: [], urls: [DEMO_APP_PATH], quotes: [] },
    parent: null,
    parentUrl: null,
    timestamp: DEMO_END - MINUTE,
    label: 'miniapp-demo',
  });
}

function uniqueName(random: Random, taken: Set<string>): string {
  for (;;) {
    const base = random.pick(words.FIRST_NAMES);
    const name = random.chance(0.5) ? `${base}${random.pick(words.LAST_NAMES).toLowerCase()}` : `${base}${random.between(1, 999)}`;
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
}

const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

async function createUsers(store: Store, registry: DatabaseSignerRegistry, random: Random): Promise<SeedUser[]> {
  const taken = new Set<string>(demoIdentities.map((d) => d.username));
  const users: SeedUser[] = [];
  for (let i = 0; i < L1_USERS + L2_USERS; i++) {
    const identity = demoIdentities[i];
    const external = i >= L1_USERS;
    const fid = external ? `0x${random.hex(20)}` : String(i + 1);
    const username = identity?.username ?? uniqueName(random, taken);
    const custody = external ? null : (identity?.custodyAddress ?? getAddress(`0x${random.hex(20)}`));
    const mentioned = users.length > 0 && random.chance(0.2) ? random.pick(users) : null;
    const bio = random.pick(words.BIO_TEMPLATES) + (mentioned ? ` · friends with @${mentioned.username}` : '');
    const id = await store.users.insert({
      fid,
      external,
      custodyAddress: custody,
      username,
      displayName: `${capitalise(username.replace(/\d+$/, ''))} ${random.pick(words.LAST_NAMES)}`,
      bio,
      bioMentions: mentioned ? [mentioned.fid] : [],
      pfpUrl: `/static/pfp/${username}.svg`,
      url: '',
      registeredAt: DEMO_END - SPAN - random.between(1, 900) * 24 * 3600_000,
    });
    if (custody) await registry.registerFid(i + 1, custody);
    if (identity) await registry.setSigner(identity.fid, identity.signerPublicKey, true);
    users.push({ id, fid, username });
  }
  return users;
}

/** Low indexes are the popular accounts: a square skews picks towards them. */
const popular = (random: Random, users: readonly SeedUser[]): SeedUser =>
  users[Math.floor(users.length * random.next() ** 2)]!;

function createFollows(rows: BulkRows, users: SeedUser[], random: Random): void {
  users.forEach((user, index) => {
    const wanted = index < demoIdentities.length ? random.between(25, 45) : random.between(4, 50);
    const targets = new Set<SeedUser>();
    if (index < demoIdentities.length) users.slice(0, demoIdentities.length).forEach((u) => targets.add(u));
    while (targets.size < wanted + 1) targets.add(popular(random, users));
    targets.delete(user);
    for (const target of targets) rows.follow(user.id, target.id, DEMO_END - random.int(SPAN * 2));
  });
}

interface PlannedCast {
  author: SeedUser;
  timestamp: number;
}

function planCasts(users: SeedUser[], random: Random): PlannedCast[] {
  const planned: PlannedCast[] = [];
  const start = DEMO_END - SPAN;
  const at = () => start + random.int(SPAN / MINUTE) * MINUTE;
  users.slice(0, demoIdentities.length).forEach((author) => {
    for (let i = 0; i < 40; i++) planned.push({ author, timestamp: at() });
  });
  // A burst sharing one millisecond, so paging must break ties on something besides time.
  const burst = DEMO_END - 3 * 24 * 3600_000 + 123;
  for (let i = 0; i < 60; i++) planned.push({ author: popular(random, users), timestamp: burst });
  while (planned.length < CASTS) planned.push({ author: popular(random, users), timestamp: at() });
  return planned.sort((a, b) => a.timestamp - b.timestamp);
}

function castText(random: Random, users: readonly SeedUser[], author: SeedUser, reply: boolean): TextPart[] {
  if (reply && random.chance(0.7)) return [random.pick(words.REPLIES)];
  if (random.chance(0.06)) return [random.pick(words.INTERNATIONAL)];
  const sentence = `${random.pick(words.OPENERS)} ${random.pick(words.TOPICS)}. ${random.pick(words.CLOSERS)}`.trim();
  if (!random.chance(0.15)) return [sentence];
  const other = popular(random, users);
  if (other === author) return [sentence];
  return random.chance(0.5) ? [`${sentence} cc `, { mention: other.fid }] : [{ mention: other.fid }, ` ${sentence}`];
}

function embedsFor(random: Random, index: number, earlier: readonly SeedCast[]): StoredEmbeds {
  const embeds: StoredEmbeds = { images: [], urls: [], quotes: [] };
  if (random.chance(0.1)) embeds.images.push(`/static/img/demo-${index}.svg`);
  if (random.chance(0.08)) embeds.urls.push(`/static/link/${random.pick(LINK_CARDS).slug}`);
  if (earlier.length > 0 && random.chance(0.03)) embeds.quotes.push(random.pick(earlier).hash);
  return embeds;
}

function createCasts(rows: BulkRows, users: SeedUser[], random: Random): SeedCast[] {
  const casts: SeedCast[] = [];
  planCasts(users, random).forEach((plan, index) => {
    const window = casts.slice(-400);
    const parent = window.length > 0 && random.chance(0.3) ? random.pick(window) : null;
    const parts = castText(random, users, plan.author, parent !== null);
    const channel = !parent && random.chance(0.35) ? channelUrl(random.pick(CHANNEL_KEYS)) : null;
    const embeds = embedsFor(random, index, window);
    insertCast(rows, casts, plan.author, encodeParts(parts), { embeds, parent, parentUrl: channel, timestamp: plan.timestamp, label: String(index) });
  });
  const [alice, bob, carol, dave, erin] = users as [SeedUser, SeedUser, SeedUser, SeedUser, SeedUser];
  const special: { author: SeedUser; parts: TextPart[]; embeds?: Partial<StoredEmbeds> }[] = [
    {
      author: alice,
      parts: [`${HOSTILE_CAST_PREFIX} <script>alert(1)</script> <img src=x onerror=alert(1)> javascript:alert(1)`],
      embeds: { urls: ['javascript:alert(1)'], images: ['javascript:alert(1)'] },
    },
    { author: alice, parts: ['🤓 ', { mention: bob.fid }, ' と ', { mention: carol.fid }, ' 👨‍👩‍👧 ok'] },
    { author: alice, parts: [{ mention: bob.fid }, { mention: carol.fid }, ' adjacent mentions, 中文 and emoji 🎉'] },
    { author: alice, parts: [{ mention: dave.fid }, ' hello from the start and the end ', { mention: erin.fid }] },
    { author: bob, parts: ['replying in CJK: こんにちは ', { mention: alice.fid }] },
  ];
  special.forEach(({ author, parts, embeds }, i) => {
    insertCast(rows, casts, author, encodeParts(parts), {
      embeds: { images: [], urls: [], quotes: [], ...embeds },
      parent: null,
      parentUrl: null,
      timestamp: DEMO_END - (10 - i) * MINUTE,
      label: `special-${i}`,
    });
  });
  return casts;
}

interface SeedCast {
  hash: string;
  authorId: number;
  threadHash: string;
  timestamp: number;
}

function insertCast(
  rows: BulkRows,
  casts: SeedCast[],
  author: SeedUser,
  text: EncodedCastText,
  place: { embeds: StoredEmbeds; parent: SeedCast | null; parentUrl: string | null; timestamp: number; label: string },
): void {
  const hash = demoCastHash(place.label);
  const threadHash = place.parent?.threadHash ?? hash;
  rows.cast({
    hash,
    authorId: author.id,
    text: text.text,
    mentions: text.mentions,
    mentionsPositions: text.mentionsPositions,
    embeds: JSON.stringify(place.embeds),
    parentHash: place.parent?.hash ?? null,
    parentAuthorId: place.parent?.authorId ?? null,
    parentUrl: place.parentUrl,
    threadHash,
    timestamp: place.timestamp,
    external: author.fid.startsWith('0x'),
  });
  casts.push({ hash, authorId: author.id, threadHash, timestamp: place.timestamp });
}

function createReactions(rows: BulkRows, users: SeedUser[], casts: SeedCast[], castIds: Map<string, number>, random: Random): void {
  for (const cast of casts) {
    const castId = castIds.get(cast.hash)!;
    const likes = Math.floor(random.next() ** 3 * 30);
    for (let i = 0; i < likes; i++) {
      const when = Math.min(DEMO_END, cast.timestamp + random.int(3 * 24 * 60) * MINUTE);
      rows.react(castId, LIKE, popular(random, users).id, when);
      if (random.chance(0.2)) rows.react(castId, RECAST, popular(random, users).id, when);
    }
  }
}
