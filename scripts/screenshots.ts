/**
 * `npx tsx scripts/screenshots.ts`: the README's screenshots, taken from a production build
 * against the local gateway's demo data: desktop (1280×800) and phone (390×844), light and dark,
 * the phone composer with two uploaded pictures and the Bookmarks screen after signing in with the throwaway wallet.
 * Emoji and CJK text need Debian's fonts-noto-color-emoji and fonts-noto-cjk (`apt-get install`).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import sharp from 'sharp';
import { preview } from 'vite';
import { startGateway } from '../gateway/server';

const dir = mkdtempSync(join(tmpdir(), 'castline-screenshots-'));
// The demo Mini App cast links to this gateway on 127.0.0.1: its card needs a preview of a loopback page.
const gateway = await startGateway({ port: 0, db: join(dir, 'gateway.sqlite'), seed: 'demo', quiet: true, unfurlPrivate: true });
execFileSync('npx', ['vite', 'build', '--outDir', join(dir, 'dist')], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, VITE_GATEWAY_URL: gateway.url, VITE_API_KEY: gateway.apiKey },
});
const server = await preview({ build: { outDir: join(dir, 'dist') }, preview: { port: 0, host: '127.0.0.1' }, logLevel: 'silent' });
const app = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
/** A thread with replies above and below: the demo seed's first cast with replies that is itself a reply. */
const threadRes = await fetch(`${gateway.url}/farcaster/v2/casts?limit=100`, { headers: { 'API-KEY': gateway.apiKey } });
const threadCasts = ((await threadRes.json()) as { result: { casts: Array<{ hash: string; parentHash: string | null; replies?: { count: number } }> } }).result.casts;
const thread = `/cast/${(threadCasts.find((c) => c.parentHash !== null && (c.replies?.count ?? 0) > 1) ?? threadCasts[0]!).hash}`;

const shots = [
  { file: 'home.png', path: '/', viewport: DESKTOP, colorScheme: 'light' as const },
  { file: 'home-dark.png', path: '/', viewport: DESKTOP, colorScheme: 'dark' as const },
  { file: 'thread.png', path: thread, viewport: DESKTOP, colorScheme: 'light' as const },
  { file: 'home-phone.png', path: '/', viewport: PHONE, colorScheme: 'light' as const },
  { file: 'profile-phone.png', path: '/u/1', viewport: PHONE, colorScheme: 'dark' as const },
  { file: 'thread-phone-dark.png', path: thread, viewport: PHONE, colorScheme: 'dark' as const },
];
/** Two pictures as a phone's camera roll would hand them over: a JPEG landscape and a PNG drawing. */
async function pictures() {
  const landscape = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1067">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f97316"/><stop offset="1" stop-color="#fde68a"/></linearGradient></defs>
<rect width="1600" height="1067" fill="url(#sky)"/><circle cx="1150" cy="520" r="150" fill="#fff7ed"/>
<path d="M0 760 Q400 560 800 740 T1600 700 V1067 H0Z" fill="#7c2d12"/><path d="M0 900 Q500 760 1000 880 T1600 860 V1067 H0Z" fill="#431407"/></svg>`;
  const drawing = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1200">
<rect width="900" height="1200" fill="#ede9fe"/><rect x="150" y="200" width="600" height="600" rx="120" fill="#6d28d9"/>
<circle cx="450" cy="500" r="170" fill="#c4b5fd"/><rect x="150" y="900" width="600" height="60" rx="30" fill="#a78bfa"/></svg>`;
  return [
    { name: 'sunset.jpg', mimeType: 'image/jpeg', buffer: await sharp(Buffer.from(landscape)).jpeg({ quality: 85 }).toBuffer() },
    { name: 'drawing.png', mimeType: 'image/png', buffer: await sharp(Buffer.from(drawing)).png().toBuffer() },
  ];
}

async function signInWithThrowaway(page: Page): Promise<void> {
  await page.getByRole('button', { name: /connect wallet/i }).click();
  await page.getByRole('list', { name: 'Wallets' }).getByRole('button', { name: /throwaway wallet/i }).click();
  await page.getByRole('dialog', { name: /sign in to castline/i }).getByRole('button', { name: /^sign in$/i }).click();
  await page.getByTestId('signed-in-as').waitFor();
}

/** The full-screen composer with two pictures uploaded, one described: thumbnails, alt text, Remove. */
async function composeWithPictures(page: Page): Promise<void> {
  await page.goto(`${app}/compose`);
  await signInWithThrowaway(page);
  await page.getByRole('region', { name: 'New cast' }).locator('textarea').fill('Two pictures from this evening’s walk');
  // Picked together, as a person would; they are attached in the order picked.
  const alt = page.getByRole('textbox', { name: 'Alt text' });
  await page.getByTestId('picture-input').setInputFiles(await pictures());
  await alt.nth(1).waitFor();
  await alt.first().fill('Sunset over the hills');
  await alt.first().blur();
}

