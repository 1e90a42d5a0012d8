import type { Page, Route } from '@playwright/test';
import { GATEWAY_READS_CACHE, keptReadAccount } from '../src/config/offlineCache';
import { accessTokenOf, allStoredText, expectSignedIn, openAccountMenu, pressSignIn, signInWithWallet, signOut } from './support/appSteps';
import { test, expect } from './support/fixtures';
import { cacheEntries, workerInControl } from './support/serviceWorker';
import { SAME_IN_BOTH_MODES } from './support/modeTags';

const bob = /0x7099…79C8/i;

/** The reads the app keeps on this device: each record's name, and the viewers its reads were made for. */
async function keptRecords(page: Page): Promise<{ name: string; viewers: string[] }[]> {
  return page.evaluate(async () => {
    // Opening a database that is not there would make an empty one, which the app would then not set up.
    if (!(await indexedDB.databases()).some((db) => db.name === 'castline-kept-reads')) return [];
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('castline-kept-reads');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const store = db.transaction('reads').objectStore('reads');
    const ask = <T,>(request: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const [names, records] = await Promise.all([ask(store.getAllKeys()), ask(store.getAll())]);
    db.close();
    return names.map((name, i) => ({
      name: String(name),
      viewers: [...new Set((records[i] as { state: { queries: { queryKey: unknown[] }[] } }).state.queries.map((query) => String(query.queryKey[1])))],
    }));
  });
}

const signedInRecords = async (page: Page) => (await keptRecords(page)).filter((record) => !record.name.endsWith(' signed-out'));

/** The accounts the service worker keeps gateway answers for. */
async function workerAccounts(page: Page): Promise<Set<string>> {
  const entries = await cacheEntries(page, []);
  return new Set(entries.flatMap((entry) => (entry.cache === GATEWAY_READS_CACHE ? [keptReadAccount(entry.url) ?? 'signed out'] : [])));
}

/** Every object in `body` whose `hash` is `hash` left out of the arrays that list it. */
function without(body: unknown, hash: string): unknown {
  if (Array.isArray(body)) return body.filter((item) => (item as { hash?: unknown } | null)?.hash !== hash).map((item) => without(item, hash));
  if (typeof body !== 'object' || body === null) return body;
  return Object.fromEntries(Object.entries(body).map(([key, value]) => [key, without(value, hash)]));
}

test("a reload shows the kept home feed before the gateway answers, then the gateway's fresh one", async ({ page, gateway }) => {
  await page.goto('/');
  const first = page.getByRole('feed', { name: 'Latest casts' }).locator('article').first();
  await expect(first).toBeVisible();
  const newest = (await first.getAttribute('data-cast-key'))!.split('>')[0]!;
  await expect.poll(async () => (await keptRecords(page)).map((record) => record.viewers)).toEqual([['anon']]);

  // Every read of the reloaded page waits at the gateway until the kept feed has been seen; then the
  // gateway answers, no longer listing the newest cast.
  let holding = true;
  const held: Route[] = [];
  const answer = async (route: Route) => {
    const response = await route.fetch();
    const json = response.headers()['content-type']?.includes('json') ? without(await response.json(), newest) : undefined;
    await (json === undefined ? route.fulfill({ response }) : route.fulfill({ response, json }));
  };
  // A read the page gave up on while it waited is answered by no one.
  const answerOrDrop = (route: Route) => answer(route).catch(() => {});
  await page.route(`${gateway.url}/**`, (route) => (route.request().method() !== 'GET' ? route.continue() : holding ? void held.push(route) : answerOrDrop(route)));
  await page.reload();
  await expect(first).toHaveAttribute('data-cast-key', new RegExp(`^${newest}`));
  expect(held.length).toBeGreaterThan(0);

  holding = false;
  await Promise.all(held.splice(0).map(answerOrDrop));
  await expect(first).not.toHaveAttribute('data-cast-key', new RegExp(`^${newest}`));
  await expect(first).toBeVisible();
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test("each account's kept reads are its own, online and offline, and its sign-out leaves none of them on the device", { tag: SAME_IN_BOTH_MODES }, async ({ page, context, wallet }) => {
    await page.goto('/?feed=latest');
    await workerInControl(page);
    await expect.poll(async () => (await keptRecords(page)).map((record) => record.viewers)).toEqual([['anon']]);
    const token = await accessTokenOf(await signInWithWallet(page));
    // The first account likes a cast: a view of it only that account may see.
    const liked = page.getByRole('feed').locator('article').first();
    const likedKey = (await liked.getAttribute('data-cast-key'))!;
    // The newest item may be a reply drawn under its parent, one article with two Like buttons: the first is liked.
    const likeOf = (on: Page) => on.locator(`article[data-cast-key="${likedKey}"]`).first().getByRole('button', { name: /^Like \(/ }).first();
    const like = likeOf(page);
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(async () => (await signedInRecords(page)).map((record) => record.viewers.length)).toEqual([1]);
    const [firstAccount] = await signedInRecords(page);
    expect(await allStoredText(page)).not.toContain(token);

    await openAccountMenu(page);
    await page.getByRole('button', { name: 'Add another account' }).click();
    await wallet.switchAccount(1);
    const beforeSecond = await workerAccounts(page);
    await pressSignIn(page);
    await expectSignedIn(page, bob);
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(async () => (await signedInRecords(page)).map((record) => record.viewers.length)).toEqual([1, 1]);
    // Each account's record holds its own reads only: the account its name ends with is the only viewer in it.
    const records = await signedInRecords(page);
    for (const record of records) expect(record.viewers, record.name).toEqual([record.name.split(':').at(-1)]);
    const secondAccount = records.find((record) => record.name !== firstAccount!.name)!;
    await expect.poll(async () => (await workerAccounts(page)).size).toBeGreaterThan(beforeSecond.size);
    const secondInWorker = [...(await workerAccounts(page))].filter((account) => !beforeSecond.has(account));

    // Offline, a new tab handed the second account's session opens with that account's kept reads: never the first account's like.
    await context.setOffline(true);
    const tab = await context.newPage();
    await tab.goto('/?feed=latest');
    await expectSignedIn(tab, bob);
    await expect(likeOf(tab)).toBeVisible();
    await expect(likeOf(tab)).toHaveAttribute('aria-pressed', 'false');
    await tab.close();
    await context.setOffline(false);

    // The second account signs out: nothing of it is left on the device, the first account's (still signed in here) stays.
    await signOut(page);
    await expect.poll(async () => (await keptRecords(page)).map((record) => record.name)).not.toContain(secondAccount.name);
    expect((await signedInRecords(page)).map((record) => record.name)).toEqual([firstAccount!.name]);
    await expect.poll(async () => [...(await workerAccounts(page))].filter((account) => secondInWorker.includes(account))).toEqual([]);

    // A reload offline opens signed out, with the kept public reads: the like is no one's to see there.
    await context.setOffline(true);
    await page.reload();
    await expect(like).toBeVisible();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
  });
});
