import type { Page, Route } from '@playwright/test';
import { expectSignedIn, openAccountMenu, pressSignIn, signInWithWallet, signOut } from './support/appSteps';
import { test, expect } from './support/fixtures';

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

test("each account's reads are kept apart, and signing out forgets the account's", async ({ page, wallet }) => {
  await page.goto('/?feed=latest');
  await signInWithWallet(page);
  await expect(page.getByRole('feed').locator('article').first()).toBeVisible();
  const signedIn = async () => (await keptRecords(page)).filter((record) => !record.name.endsWith(' signed-out'));
  await expect.poll(async () => (await signedIn()).map((record) => record.viewers.length)).toEqual([1]);
  const [firstAccount] = await signedIn();

  await openAccountMenu(page);
  await page.getByRole('button', { name: 'Add another account' }).click();
  await wallet.switchAccount(1);
  await pressSignIn(page);
  await expectSignedIn(page, bob);
  await expect(page.getByRole('feed').locator('article').first()).toBeVisible();
  await expect.poll(async () => (await signedIn()).map((record) => record.viewers.length)).toEqual([1, 1]);
  // Each account's record holds its own reads only: the FID its name ends with is the only viewer in it.
  const records = await signedIn();
  for (const record of records) expect(record.viewers, record.name).toEqual([record.name.split(':').at(-1)]);
  const secondAccount = records.find((record) => record.name !== firstAccount!.name)!;
  expect(secondAccount.viewers).not.toEqual(firstAccount!.viewers);

  // The second account signs out: nothing of it is left, the first account's (still signed in here) stays.
  await signOut(page);
  await expect.poll(async () => (await keptRecords(page)).flatMap((record) => record.viewers)).not.toContain(secondAccount.viewers[0]);
  expect((await signedIn()).map((record) => record.name)).toEqual([firstAccount!.name]);
});
