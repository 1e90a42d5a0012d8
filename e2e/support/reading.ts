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
 * through the DOM (rows leave it again as they scroll away). Each step is read once the list has
 * drawn its rows where the window is, and at the bottom once the next page (or the list's end) has
 * arrived, so no row goes by unread however slowly the page draws. Fails if one snapshot of the DOM
 * ever holds the same key twice.
 */
export async function collectWhileScrolling(page: Page, attribute: string, maxSteps = 400): Promise<{ seen: Set<string>; maxInDom: number }> {
  const seen = new Set<string>();
  let maxInDom = 0;
  for (let step = 0; step < maxSteps; step++) {
    await page.waitForFunction(rowsCoverWindow, attribute);
    const { keys, atEnd, atBottom, height } = await page.evaluate((attr) => {
      const keys = [...document.querySelectorAll(`[${attr}]`)].map((el) => el.getAttribute(attr) ?? '');
      const height = document.documentElement.scrollHeight;
      const atBottom = window.scrollY + window.innerHeight >= height - 4;
      return { keys, atEnd: atBottom && document.querySelector('[data-testid="end-of-list"]') !== null, atBottom, height };
    }, attribute);
    expect(new Set(keys).size, 'no row is in the DOM twice').toBe(keys.length);
    keys.forEach((k) => seen.add(k));
    maxInDom = Math.max(maxInDom, keys.length);
    if (atEnd) return { seen, maxInDom };
    if (atBottom) {
      // The next page, or the list's end, is on its way.
      await page.waitForFunction((before) => document.documentElement.scrollHeight > before || document.querySelector('[data-testid="end-of-list"]') !== null, height);
    } else {
      await page.evaluate(() => window.scrollBy(0, Math.round(window.innerHeight * 0.8)));
    }
  }
  throw new Error('the list never reached its end');
}

/** Whether the rows in the DOM (those carrying `attribute`) cover the part of the window the list takes up. */
function rowsCoverWindow(attribute: string): boolean {
  const rows = [...document.querySelectorAll(`[${attribute}]`)].map((row) => row.getBoundingClientRect());
  const list = document.querySelector(`[${attribute}]`)?.parentElement?.getBoundingClientRect();
  if (!list) return true;
  const from = Math.max(0, list.top);
  const to = Math.min(window.innerHeight, list.bottom);
  // Within a pixel: rows of fractional height end a fraction short of the list's rounded bottom.
  return from >= to || (Math.min(...rows.map((r) => r.top)) <= from + 1 && Math.max(...rows.map((r) => r.bottom)) >= to - 1);
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
