import { userDataProblem, type UserDataField } from '../../src/farcaster/userData';
import { ConflictError } from '../domainErrors';
import { setUserField } from '../store/effects';
import type { UserRow } from '../store/rows';
import type { Store } from '../store/store';
import type { UserField } from '../store/users';
import type { NetworkReader } from './networkReader';

const blank = (user: UserRow) => user.username === `fid${user.fid}` && user.display_name === '' && user.bio === '' && user.pfp_url === '';

/** The profile's columns, each with the user data field that sets it. */
const FIELDS: readonly (readonly [UserField, UserDataField])[] = [
  ['username', 'username'],
  ['display_name', 'display'],
  ['bio', 'bio'],
  ['pfp_url', 'pfp'],
  ['url', 'url'],
];

/**
 * A Farcaster account signing in here for the first time brings its profile from the network: the
 * gateway's blank account (`fid<N>`, no fields) takes the node's username, display name, bio, picture
 * and URL. Each value passes the rules of a user data message the gateway accepts (the protocol's
 * sizes, the username's form, a name neither held by another account here nor another FID's default)
 * or is left out, whole; the others are still taken. Only a blank account is filled, so nothing set
 * through this gateway is overwritten. A node that cannot answer leaves the account as it was: the
 * sign-in goes on regardless.
 */
export async function adoptNetworkProfile(store: Store, network: NetworkReader, user: UserRow): Promise<void> {
  if (!blank(user) || !/^\d+$/.test(user.fid)) return;
  const read = await network.profile(Number(user.fid)).catch(() => null);
  if (!read) return;
  await store.db.transaction(async () => {
    const current = await store.users.byFid(user.fid);
    if (!current || !blank(current)) return;
    for (const [column, field] of FIELDS) {
      const value = read[column];
      if (value === current[column] || userDataProblem(field, value) !== null) continue;
      await setUserField(store, current, column, value).catch((error: unknown) => {
        if (!(error instanceof ConflictError)) throw error;
      });
    }
  });
}
