import { expect, type Locator, type Page, type Request } from '@playwright/test';

/** The composer region whose label is `name` ("Write a cast", "Reply to @alice", …). */
export function composerNamed(page: Page, name: string | RegExp): Locator {
  return page.getByRole('region', { name });
}

/** The cast's text area (it drives the mention list), told apart from the channel select and the alt text fields. */
export function textBox(composer: Locator): Locator {
  return composer.locator('textarea[aria-autocomplete="list"]');
}

export async function writeIn(composer: Locator, text: string) {
  await textBox(composer).fill(text);
}

/** Opens the composer's image-URL field from its button, adds `url`, and waits for the image to show. */
export async function addImageByUrl(composer: Locator, url: string) {
  await composer.getByRole('button', { name: 'Add an image by its URL' }).click();
  await composer.getByLabel('Image by URL').fill(url);
  await composer.getByRole('button', { name: 'Add image' }).click();
  await expect(composer.getByRole('img', { name: /preview of the attachment/i })).toBeVisible();
}

/** Presses Post (or Reply) and waits for the honest "Posted." state. */
export async function postFrom(composer: Locator) {
  await composer.getByRole('button', { name: /^(post|reply)$/i }).click();
  await expect(composer.getByTestId('publish-status')).toContainText('Posted.', { timeout: 15_000 });
}

/** The feed row (or thread article) whose text contains `text`. */
export function castRow(page: Page, text: string): Locator {
  return page.getByRole('article').filter({ hasText: text });
}

/**
 * Resolves once the gateway has accepted the next `count` signed messages the page sends: the point from
 * which a reload reads them back. (A load state would not do: `networkidle` was reached long before.)
 */
export async function messagesAccepted(page: Page, count: number): Promise<void> {
  let seen = 0;
  const last = await page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/farcaster/v2/message') && ++seen === count, { timeout: 20_000 });
  expect(last.status()).toBe(200);
}

/** A unique marker so tests sharing a gateway never see each other's casts. */
export function uniqueText(what: string): string {
  return `${what} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

export interface RecordedRequest {
  url: string;
  headers: string;
  body: string;
}

/** Every request the page makes from now on: URL, headers and body. */
export function recordRequests(page: Page): RecordedRequest[] {
  const recorded: RecordedRequest[] = [];
  page.on('request', (request: Request) => {
    recorded.push({ url: request.url(), headers: JSON.stringify(request.headers()), body: request.postData() ?? '' });
  });
  return recorded;
}

/** Hashes of the messages the page posted, in order. */
export function postedMessageHashes(requests: readonly RecordedRequest[]): string[] {
  return requests
    .filter((r) => r.url.endsWith('/farcaster/v2/message') && r.body !== '')
    .map((r) => (JSON.parse(r.body) as { message: { hash: string } }).message.hash);
}
