import type { Page } from '@playwright/test';
import { type RunningMiniAppServer, startMiniAppServer } from '../gateway/standIns/miniAppServer/miniAppServer';
import { goInApp, signInWithWallet } from './support/appSteps';
import { test, expect } from './support/fixtures';
import { appResult, approval, DEMO_APP_NAME, demoApp, hostDialog, runInApp } from './support/miniAppSteps';
import { serveDemoOnItsOwnOrigin } from './support/miniAppOrigin';
import { SAME_IN_BOTH_MODES } from './support/modeTags';
import { atEachSizeAndScheme } from './support/screenshots';

/** Screenshots at both sizes and schemes, taken on request only: CASTLINE_SHOTS=<folder>. */
async function shootOnRequest(page: Page, name: string) {
  const dir = process.env.CASTLINE_SHOTS;
  if (!dir) return;
  await atEachSizeAndScheme(page, async (suffix) => {
    await page.screenshot({ path: `${dir}/${name}-${suffix}.png` });
  });
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** What the app's server got, by event name, once it has them. */
const eventsOf = (server: RunningMiniAppServer) => server.events.map((received) => received.event.event);

/** Opens the app from the Apps screen, where this browser lists it for the signed-in account. */
async function openFromApps(page: Page, appUrl: string, account: string) {
  await page.evaluate(({ key, app }) => localStorage.setItem(key, JSON.stringify([app])), {
    key: `castline.miniapps.${account.toLowerCase()}`,
    app: { name: DEMO_APP_NAME, url: appUrl, imageUrl: `${appUrl}card.svg`, splashImageUrl: `${appUrl}splash.svg`, splashBackgroundColor: '#ede9fe', addedAt: 1 },
  });
  await goInApp(page, '/apps');
  await page.getByRole('button', { name: `Open ${DEMO_APP_NAME}` }).click();
  await expect(hostDialog(page)).toBeVisible();
}

test('Mini App notifications: allowed when the app is added, listed under Apps and opening the app, turned off and on and the app removed in Settings', async ({ page, gateway, wallet, expectAccessible }) => {
  test.slow();
  let server: RunningMiniAppServer | null = null;
  const origin = await serveDemoOnItsOwnOrigin(gateway.url, () => server!.webhookUrl);
  server = await startMiniAppServer({ appUrl: new URL(origin.url).origin });
  try {
    await page.goto('/');
    await signInWithWallet(page);
    await openFromApps(page, origin.appUrl, wallet.address);

    // The person is asked, with notifications allowed at first, as the app's manifest names a webhook.
    await runInApp(page, 'Add to my apps');
    const allow = approval(page).getByRole('checkbox', { name: 'Allow notifications' });
    await expect(allow).toBeChecked();
    expect(server.events).toEqual([]);
    await approval(page).getByRole('button', { name: 'Add app' }).click();
    const added = (await appResult(page, 'add-app')) as { notificationDetails: { url: string; token: string } };
    expect(added).toEqual({ notificationDetails: { url: `${gateway.url}/castline/v1/miniapps/notifications`, token: expect.stringMatching(/^[0-9a-f]{64}$/) } });
    // The app's server verified the signed event, which carries the same details.
    await expect.poll(() => eventsOf(server!)).toEqual(['miniapp_added']);
    expect(server.events[0]!.event).toEqual({ event: 'miniapp_added', notificationDetails: added.notificationDetails });
    expect(server.refused()).toBe(0);
    await hostDialog(page).getByRole('button', { name: `Close ${DEMO_APP_NAME}` }).click();

    const target = `${origin.appUrl}?from=notification`;
    const [first] = await server.notify({ notificationId: 'turn-1', title: 'Your turn', body: 'Bob played a word', targetUrl: target });
    expect(first!.body).toMatchObject({ result: { successfulTokens: [added.notificationDetails.token] } });
    // A second within 30 s is held back.
    const [second] = await server.notify({ notificationId: 'turn-2', title: 'Your turn again', body: 'Bob played another word', targetUrl: target });
    expect(second!.body).toMatchObject({ result: { rateLimitedTokens: [added.notificationDetails.token], successfulTokens: [] } });

    await goInApp(page, '/notifications');
    await page.getByRole('navigation', { name: 'Notification kinds' }).getByRole('link', { name: 'Apps' }).click();
    await expect(page).toHaveURL(/\/notifications\?tab=apps$/);
    const rows = page.getByRole('list', { name: 'App notifications, newest first' }).getByRole('listitem');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(DEMO_APP_NAME);
    await expect(rows.first()).toContainText('Bob played a word');
    await expectAccessible();
    await shootOnRequest(page, 'app-notifications');
    await rows.first().getByRole('button', { name: /Your turn/ }).click();
    await expect(hostDialog(page)).toBeVisible();
    await expect(demoApp(page).getByTestId('viewer')).not.toHaveText('Waiting for the host…');
    const context = JSON.parse((await demoApp(page).locator('#context').textContent()) ?? '{}') as { location: unknown };
    expect(context.location).toEqual({ type: 'notification', notification: { notificationId: 'turn-1', title: 'Your turn', body: 'Bob played a word' } });
    expect(await demoApp(page).locator('body').evaluate(() => location.href)).toBe(target);
    await hostDialog(page).getByRole('button', { name: `Close ${DEMO_APP_NAME}` }).click();

    await goInApp(page, '/settings');
    const apps = page.getByRole('list', { name: 'Your Mini Apps and their notifications' });
    const notifications = apps.getByRole('switch', { name: `Notifications from ${DEMO_APP_NAME}` });
    await expect(notifications).toBeChecked();
    await expectAccessible();
    await apps.scrollIntoViewIfNeeded();
    await shootOnRequest(page, 'settings-miniapps');
    await notifications.uncheck();
    await expect.poll(() => eventsOf(server!)).toEqual(['miniapp_added', 'notifications_disabled']);
    await expect(notifications).not.toBeChecked();
    // The gateway forgot the token at once: the app's server learns so on its next send.
    const [after] = await server.notify({ notificationId: 'turn-3', title: 'Still there?', body: 'Bob is waiting' });
    expect(after!.body).toMatchObject({ result: { invalidTokens: [added.notificationDetails.token], successfulTokens: [] } });

    // On again while the app's server is down: on here, and the person is told the app has no token yet.
    server.answerEventsWith(503);
    await notifications.check();
    const untold = page.getByRole('status').filter({ hasText: 'could not be told' });
    await expect(untold).toHaveText(
      `${DEMO_APP_NAME} could not be told of your new notification token (${new URL(server.webhookUrl).host} answered HTTP 503), so it cannot notify you yet. Turn its notifications off and on to try again.`,
    );
    await expect(notifications).toBeChecked();
    await shootOnRequest(page, 'settings-miniapps-untold');
    // As the words say, off and on once it is up: a new token, told to the app; Remove tells the app and leaves the list.
    server.answerEventsWith(null);
    await notifications.uncheck();
    await expect(untold).toHaveCount(0);
    await notifications.check();
    await expect.poll(() => eventsOf(server!)).toEqual(['miniapp_added', 'notifications_disabled', 'notifications_disabled', 'notifications_enabled']);
    expect(server.events[3]!.event).toEqual({ event: 'notifications_enabled', notificationDetails: { url: added.notificationDetails.url, token: expect.not.stringMatching(added.notificationDetails.token) } });
    await expect(notifications).toBeChecked();
    await apps.getByRole('button', { name: `Remove ${DEMO_APP_NAME}` }).click();
    await expect.poll(() => eventsOf(server!)).toEqual(['miniapp_added', 'notifications_disabled', 'notifications_disabled', 'notifications_enabled', 'miniapp_removed']);
    await expect(untold).toHaveCount(0);
    await expect(page.getByText('You have not added any Mini Apps yet.')).toBeVisible();
  } finally {
    await Promise.all([origin.close(), server.close()]);
  }
});

test('with a gateway without Castline\'s routes the app is still added, and the person is told notifications are not available', { tag: SAME_IN_BOTH_MODES }, async ({ page, gateway, wallet }) => {
  await page.route(`${gateway.url}/castline/v1/limits`, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }));
  const origin = await serveDemoOnItsOwnOrigin(gateway.url, () => 'http://127.0.0.1:9/webhook');
  try {
    await page.goto('/');
    await signInWithWallet(page);
    await openFromApps(page, origin.appUrl, wallet.address);
    await runInApp(page, 'Add to my apps');
    await expect(approval(page)).toContainText('Notifications from Mini Apps are not available with this gateway.');
    await expect(approval(page).getByRole('checkbox')).toHaveCount(0);
    await approval(page).getByRole('button', { name: 'Add app' }).click();
    expect(await appResult(page, 'add-app')).toEqual({});
    await hostDialog(page).getByRole('button', { name: `Close ${DEMO_APP_NAME}` }).click();
    await goInApp(page, '/notifications?tab=apps');
    await expect(page.getByText('Notifications from Mini Apps are not available with this gateway.')).toBeVisible();
  } finally {
    await origin.close();
  }
});
