import { sampleOf } from '../gateway/testing/prometheusText';
import { expect, test } from './support/fixtures';
import { LOCAL_GATEWAY_ONLY } from './support/modeTags';

test.use({ vitalsSampleRate: 1 });

test('a page load reports its largest paint and layout shift to the gateway, by route pattern, when the page is left', { tag: LOCAL_GATEWAY_ONLY }, async ({ page, gateway }) => {
  const count = async (metric: string) => sampleOf(await gateway.metrics.metrics(), `${metric}_count`, { route: '/u/:fid' });
  const before = { lcp: await count('castline_web_vitals_lcp_seconds'), cls: await count('castline_web_vitals_cls') };

  await page.goto('/u/2');
  await expect(page.getByRole('feed').locator('article').first()).toBeVisible();
  // Leaving the page hides it: the report goes then, by beacon.
  await page.goto('about:blank');

  await expect.poll(() => count('castline_web_vitals_lcp_seconds')).toBe(before.lcp + 1);
  expect(await count('castline_web_vitals_cls')).toBe(before.cls + 1);
  // The gateway takes a route pattern and the vitals alone (any other field is refused): the FID is nowhere.
  expect(await gateway.metrics.metrics()).not.toContain('/u/2');
});
