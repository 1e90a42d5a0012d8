import { expect, type Locator, type Page } from '@playwright/test';
import type { RunningGateway } from '../../gateway/server';

interface RawUser {
  fid: string | number;
  username?: string;
}

export interface RawCast {
  hash: string;
  text: string;
  parentHash?: string | null;
  threadHash?: string | null;
  author: RawUser;
  replies?: { count?: number };
  childCast?: RawCast | null;
}

interface RawPage {
  result: { casts?: RawCast[]; users?: (RawUser | null)[]; next?: string | null };
  next?: string | null;
}

/** GET a gateway read directly, with the API key, as the app would. */
export async function gatewayGet(gateway: RunningGateway, path: string, params: Record<string, string> = {}): Promise<RawPage> {
  const url = new URL(`/farcaster/v2/${path}`, gateway.url);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  const response = await fetch(url, { headers: { 'API-KEY': gateway.apiKey } });
  expect(response.ok, `${url} answered ${response.status}`).toBe(true);
  return (await response.json()) as RawPage;
}

/** Every item of a paged read, walking its cursors to the end; both shape families (where `next` lives differs). */
export async function walkGateway<K extends 'casts' | 'users'>(
  gateway: RunningGateway,
  path: string,
  params: Record<string, string>,
  field: K,
  pageSize = 100,
): Promise<NonNullable<RawPage['result'][K]>> {
  const items: unknown[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 500; pages++) {
    const page: RawPage = await gatewayGet(gateway, path, { ...params, limit: String(pageSize), ...(cursor ? { cursor } : {}) });
    items.push(...(page.result[field] ?? []));
    cursor = page.next ?? page.result.next ?? null;
    if (!cursor) return items as NonNullable<RawPage['result'][K]>;
  }
  throw new Error(`${path} did not end`);
}

/** The key the app lists a cast under: a folded reply makes the parent's record a different item. */
export const rawCastKey = (cast: RawCast) => (cast.childCast ? `${cast.hash}>${cast.childCast.hash}` : cast.hash);

/**
 * Scrolls a virtualised list to its end, recording the `attribute` of every row that passes
 * through the DOM (rows leave it again as they scroll away). Fails if one snapshot of the DOM
 * ever holds the same key twice.
 */
export async function collectWhileScrolling(page: Page, attribute: string, maxSteps = 400): Promise<{ seen: Set<string>; maxInDom: number }> {
  const seen = new Set<string>();
  let maxInDom = 0;
  for (let step = 0; step < maxSteps; step++) {
    const { keys, atEnd } = await page.evaluate((attr) => {
      const keys = [...document.querySelectorAll(`[${attr}]`)].map((el) => el.getAttribute(attr) ?? '');
      const end = document.querySelector('[data-testid="end-of-list"]');
      const atBottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 4;
      window.scrollBy(0, Math.round(window.innerHeight * 0.8));
      return { keys, atEnd: end !== null && atBottom };
    }, attribute);
    expect(new Set(keys).size, 'no row is in the DOM twice').toBe(keys.length);
    keys.forEach((k) => seen.add(k));
    maxInDom = Math.max(maxInDom, keys.length);
    if (atEnd) return { seen, maxInDom };
    await page.waitForTimeout(30);
  }
  throw new Error('the list never reached its end');
}

/** Waits until the window has stopped scrolling: unchanged over a quarter of a second. */
export async function windowAtRest(page: Page): Promise<void> {
  await expect
    .poll(async () => {
      const first = await page.evaluate(() => window.scrollY);
      await page.waitForTimeout(250);
      return (await page.evaluate(() => window.scrollY)) - first;
    })
    .toBe(0);
}

/**
 * The first cast card within `scope` whose paragraph holds no link, for opening a thread by clicking its
 * text: a click at the middle of a paragraph with a link in it could land on the link instead.
 */
export function cardWithoutLinks(page: Page, scope: Page | Locator = page): Locator {
  return scope.locator('article').filter({ hasNot: page.locator('p[dir="auto"] a') }).first();
}