/** The Drafts screen with three drafts of different kinds, as kept in this browser while signed out. */
async function draftsWithThree(page: Page): Promise<void> {
  const hour = 3_600_000;
  const drafts = {
    new: { text: 'Thinking about a thread on how signer keys stay in the browser', at: Date.now() - 5 * 60_000 },
    [`reply:${threadCasts[0]!.hash}`]: { text: 'Agreed, and the read-back check is what makes “Posted.” honest', at: Date.now() - 3 * hour },
    'draft:demo1': { text: 'Weekend walk photos\nwith a second line that the list leaves out', at: Date.now() - 2 * 24 * hour },
  };
  await page.addInitScript((entries) => {
    for (const [context, { text, at }] of Object.entries(entries)) {
      localStorage.setItem(`castline.draft.signed-out.${context}`, JSON.stringify({ text, mentions: {}, dismissedUrls: [], addedUrls: [], channelKey: null, submission: null, updatedAt: at }));
    }
  }, drafts);
  await page.goto(`${app}/drafts`);
  await page.getByRole('list', { name: 'Drafts' }).waitFor();
}

/** The compose screen with a thread of three being written, as kept in this browser while signed out. */
async function threadBeingWritten(page: Page): Promise<void> {
  const texts = [
    'Why Castline signs in the browser, a thread:',
    'Your signer key never leaves this device. The gateway only ever sees signed messages, so it cannot post as you.',
    'Scheduling and drafts work the same way: the message is signed here, then kept or sent.',
  ];
  await page.addInitScript((parts) => {
    const draft = { parts: parts.map((text, i) => ({ id: `p${i + 1}`, text, mentions: {}, dismissedUrls: [], addedUrls: [], submission: null })), channelKey: null, postedUpTo: null, updatedAt: Date.now() };
    localStorage.setItem('castline.draft.signed-out.new', JSON.stringify(draft));
  }, texts);
  await page.goto(`${app}/compose`);
  await page.getByRole('group', { name: 'Cast 3 of 3' }).waitFor();
}

const threadShots = [
  { file: 'compose-thread.png', viewport: DESKTOP, colorScheme: 'light' as const },
  { file: 'compose-thread-phone-dark.png', viewport: PHONE, colorScheme: 'dark' as const },
];

/** The Bookmarks screen after bookmarking the latest feed's first three plain casts, oldest of them first. */
async function bookmarksWithThree(page: Page): Promise<void> {
  await page.goto(`${app}/?feed=latest`);
  await signInWithThrowaway(page);
  const plain = page.locator('[role="feed"] article:not([data-cast-key*=">"]):not([data-cast-key*="<"])');
  await plain.nth(2).waitFor();
  for (const i of [2, 1, 0]) {
    const kept = page.waitForResponse((r) => r.url().includes('/castline/v1/bookmarks/') && r.ok());
    await plain.nth(i).getByRole('button', { name: 'Bookmark', exact: true }).click();
    await kept;
  }
  // In the app, not by loading the page again: the session lives in memory.
  await page.evaluate(() => {
    history.pushState(null, '', '/bookmarks');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.getByRole('feed', { name: 'Bookmarks' }).locator('article').nth(2).waitFor();
}

const bookmarkShots = [
  { file: 'bookmarks.png', viewport: DESKTOP, colorScheme: 'light' as const },
  { file: 'bookmarks-phone-dark.png', viewport: PHONE, colorScheme: 'dark' as const },
];

const draftShots = [
  { file: 'drafts.png', viewport: DESKTOP, colorScheme: 'light' as const },
  { file: 'drafts-phone-dark.png', viewport: PHONE, colorScheme: 'dark' as const },
];

const composerShots = [
  { file: 'composer-phone.png', colorScheme: 'light' as const },
  { file: 'composer-phone-dark.png', colorScheme: 'dark' as const },
];
try {
  for (const shot of composerShots) {
    const page = await browser.newPage({ viewport: PHONE, colorScheme: shot.colorScheme, deviceScaleFactor: 1 });
    await composeWithPictures(page);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: join('e2e', 'screenshots', shot.file) });
    await page.close();
    console.log(`e2e/screenshots/${shot.file}`);
  }
  for (const [shots, setUp] of [
    [bookmarkShots, bookmarksWithThree],
    [draftShots, draftsWithThree],
    [threadShots, threadBeingWritten],
  ] as const) {
    for (const shot of shots) {
      const page = await browser.newPage({ viewport: shot.viewport, colorScheme: shot.colorScheme, deviceScaleFactor: 1 });
      await setUp(page);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      await page.screenshot({ path: join('e2e', 'screenshots', shot.file) });
      await page.close();
      console.log(`e2e/screenshots/${shot.file}`);
    }
  }
  for (const shot of shots) {
    const page = await browser.newPage({ viewport: shot.viewport, colorScheme: shot.colorScheme, deviceScaleFactor: 1 });
    await page.goto(app + shot.path);
    await page.locator('[role="feed"] article').first().waitFor();
    await page.waitForLoadState('networkidle');
    // Lazy pictures and the side bar arrive after the first paint.
    await page.waitForTimeout(500);
    await page.screenshot({ path: join('e2e', 'screenshots', shot.file) });
    await page.close();
    console.log(`e2e/screenshots/${shot.file}`);
  }
} finally {
  await browser.close();
  await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  await gateway.close();
  rmSync(dir, { recursive: true, force: true });
}
