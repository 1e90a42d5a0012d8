import { expect, type Page, type Response } from '@playwright/test';

/** Opens the wallet dialog and connects the wallet listed under `walletName`. */
export async function connectWallet(page: Page, walletName = 'MetaMask') {
  await page.getByRole('button', { name: /connect wallet/i }).click();
  const dialog = page.getByRole('dialog', { name: /connect a wallet/i });
  await dialog.getByRole('button', { name: new RegExp(walletName, 'i') }).click();
  await expect(page.getByRole('dialog', { name: /sign in to castline/i })).toBeVisible();
}

/** Presses "Sign in" (or "Try again") in the open dialog and returns the gateway's authenticate response. */
/**
 * Presses Sign in in the sign-in dialog. `answer` settles with the gateway's answer to the signed message,
 * or null when none comes within 10 s (a declined signature, a gateway out of reach): only a test that
 * reads the answer waits for it.
 */
export async function pressSignIn(page: Page): Promise<{ answer: Promise<Response | null> }> {
  const dialog = page.getByRole('dialog', { name: /sign in to castline/i });
  const answer = page.waitForResponse((r) => /\/auth\/v[12]\/authenticate/.test(r.url()) && r.status() !== 404, { timeout: 10_000 }).catch(() => null);
  await dialog.getByRole('button', { name: /^(sign in|try again)$/i }).click();
  return { answer };
}

export async function expectSignedIn(page: Page, who: RegExp | string) {
  await expect(page.getByTestId('signed-in-as')).toContainText(who);
}

export async function signInWithWallet(page: Page) {
  // After a reload of the only tab the app offers to continue as the last account: one click, one signature.
  const resume = page.getByRole('banner').getByRole('button', { name: /^continue as/i });
  await expect(resume.or(page.getByRole('button', { name: /connect wallet/i }))).toBeVisible();
  if (await resume.isVisible()) {
    const response = page.waitForResponse((r) => /\/auth\/v[12]\/authenticate/.test(r.url()) && r.status() !== 404, { timeout: 10_000 }).catch(() => null);
    await resume.click();
    await expect(page.getByTestId('signed-in-as')).toBeVisible();
    return response;
  }
  await connectWallet(page);
  const { answer } = await pressSignIn(page);
  await expect(page.getByTestId('signed-in-as')).toBeVisible();
  return answer;
}

/** Everything the page keeps in storage and cookies, as one string, to look for secrets in. */
export async function allStoredText(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  const stored = await page.evaluate(async () => {
    const dump = (s: Storage) => Object.keys(s).map((k) => `${k}=${s.getItem(k)}`).join('\n');
    const idb: string[] = [];
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name!);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const all = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(store).objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        idb.push(JSON.stringify(all));
      }
      db.close();
    }
    return [dump(localStorage), dump(sessionStorage), ...idb, document.cookie].join('\n');
  });
  return `${stored}\n${cookies.map((c) => `${c.name}=${c.value}`).join('\n')}`;
}

/** The access token in a gateway's authenticate response (either family). */
export async function accessTokenOf(response: Response | null): Promise<string> {
  const body = (await response?.json()) as { accessToken?: string; result?: { accessToken?: string } } | undefined;
  const token = body?.accessToken ?? body?.result?.accessToken;
  if (!token) throw new Error(`no access token in ${JSON.stringify(body)}`);
  return token;
}

/** Opens the account menu in the header. */
export async function openAccountMenu(page: Page) {
  const button = page.getByRole('banner').getByRole('button', { name: /^(account:|accounts$)/i });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
}

export async function signOut(page: Page) {
  await openAccountMenu(page);
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
}

/**
 * Goes to `path` inside the running app, as a link would: no reload, so the session stays. The entry
 * gets a history key of its own, as the router gives each link it follows, so it opens as a new screen
 * and not as a return to another entry pushed this way.
 */
export async function goInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`));
}
