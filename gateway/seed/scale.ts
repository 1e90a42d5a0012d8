import type { DatabaseSignerRegistry } from '../l1/databaseRegistry';
import type { Store } from '../store/store';
import { bulkRows } from './bulk';
import { CHANNEL_KEYS, channelUrl, demoCastHash, DEMO_END } from './demo';
import { demoIdentities } from './identities';
import { seededRandom } from './random';

const USERS = 1000;

/** A large, plain network for benchmarks: 1,000 users and `casts` casts; FIDs 1–10 are the demo identities. */
export async function seedScale(store: Store, registry: DatabaseSignerRegistry, casts: number): Promise<void> {
  const random = seededRandom(casts);
  await store.db.transaction(async () => {
    const ids: number[] = [];
    for (let fid = 1; fid <= USERS; fid++) {
      const identity = demoIdentities[fid - 1];
      const custody = identity?.custodyAddress ?? (`0x${random.hex(20)}` as const);
      const username = identity?.username ?? `user${fid}`;
      ids.push(
        await store.users.insert({
          fid: String(fid),
          external: false,
          custodyAddress: custody,
          username,
          displayName: `User ${fid}`,
          bio: `bio of ${username}`,
          bioMentions: [],
          pfpUrl: `/static/pfp/${username}.svg`,
          url: '',
          registeredAt: DEMO_END - 365 * 24 * 3600_000,
        }),
      );
      await registry.registerFid(fid, custody);
      if (identity) await registry.setSigner(fid, identity.signerPublicKey, true);
    }
    const rows = bulkRows(store);
    ids.forEach((id) => {
      for (let i = 0; i < 20; i++) {
        const target = ids[random.int(ids.length)]!;
        if (target !== id) rows.follow(id, target, DEMO_END - random.int(1e9));
      }
    });
    const recent: { hash: string; authorId: number; threadHash: string }[] = [];
    for (let i = 0; i < casts; i++) {
      const authorId = ids[random.int(ids.length)]!;
      const hash = demoCastHash(`scale-${i}`);
      const parent = recent.length > 0 && random.chance(0.2) ? recent[random.int(recent.length)]! : null;
      const threadHash = parent?.threadHash ?? hash;
      rows.cast({
        hash,
        authorId,
        text: `cast number ${i} from the scale seed`,
        mentions: [],
        mentionsPositions: [],
        embeds: '{"images":[],"urls":[],"quotes":[]}',
        parentHash: parent?.hash ?? null,
        parentAuthorId: parent?.authorId ?? null,
        parentUrl: !parent && random.chance(0.1) ? channelUrl(CHANNEL_KEYS[random.int(CHANNEL_KEYS.length)]!) : null,
        threadHash,
        // Seconds, not minutes, apart: many casts share a timestamp at this size, as on a busy network.
        timestamp: DEMO_END - (casts - i) * 1000,
        external: false,
      });
      recent.push({ hash, authorId, threadHash });
      if (recent.length > 500) recent.shift();
    }
    await rows.write();
  });
}
