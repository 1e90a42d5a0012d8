import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { SAME_IN_BOTH_MODES } from './support/modeTags';
import { signInWithWallet } from './support/appSteps';
import { cardWithoutLinks } from './support/reading';

/** Collects every Content-Security-Policy violation the page reports, from its first script on. */
async function countViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
  });
  // The same policy arrives twice (header and meta tag), and each reports the violation: count it once.
  return () => page.evaluate(() => [...new Set((window as unknown as { cspViolations: string[] }).cspViolations)]);
}

test.use({ viewport: { width: 1280, height: 800 } });

test('the production build runs under its strict policy with no violation on any screen', { tag: SAME_IN_BOTH_MODES }, async ({ page }) => {
  const violations = await countViolations(page);
  await page.goto('/');
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toContain("script-src 'self';");
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("base-uri 'none'");
  expect(policy).toMatch(/style-src 'self' 'sha256-[A-Za-z0-9+/=]+';/);
  expect(policy).not.toContain('unsafe');
  await expect(page.locator('[role="feed"] article').first()).toBeVisible();
  expect(await violations()).toEqual([]);

  await signInWithWallet(page);
  await page.getByRole('button', { name: 'Cast', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'New cast' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  await page.keyboard.press('Escape');
  expect(await violations()).toEqual([]);

  // Every screen, reached inside the app so the signed-in session stays.
  const screens: Array<[string, () => Promise<void>]> = [
    ['/u/1', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
    ['/u/1/following', () => expect(page.getByRole('list', { name: /accounts .* follows/i }).locator('li').first()).toBeVisible()],
    ['/u/1/followers', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
    ['/@bob', () => expect(page.locator('[role="feed"] article').first()).toBeVisible()],
    ['/channel/dev', () => expect(page.getByRole('heading', { level: 1, name: '/dev' })).toBeVisible()],
    ['/settings', () => expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()],
    ['/compose', () => expect(page.locator('textarea')).toBeVisible()],
    ['/nowhere/at/all', () => expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible()],
  ];
  for (const [path, ready] of screens) {
    await page.evaluate((to) => {
      history.pushState({}, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await ready();
    expect(await violations(), path).toEqual([]);
  }
  await page.goto('/');
  await cardWithoutLinks(page, page.locator('[role="feed"]')).locator('p[dir="auto"]').first().click();
  await expect(page.getByRole('heading', { level: 2, name: 'Replies' })).toBeVisible();
  expect(await violations(), 'thread').toEqual([]);
});

test('the counter does see a violation: an injected inline script is refused and counted', { tag: SAME_IN_BOTH_MODES }, async ({ page }) => {
  const violations = await countViolations(page);
  await page.goto('/');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
    const styled = document.createElement('div');
    styled.setAttribute('style', 'color: red');
    document.body.append(styled);
  });
  await expect.poll(async () => (await violations()).length).toBe(2);
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
});

test('the app is served with the headers a host should send, and another site cannot frame it', { tag: SAME_IN_BOTH_MODES }, async ({ page, baseURL }) => {
  const response = await page.request.get('/');
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain("script-src 'self';");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');

  // A page on another origin frames Castline: the browser refuses to render it inside.
  await page.route('http://elsewhere.test/', (route) =>
    route.fulfill({ contentType: 'text/html', body: `<h1>Elsewhere</h1><iframe title="framed" src="${baseURL}/"></iframe>` }),
  );
  await page.goto('http://elsewhere.test/');
  await expect(page.getByRole('heading', { name: 'Elsewhere' })).toBeVisible();
  const framed = page.frames().find((frame) => frame !== page.mainFrame());
  expect(framed).toBeDefined();
  await expect.poll(() => framed?.url()).toMatch(/^chrome-error:/);
  await expect(page.frameLocator('iframe').locator('[role="feed"]')).toHaveCount(0);
});
