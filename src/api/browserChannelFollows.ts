import { AppError } from '../errors/appError';
import { parseChannelKey } from './ids';
import type { Fid } from './model';

/**
 * Channel follows kept in this browser, for a gateway that keeps none (the public service): channel
 * ids per account in localStorage, latest followed first. Ids only; never a token or a key.
 */

/** As many as the local gateway keeps per account. */
export const MAX_BROWSER_CHANNEL_FOLLOWS = 1_000;

const PREFIX = 'castline.channelFollows.';

export const browserChannelFollowsKey = (account: Fid): string => PREFIX + account;

/** The account's followed channel ids, latest first; what is stored but is not a list of ids counts as none. */
export function followedHere(storage: Storage, account: Fid): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(browserChannelFollowsKey(account)) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return [...new Set(parsed.flatMap((value) => parseChannelKey(value) ?? []))];
}

function save(storage: Storage, account: Fid, keys: readonly string[]): void {
  if (keys.length === 0) storage.removeItem(browserChannelFollowsKey(account));
  else storage.setItem(browserChannelFollowsKey(account), JSON.stringify(keys));
}

export const isFollowedHere = (storage: Storage, account: Fid, key: string): boolean => followedHere(storage, account).includes(key);

/** Follows the channel, on top; one followed already keeps its place, as the gateway does. */
export function followHere(storage: Storage, account: Fid, key: string): void {
  const keys = followedHere(storage, account);
  if (keys.includes(key)) return;
  if (keys.length >= MAX_BROWSER_CHANNEL_FOLLOWS) {
    throw new AppError('invalid-input', `At most ${MAX_BROWSER_CHANNEL_FOLLOWS.toLocaleString('en')} channels in this browser: leave some to follow more.`);
  }
  save(storage, account, [key, ...keys]);
}

export function unfollowHere(storage: Storage, account: Fid, key: string): void {
  const keys = followedHere(storage, account);
  if (keys.includes(key)) save(storage, account, keys.filter((followed) => followed !== key));
}
