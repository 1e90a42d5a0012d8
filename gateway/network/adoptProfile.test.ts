import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAccount } from '../store/effects';
import { sendJson, startHostileNode, type HostileNode } from '../testing/hostileNode';
import { testStore } from '../testing/testStore';
import { adoptNetworkProfile } from './adoptProfile';
import { networkReader } from './networkReader';
import { nodeClient } from './nodeClient';

type Profile = Partial<Record<'USERNAME' | 'DISPLAY' | 'BIO' | 'PFP' | 'URL', string>>;

/** A node's `userDataByFid` answer for `profile`, one message a field, as Snapchain's JSON has them. */
const userDataOf = (fid: number, profile: Profile) => ({
  messages: Object.entries(profile).map(([type, value], i) => ({
    data: { type: 'MESSAGE_TYPE_USER_DATA_ADD', fid, timestamp: 1000 + i, userDataBody: { type: `USER_DATA_TYPE_${type}`, value } },
    hash: `0x${(fid * 10 + i).toString(16).padStart(40, '0')}`,
  })),
  nextPageToken: '',
});

describe('the profile a first FID sign-in takes from the node', () => {
  const profiles = new Map<number, Profile>();
  let node: HostileNode;
  beforeAll(async () => {
    node = await startHostileNode((_req, res, url) => {
      const fid = Number(url.searchParams.get('fid'));
      sendJson(res, 200, url.pathname === '/v1/userDataByFid' ? userDataOf(fid, profiles.get(fid) ?? {}) : { messages: [], nextPageToken: '' });
    });
  });
  afterAll(() => node.close());

  /** A FID's blank account on a new store after it adopted `profile` from the node. */
  async function adopted(fid: number, profile: Profile, others: Record<string, string> = {}) {
    profiles.set(fid, profile);
    const { store, user } = await testStore();
    for (const [otherFid, username] of Object.entries(others)) await user(otherFid, username);
    const account = await ensureAccount(store, String(fid), '0x' + '1'.repeat(40), 0);
    await adoptNetworkProfile(store, networkReader(nodeClient(store.nodeReads, { hubUrl: node.url }), store.nodeReads), account);
    return (await store.users.byFid(String(fid)))!;
  }

  it('leaves out, each on its own, what a user data message could not set: another FID\'s default name, oversized fields', async () => {
    const row = await adopted(5300, {
      USERNAME: 'fid1',
      DISPLAY: 'd'.repeat(400),
      BIO: 'b'.repeat(5000),
      PFP: `https://example.com/${'p'.repeat(300)}.png`,
      URL: 'https://example.com/me',
    });
    expect(row).toMatchObject({ username: 'fid5300', display_name: '', bio: '', pfp_url: '', url: 'https://example.com/me' });
  });

  it('leaves out a name in a form no message may take, and one another account here holds', async () => {
    expect(await adopted(5301, { USERNAME: 'Not A Name', DISPLAY: 'Five' })).toMatchObject({ username: 'fid5301', display_name: 'Five' });
    expect(await adopted(5302, { USERNAME: 'held', BIO: 'Mine' }, { '7': 'held' })).toMatchObject({ username: 'fid5302', bio: 'Mine' });
  });

  it('takes fields at the limits whole, and a bio\'s @names of accounts here as its mentions', async () => {
    const row = await adopted(5303, {
      USERNAME: 'nova-net.eth',
      DISPLAY: 'é'.repeat(16),
      BIO: `Hi @alice, @nobody ${'x'.repeat(256 - 'Hi @alice, @nobody '.length)}`,
      PFP: `https://example.com/${'p'.repeat(256 - 'https://example.com/'.length)}`,
    }, { '8': 'alice' });
    expect(row).toMatchObject({ username: 'nova-net.eth', display_name: 'é'.repeat(16), bio_mentions: '["8"]' });
    expect([Buffer.byteLength(row.bio), row.pfp_url.length]).toEqual([256, 256]);
  });
});
