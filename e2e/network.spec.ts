import { castMessage, followMessage, profileMessages } from '../gateway/testing/networkMessages';
import { collectWhileScrolling } from './support/reading';
import { expect, test } from './support/fixtures';
import { LOCAL_GATEWAY_ONLY } from './support/modeTags';
import { shootLightAndDark } from './support/screenshots';

// The local gateway with a stand-in Snapchain node (spec project only: the public service has no node).
// FIDs 7000–7002 are on "the network" (the node) and nowhere in the gateway's database.
test.use({ withNode: true });
// Reading through a node is the local gateway's: far.quest mode has none.
const tag = LOCAL_GATEWAY_ONLY;

const NOVA = 7000;
const CASTS = 32;
const castText = (i: number) => `Nova on the network, cast ${i + 1}`;

// Signed once: seeding the same messages again changes nothing, so every test may ask for them.
const network = [
  ...profileMessages(NOVA, { username: 'nova-net', displayName: 'Nova Network', bio: 'Posts only through other clients' }),
  ...profileMessages(NOVA + 1, { username: 'nova-fan', displayName: 'Nova Fan' }),
  ...profileMessages(NOVA + 2, { username: 'nova-pal', displayName: 'Nova Pal' }),
  ...Array.from({ length: CASTS }, (_, i) => castMessage(NOVA, castText(i), 9000 - i * 60)),
  followMessage(NOVA + 1, NOVA, 500),
  followMessage(NOVA + 2, NOVA, 400),
  followMessage(NOVA, NOVA + 1, 300),
];

test.beforeEach(async ({ node }) => {
  await node!.seed(network);
});

test('a profile only the network holds opens by its FID and reads its casts, every page to the end', { tag }, async ({ page, expectAccessible }) => {
  await page.goto(`/u/${NOVA}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Nova Network' })).toBeVisible();
  await expect(page.getByText('@nova-net', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Posts only through other clients')).toBeVisible();
  await expect(page.getByRole('link', { name: /2\s*followers$/ })).toBeVisible();
  const feed = page.getByRole('feed').first();
  await expect(feed.locator('article').first()).toContainText(castText(CASTS - 1));
  await expectAccessible();

  const { seen } = await collectWhileScrolling(page, 'data-cast-key');
  expect(seen.size).toBe(CASTS);
  await expect(page.getByTestId('end-of-list')).toContainText(`${CASTS} shown`);
  await expect(page.getByText(castText(0), { exact: true })).toBeVisible();
});

test('found by search and by /@username, its followers listed and a cast opened', { tag }, async ({ page }) => {
  await page.goto('/search?q=nova-net');
  await page.getByRole('navigation', { name: 'Search results' }).getByRole('link', { name: 'Users' }).click();
  const people = page.getByRole('list', { name: /People matching nova-net/ });
  await people.getByRole('link', { name: 'Nova Network' }).click();
  await expect(page).toHaveURL(new RegExp(`/u/${NOVA}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Nova Network' })).toBeVisible();

  await page.goto('/@nova-net');
  await expect(page.getByRole('heading', { level: 1, name: 'Nova Network' })).toBeVisible();
  await page.getByRole('link', { name: /followers$/ }).click();
  const followers = page.getByRole('list', { name: /follow/i });
  await expect(followers.getByText('@nova-fan')).toBeVisible();
  await expect(followers.getByText('@nova-pal')).toBeVisible();

  await page.goto(`/u/${NOVA}`);
  await page.getByRole('feed').first().locator('article').first().getByText(castText(CASTS - 1)).click();
  await expect(page).toHaveURL(/\/cast\/0x[0-9a-f]{40}$/);
  await expect(page.getByRole('article', { name: /^Cast by/ }).first()).toContainText(castText(CASTS - 1));
});

test('a profile the gateway cannot read because the node is down says so, and the gateway\'s own profiles still open', { tag }, async ({ page, node }) => {
  await node!.down();
  try {
    await page.goto('/u/7100');
    const alert = page.getByRole('alert').first();
    await expect(alert).toContainText('The Farcaster node could not be read (it cannot be reached: ECONNREFUSED), and this gateway holds no copy of what was asked.');
    await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
    await page.goto('/@alice');
    await expect(page.getByText('@alice', { exact: true }).first()).toBeVisible();
  } finally {
    await node!.up();
  }
});

test('screenshots of a network profile and of the node being down, light and dark, desktop and phone', { tag }, async ({ page, node }) => {
  test.skip(!process.env.CASTLINE_SHOTS, 'taken on request: CASTLINE_SHOTS=<folder>');
  const dir = process.env.CASTLINE_SHOTS!;
  const shoot = (name: string) => shootLightAndDark(page, dir, name);
  await page.goto(`/u/${NOVA}`);
  await expect(page.getByRole('feed').first().locator('article').first()).toContainText(castText(CASTS - 1));
  await shoot('network-profile');
  await node!.down();
  try {
    await page.goto('/u/7100');
    await expect(page.getByRole('alert').first()).toContainText('could not be read');
    await shoot('network-down');
  } finally {
    await node!.up();
  }
});
