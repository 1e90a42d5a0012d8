import type { UserRow } from '../store/rows';
import type { Store } from '../store/store';
import type { NetworkReader } from './networkReader';

const blank = (user: UserRow) => user.username === `fid${user.fid}` && user.display_name === '' && user.bio === '' && user.pfp_url === '';

/**
 * A Farcaster account signing in here for the first time brings its profile from the network: the
 * gateway's blank account (`fid<N>`, no fields) takes the node's username, display name, bio and
 * picture. Only a blank account is filled, so nothing set through this gateway is overwritten; a
 * username another account here already holds is left out. A node that cannot answer leaves the
 * account as it was: the sign-in goes on regardless.
 */
export async function adoptNetworkProfile(store: Store, network: NetworkReader, user: UserRow): Promise<void> {
  if (!blank(user) || !/^\d+$/.test(user.fid)) return;
  const read = await network.profile(Number(user.fid)).catch(() => null);
  if (!read) return;
  await store.db.transaction(async () => {
    const current = await store.users.byFid(user.fid);
    if (!current || !blank(current)) return;
    if (read.username !== current.username && !(await store.users.byUsername(read.username))) await store.users.update(current.id, 'username', read.username);
    await store.users.update(current.id, 'display_name', read.display_name);
    await store.users.update(current.id, 'bio', read.bio);
    await store.users.update(current.id, 'pfp_url', read.pfp_url);
    await store.users.update(current.id, 'url', read.url);
  });
}
