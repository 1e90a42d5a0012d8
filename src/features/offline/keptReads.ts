import { GATEWAY_READS_CACHE, keptReadAccount, SIGNED_IN_ACCOUNTS } from '../../config/offlineCache';

/**
 * Lists the accounts signed in here for the worker, which keeps no answer for another; at a sign-out,
 * then deletes the kept reads of every account not on the list, and with none left, every kept read,
 * those made signed out too (they still tell what this device looked at).
 */
export async function keepReadsOf(storage: CacheStorage, signedIn: readonly string[], signingOut: boolean): Promise<void> {
  if (signedIn.length === 0) {
    if (signingOut) await storage.delete(GATEWAY_READS_CACHE);
    else if (await storage.has(GATEWAY_READS_CACHE)) await (await storage.open(GATEWAY_READS_CACHE)).delete(SIGNED_IN_ACCOUNTS);
    return;
  }
  const cache = await storage.open(GATEWAY_READS_CACHE);
  await cache.put(SIGNED_IN_ACCOUNTS, new Response(JSON.stringify(signedIn), { headers: { 'Content-Type': 'application/json' } }));
  if (!signingOut) return;
  const gone = (await cache.keys()).filter((key) => {
    const account = keptReadAccount(key.url);
    return account !== null && !signedIn.includes(account);
  });
  await Promise.all(gone.map((key) => cache.delete(key)));
}

/**
 * Deletes every kept read whose key carries request headers: a worker that kept the request itself as
 * the key kept its bearer token and API key with it, on disk.
 */
export async function forgetKeysWithHeaders(storage: CacheStorage): Promise<void> {
  if (!(await storage.has(GATEWAY_READS_CACHE))) return;
  const cache = await storage.open(GATEWAY_READS_CACHE);
  const carrying = (await cache.keys()).filter((key) => [...key.headers].length > 0);
  await Promise.all(carrying.map((key) => cache.delete(key)));
}
