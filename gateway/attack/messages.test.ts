import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { farcasterNow, signedMessageJson, startTestGateway, type TestGateway } from '../testing/testGateway';
import { acceptedHash, castBody, databaseDigest, hashBytes, json, l1Author, l2Author, MODES, send, type Author } from './support';

const UNKNOWN_HASH = { fid: 1, hash: new Uint8Array(20).fill(1) };

describe.each(MODES)('message rules (%s)', (compat) => {
  let gw: TestGateway;
  let alice: Author;
  let l2: Author;
  let aliceCast: string;
  beforeAll(async () => {
    gw = await startTestGateway({ compat, seed: 'scale:10' });
    [alice, l2] = await Promise.all([l1Author(gw, 1), l2Author(gw)]);
    aliceCast = await acceptedHash(send(gw, alice, { type: 1, ...castBody('a cast to act on') }));
  });
  afterAll(() => gw.dispose());

  // [label, message data, expected status, extra submit fields]
  const rules = (): [string, object, number, object?][] => [
    ['cast text over 1024 bytes', { type: 1, ...castBody('é'.repeat(513)) }, 400],
    ['more than 10 mentions', { type: 1, ...castBody('hi', { mentions: Array(11).fill(2), mentionsPositions: Array(11).fill(0) }) }, 400],
    ['mentions without positions', { type: 1, ...castBody('hi', { mentions: [2], mentionsPositions: [] }) }, 400],
    ['a position past the text', { type: 1, ...castBody('hi', { mentions: [2], mentionsPositions: [3] }) }, 400],
    ['more than 4 embeds', { type: 1, ...castBody('hi', { embeds: Array(5).fill({ url: 'https://x.example' }) }) }, 400],
    ['a parent cast and a parent URL', { type: 1, ...castBody('hi', { parentCastId: UNKNOWN_HASH, parentUrl: 'https://x.example' }) }, 400],
    ['an empty cast', { type: 1, ...castBody('') }, 400],
    ['a reply to an unknown cast', { type: 1, ...castBody('hi', { parentCastId: UNKNOWN_HASH }) }, 404],
    ['removing an unknown cast', { type: 2, castRemoveBody: { targetHash: UNKNOWN_HASH.hash } }, 404],
    ['a reaction of no known type', { type: 3, reactionBody: { type: 0, targetCastId: UNKNOWN_HASH } }, 400],
    ['a reaction to a URL', { type: 3, reactionBody: { type: 1, targetUrl: 'https://x.example' } }, 400],
    ['liking an unknown cast', { type: 3, reactionBody: { type: 1, targetCastId: UNKNOWN_HASH } }, 404],
    ['a link that is neither a follow nor a block', { type: 5, linkBody: { type: 'mute', targetFid: 2 } }, 400],
    ['blocking an unknown user', { type: 5, linkBody: { type: 'block', targetFid: 999_999 } }, 404],
    ['following an unknown user', { type: 5, linkBody: { type: 'follow', targetFid: 999_999 } }, 404],
    ['a display name over 32 bytes', { type: 11, userDataBody: { type: 2, value: 'x'.repeat(33) } }, 400],
    ['an invalid username', { type: 11, userDataBody: { type: 6, value: 'Not A Name' } }, 400],
    ["another user's username", { type: 11, userDataBody: { type: 6, value: 'bob' } }, 409],
    ['an unsupported type', { type: 7, verificationAddAddressBody: {} }, 400],
  ];

  it.each(['L1', 'L2'])('refuses each broken body of each type (%s), and stores nothing', async (layer) => {
    const author = layer === 'L1' ? alice : l2;
    const before = await databaseDigest(gw.db);
    for (const [label, data, status] of rules()) {
      const res = await send(gw, author, data);
      expect(res.status, label).toBe(status);
    }
    const removeOthers = await send(gw, author.dataFid === 0 ? l2 : await l1Author(gw, 2), { type: 2, castRemoveBody: { targetHash: hashBytes(aliceCast) } });
    expect(removeOthers.status, "removing another author's cast").toBe(403);
    expect(await databaseDigest(gw.db)).toBe(before);
  });

  it('refuses a follow of oneself, for L1 and L2', async () => {
    expect((await send(gw, alice, { type: 5, linkBody: { type: 'follow', targetFid: 1 } })).status).toBe(400);
    expect((await send(gw, l2, { type: 5, linkBody: { type: 'follow', targetFid: 0 } }, { bodyOverrides: { targetFid: l2.fid } })).status).toBe(400);
  });

  it.each(['L1', 'L2'])('refuses timestamps more than 10 minutes ahead (%s), accepts 9 minutes', async (layer) => {
    const author = layer === 'L1' ? alice : l2;
    const decade = await send(gw, author, { type: 1, ...castBody('from the future') }, { timestamp: farcasterNow() + 10 * 365 * 86400 });
    expect(decade.status).toBe(400);
    expect((await json<{ error: string }>(decade)).error).toMatch(/future/);
    expect((await send(gw, author, { type: 1, ...castBody('slightly ahead') }, { timestamp: farcasterNow() + 11 * 60 })).status).toBe(400);
    expect((await send(gw, author, { type: 1, ...castBody('a little ahead') }, { timestamp: farcasterNow() + 9 * 60 })).status).toBe(200);
  });

  it('limits bodyOverrides up front, commits nothing when refused, and echoes only what it used', async () => {
    // Too deep for JSON.stringify on either side, so it is written out by hand.
    const deep = `${'{"targetFid":'.repeat(20_000)}"1"${'}'.repeat(20_000)}`;
    const data = { type: 1, ...castBody('overrides under attack') };
    const timestamp = farcasterNow();
    const before = await databaseDigest(gw.db);
    const deepRes = await gw.post('/farcaster/v2/message', `{"message":${JSON.stringify(signedMessageJson({ fid: 0, timestamp, ...data }, l2.key))},"bodyOverrides":${deep}}`, l2.token);
    expect(deepRes.status).toBe(400);
    const bad = [
      { mentions: Array(11).fill('2') },
      { mentions: ['2'], extra: 'x'.repeat(10_000) },
      { targetCastId: { fid: '2', nested: {} } },
      { targetFid: 2 },
      [],
    ];
    for (const bodyOverrides of bad) {
      for (const author of [l2, alice]) {
        const res = await send(gw, author, data, { timestamp, bodyOverrides, isExternal: author !== alice });
        expect(res.status, JSON.stringify(bodyOverrides).slice(0, 60)).toBe(400);
      }
    }
    expect(await databaseDigest(gw.db)).toBe(before);
    const ok = await send(gw, l2, data, { timestamp, bodyOverrides: { mentions: [] } });
    expect(ok.status).toBe(200);
    if (compat === 'farquest') expect((await json<{ result: { bodyOverrides: unknown } }>(ok)).result.bodyOverrides).toEqual({ mentions: [] });
  });
});
