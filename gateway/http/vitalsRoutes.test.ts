import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../testing/testGateway';
import { sampleOf } from '../testing/prometheusText';
import { VITALS_PATH } from './vitalsRoutes';

describe('field measurement reported to the gateway (POST /castline/v1/vitals)', () => {
  let gw: TestGateway;
  /** Every report counts against the client's rate limit, valid or not. */
  let sent = 0;
  /** A report as a browser's beacon sends it: plain text, no API key, no token. */
  const report = (body: unknown) => {
    sent++;
    return fetch(gw.url + VITALS_PATH, { method: 'POST', headers: { 'Content-Type': 'text/plain;charset=UTF-8' }, body: typeof body === 'string' ? body : JSON.stringify(body) });
  };
  const scrape = async () => (await fetch(gw.metricsUrl!)).text();

  beforeAll(async () => {
    gw = await startTestGateway({ metrics: { port: 0 } });
  });
  afterAll(() => gw.dispose());

  it('answers 204 and puts each vital in its histogram by route pattern, in seconds', async () => {
    const before = await scrape();
    const profile = { route: '/u/:fid' };
    expect((await report({ route: '/u/:fid', vitals: [{ name: 'LCP', value: 1800 }, { name: 'CLS', value: 0.04 }, { name: 'INP', value: 120 }] })).status).toBe(204);
    expect((await report({ route: '/u/:fid', vitals: [{ name: 'LCP', value: 3200 }] })).status).toBe(204);
    expect((await report({ route: '/', vitals: [{ name: 'INP', value: 40 }] })).status).toBe(204);
    const after = await scrape();
    const moved = (name: string, labels: Record<string, string>) => sampleOf(after, name, labels) - sampleOf(before, name, labels);
    expect(moved('castline_web_vitals_lcp_seconds_count', profile)).toBe(2);
    expect(moved('castline_web_vitals_lcp_seconds_sum', profile)).toBeCloseTo(5.0);
    // 1.8 s is under the 2 s bucket, 3.2 s is not.
    expect(moved('castline_web_vitals_lcp_seconds_bucket', { ...profile, le: '2' })).toBe(1);
    expect(moved('castline_web_vitals_lcp_seconds_bucket', { ...profile, le: '4' })).toBe(2);
    expect(moved('castline_web_vitals_cls_sum', profile)).toBeCloseTo(0.04);
    expect(moved('castline_web_vitals_inp_seconds_sum', profile)).toBeCloseTo(0.12);
    expect(moved('castline_web_vitals_inp_seconds_count', { route: '/' })).toBe(1);
    // Beside the gateway's own metrics, on the same registry.
    expect(after).toContain('castline_http_request_duration_seconds');
  });

  it.each([
    ['not JSON', 'LCP=1800', 'not valid JSON'],
    ['an address with an id', { route: '/u/3', vitals: [{ name: 'LCP', value: 1800 }] }, 'route must be a route pattern'],
    ['a full URL', { route: 'https://example.com/u/:fid', vitals: [{ name: 'LCP', value: 1800 }] }, 'route must be a route pattern'],
    ['an unknown vital', { route: '/', vitals: [{ name: 'FID', value: 10 }] }, 'LCP, INP or CLS'],
    ['a negative value', { route: '/', vitals: [{ name: 'INP', value: -1 }] }, 'INP must be a number from 0 to 60000'],
    ['a value out of range', { route: '/', vitals: [{ name: 'CLS', value: 11 }] }, 'CLS must be a number from 0 to 10'],
    ['a value as text', { route: '/', vitals: [{ name: 'LCP', value: '1800' }] }, 'LCP must be a number'],
    ['no vitals', { route: '/', vitals: [] }, 'list of 1 to 3'],
    ['more vitals than there are', { route: '/', vitals: ['LCP', 'INP', 'CLS', 'LCP'].map((name) => ({ name, value: 1 })) }, 'list of 1 to 3'],
    ['a vital twice', { route: '/', vitals: [{ name: 'LCP', value: 1 }, { name: 'LCP', value: 2 }] }, 'each vital once'],
    ['a field of identity', { route: '/', vitals: [{ name: 'LCP', value: 1 }], fid: 3 }, 'unknown fields: fid'],
    ['a field in a vital', { route: '/', vitals: [{ name: 'LCP', value: 1, url: 'https://example.com/u/3' }] }, 'unknown fields: url'],
  ])('refuses %s with a 400 that says why, and counts nothing', async (_, body, words) => {
    const before = await scrape();
    const res = await report(body);
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain(words);
    const after = await scrape();
    for (const name of ['castline_web_vitals_lcp_seconds_count', 'castline_web_vitals_inp_seconds_count', 'castline_web_vitals_cls_count']) {
      expect(sampleOf(after, name)).toBe(sampleOf(before, name));
    }
    expect(after).not.toContain('/u/3');
  });

  it('refuses a body over 1 KB with a 413', async () => {
    const res = await report({ route: '/', vitals: [{ name: 'LCP', value: 1 }], padding: 'x'.repeat(2000) });
    expect(res.status).toBe(413);
  });

  it('limits each client to 30 reports a minute, valid or not, and counts the refusals', async () => {
    const before = sampleOf(await scrape(), 'castline_rate_limited_total', { limit: 'vitals' });
    while (sent < 30) expect((await report({ route: '/', vitals: [{ name: 'CLS', value: 0 }] })).status).toBe(204);
    const refused = await report({ route: '/', vitals: [{ name: 'CLS', value: 0 }] });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(JSON.stringify(await refused.json())).toContain('Too many reports');
    expect(sampleOf(await scrape(), 'castline_rate_limited_total', { limit: 'vitals' }) - before).toBe(1);
  });
});
