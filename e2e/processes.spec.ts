import type { Browser, Page } from '@playwright/test';
import type { Dialect } from '../gateway/store/database';
import { spawnGateway, type ChildGateway } from '../gateway/testing/childGateway';
import { scratchDatabases } from '../gateway/testing/scratchDatabases';
import { test, expect } from './support/fixtures';
import { SAME_IN_BOTH_MODES } from './support/modeTags';
import { signInWithWallet } from './support/appSteps';
import { castRow, composerNamed, postFrom, uniqueText, writeIn } from './support/composerSteps';
import { installTestWallet } from './support/testWallet';

/** A browser whose app talks to `gateway` only. */
async function browserOn(browser: Browser, gateway: ChildGateway): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.addInitScript((settings) => localStorage.setItem('castline.gateway', JSON.stringify(settings)), { url: gateway.url, apiKey: gateway.apiKey });
  await installTestWallet(page);
  return page;
}

// What processes share goes through the database, whichever mode answers: each database runs once, SQLite
// in spec mode and PostgreSQL in far.quest mode (a server of its own takes a good part of the test's time).
for (const dialect of ['sqlite', 'postgres'] as const) {
  const tag = dialect === 'sqlite' ? [SAME_IN_BOTH_MODES] : [];
  test(`two gateway processes on one ${dialect} database: signed in and posted through one, read at once through the other`, { tag }, async ({ browser, compat }) => {
    test.skip(dialect === 'postgres' && compat === 'spec', 'PostgreSQL runs in far.quest mode');
    await runTwoProcesses(browser, compat, dialect);
  });
}

async function runTwoProcesses(browser: Browser, compat: string, dialect: Dialect): Promise<void> {
  test.setTimeout(120_000);
  const databases = scratchDatabases();
  const args = ['--db', await databases.create(dialect, 'gateway'), '--seed', 'demo', '--compat', compat, '--unfurl-private'];
  const gateways: ChildGateway[] = [];
  const pages: Page[] = [];
  try {
    // Both start at once with the same flags, as a restarted deployment's processes do: one seeds, the other finds the data.
    const starts = await Promise.allSettled([spawnGateway(args), spawnGateway(args)]);
    for (const start of starts) if (start.status === 'fulfilled') gateways.push(start.value);
    for (const start of starts) if (start.status === 'rejected') throw start.reason;
    const [first, second] = gateways as [ChildGateway, ChildGateway];
    const writer = await browserOn(browser, first);
    const reader = await browserOn(browser, second);
    pages.push(writer, reader);
    // The reader has the latest casts on screen (and in both gateways' caches) before the post.
    await reader.goto('/?feed=latest');
    await expect(reader.getByRole('article').first()).toBeVisible();

    const text = uniqueText('through the first process');
    await writer.goto('/?feed=latest');
    await signInWithWallet(writer);
    const composer = composerNamed(writer, 'Write a cast');
    await writeIn(composer, text);
    await postFrom(composer);

    await reader.reload();
    await expect(castRow(reader, text)).toHaveCount(1);
    // Signed in through the second process, the same person sees their cast too.
    await signInWithWallet(reader);
    await expect(castRow(reader, text)).toHaveCount(1);
    await reader.getByRole('link', { name: 'Profile' }).click();
    await expect(castRow(reader, text)).toHaveCount(1);
  } finally {
    await Promise.all(pages.map((page) => page.context().close()));
    await Promise.all(gateways.map((gateway) => gateway.stop()));
    await databases.close();
  }
}
