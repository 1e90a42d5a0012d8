import { shortAddress } from './shortAddress';

type Named = { fid: string; username: string; displayName: string };

const ADDRESS = /^0x[0-9a-f]{40}$/i;

/** True when the name is only a wallet address, as an L2 account's default username is. */
export function isAddressName(name: string): boolean {
  return ADDRESS.test(name.trim());
}

/** What to call a person: their display name, else their username, else a short address or `FID n`. */
export function displayName(user: Named): string {
  const display = user.displayName.trim();
  if (display && !isAddressName(display)) return display;
  if (user.username && !isAddressName(user.username)) return user.username;
  return identityName(user.fid);
}

/** The username, or null when the only username is the raw address (it says nothing a name would). */
export function handleName(user: Pick<Named, 'username'>): string | null {
  return user.username && !isAddressName(user.username) ? user.username : null;
}

/** `@username`, or null when the only username is the raw address. */
export function handle(user: Pick<Named, 'username'>): string | null {
  const name = handleName(user);
  return name === null ? null : `@${name}`;
}

/** How a person is pointed to in running text ("Replying to …", "Reply to …"): `@username`, else their name. */
export function mentionName(user: Named): string {
  return handle(user) ?? displayName(user);
}

/** A FID as a name: `FID 7`, or `0x1234…abcd` for an L2 account (its FID is its address). */
export function identityName(fid: string): string {
  return isAddressName(fid) ? shortAddress(fid) : `FID ${fid}`;
}
