import type { Page, Route } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { SAME_IN_BOTH_MODES } from './support/modeTags';
import { expectSignedIn, openAccountMenu, pressSignIn, signInWithWallet } from './support/appSteps';
import { composerNamed, uniqueText, writeIn } from './support/composerSteps';
import { walkGateway } from './support/reading';

const alice = /0xf39F…2266/i;
const bob = /0x7099…79C8/i;

async function switchTo(page: Page, who: RegExp) {
  await openAccountMenu(page);
  await page.getByRole('button', { name: new RegExp(`switch to (.+\\()?${who.source}`, 'i') }).click();
  await expectSignedIn(page, who);
}

/** The casts waiting in this browser's Outboxes (every account's), oldest first: their first line and state. */
const outboxInStorage = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('castline.draft.'))
      .map((key) => JSON.parse(localStorage.getItem(key)!) as { parts: { text: string }[]; queued?: { at: number; state: string } })
      .filter((draft) => draft.queued)
      .sort((a, b) => a.queued!.at - b.queued!.at)
      .map((draft) => [draft.parts[0]!.text, draft.queued!.state]),
  );

test('casts queued by one account are never sent as another: a switch midway leaves them waiting until their writer is back', { tag: SAME_IN_BOTH_MODES }, async ({
  page,
  context,
  wallet,
  gateway,
}) => {
  const texts = ['First of three', 'Second of three', 'Third of three'].map(uniqueText);
  const [aliceFid, bobFid] = wallet.accounts.map((account) => account.address.toLowerCase());
  /** Which of the three casts the gateway holds by `fid`, read over HTTP. */
  const textsBy = async (fid: string) => (await walkGateway(gateway, 'casts', { fid }, 'casts')).map((cast) => cast.text).filter((text) => texts.includes(text));

  // Two accounts in this browser; Alice writes three casts offline.
  await page.goto('/');
  await signInWithWallet(page);
  await openAccountMenu(page);
  await page.getByRole('button', { name: 'Add another account' }).click();
  await wallet.switchAccount(1);
  await pressSignIn(page);
  await expectSignedIn(page, bob);
  await switchTo(page, alice);
  await context.setOffline(true);
  const composer = composerNamed(page, 'Write a cast');
  for (const text of texts) {
    await writeIn(composer, text);
    await composer.getByRole('button', { name: 'Post' }).click();
    await expect(composer.getByTestId('publish-status')).toContainText('waits in the Outbox');
  }

  // Back online the Outbox sends; the gateway's answer to the first cast is held until the person has switched to Bob.
  let hold: (route: Route) => void = () => {};
  const held = new Promise<Route>((resolve) => (hold = resolve));
  await page.route('**/farcaster/v2/message', (route) => hold(route), { times: 1 });
  await context.setOffline(false);
  const first = await held;
  await switchTo(page, bob);
  await first.continue();

  // Alice's send stops there: her other two casts wait, and nothing went out as Bob.
  await expect.poll(() => outboxInStorage(page)).toEqual([
    [texts[1], 'waiting'],
    [texts[2], 'waiting'],
  ]);
  expect(await textsBy(bobFid!)).toEqual([]);
  expect(await textsBy(aliceFid!)).toEqual([texts[0]]);

  // With Alice the current account again, they go, as her.
  await switchTo(page, alice);
  await expect.poll(() => outboxInStorage(page), { timeout: 20_000 }).toEqual([]);
  expect((await textsBy(aliceFid!)).sort()).toEqual([...texts].sort());
  expect(await textsBy(bobFid!)).toEqual([]);
});
