import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { castBody, l1Author, sleep, type Author } from '../attack/support';
import { startStandInNode, type StandInNode } from '../standIns/snapchain/standInNode';
import { farcasterNow, signedMessageJson, startTestGateway, type TestGateway } from '../testing/testGateway';
import { sampleOf } from '../testing/prometheusText';

/** The demo's hostile-text cast, which every demo gateway holds. */
const DEMO_CAST = '0x36d36934bc2de9a5e1942bc6a6db0e21a3ed3d26';

describe('the metrics of a gateway delivering to a Farcaster node', () => {
  let node: StandInNode;
  let gw: TestGateway;
  let alice: Author;
  const scrape = async () => {
    const res = await fetch(gw.metricsUrl!);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.text();
  };
  /** Scrapes until `until` holds of the metrics, for at most 10 s. */
  async function scrapeUntil(until: (text: string) => boolean): Promise<string> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const text = await scrape();
      if (until(text)) return text;
      if (Date.now() > deadline) throw new Error(`the metrics never showed what was waited for:\n${text}`);
      await sleep(50);
    }
  }

  beforeAll(async () => {
    node = await startStandInNode({ mergeDelayMs: 50 });
    gw = await startTestGateway({ hub: { hubUrl: node.url, baseBackoffMs: 50, maxBackoffMs: 200, probeMaxMs: 200 }, metrics: { port: 0 } });
    alice = await l1Author(gw, 1);
  });
  afterAll(async () => {
    await gw.dispose();
    await node.close();
  });

  it('serves them on a port of their own, on 127.0.0.1, and nothing else there', async () => {
    expect(gw.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect(new URL(gw.metricsUrl!).port).not.toBe(new URL(gw.url).port);
    expect((await fetch(new URL('/farcaster/v2/casts', gw.metricsUrl!))).status).toBe(404);
    expect((await fetch(new URL('/metrics', gw.url))).status).not.toBe(200);
  });

  it("counts requests by route pattern and status with their latency, and the read cache's hits and misses", async () => {
    const before = await scrape();
    const cast = { method: 'GET', route: '/farcaster/v2/cast' };
    for (let i = 0; i < 2; i++) expect((await gw.get(`/farcaster/v2/cast?hash=${DEMO_CAST}`)).status).toBe(200);
    expect((await gw.get('/farcaster/v2/cast?hash=not-a-hash')).status).toBe(400);
    const after = await scrape();
    const moved = (name: string, labels: Record<string, string>) => sampleOf(after, name, labels) - sampleOf(before, name, labels);
    expect(moved('castline_http_request_duration_seconds_count', { ...cast, status: '200' })).toBe(2);
    expect(moved('castline_http_request_duration_seconds_count', { ...cast, status: '400' })).toBe(1);
    expect(moved('castline_http_request_duration_seconds_sum', { ...cast, status: '200' })).toBeGreaterThan(0);
    expect(moved('castline_http_request_duration_seconds_bucket', { ...cast, status: '200', le: '+Inf' })).toBe(2);
    expect(moved('castline_read_cache_lookups_total', { result: 'hit' })).toBe(1);
    expect(moved('castline_read_cache_lookups_total', { result: 'miss' })).toBe(2);
    // Routes are patterns: what a request put in its path is no label.
    expect(after).not.toContain(DEMO_CAST);
    expect(after).not.toContain('not-a-hash');
  });

  it('counts writes accepted and refused by reason, submissions to the node by outcome, and the outbox until it empties', async () => {
    const before = await scrape();
    const writes = (text: string, outcome: string) => sampleOf(text, 'castline_writes_total', { route: '/farcaster/v2/message', outcome });
    const submissions = (text: string, outcome: string) => sampleOf(text, 'castline_node_submissions_total', { outcome });

    node.setUnavailable(true);
    const message = signedMessageJson({ type: 1, fid: 1, timestamp: farcasterNow(), ...castBody('counted on its way') }, alice.key);
    expect((await gw.post('/farcaster/v2/message', { message }, alice.token)).status).toBe(200);
    expect((await gw.post('/farcaster/v2/message', { message }, alice.token)).status).toBe(409);
    expect((await gw.post('/farcaster/v2/message', { message: { data: 'not a message' } }, alice.token)).status).toBe(400);
    expect((await gw.post('/farcaster/v2/message', { message })).status).toBe(401);

    // The node answers 503: the message waits in the outbox, and its age grows.
    const waiting = await scrapeUntil((text) => submissions(text, 'retry') > submissions(before, 'retry'));
    expect(sampleOf(waiting, 'castline_outbox_depth')).toBe(1);
    expect(sampleOf(waiting, 'castline_outbox_oldest_age_seconds')).toBeGreaterThan(0);
    for (const [outcome, count] of [['accepted', 1], ['conflict', 1], ['invalid', 1], ['unauthenticated', 1]] as const) {
      expect(writes(waiting, outcome) - writes(before, outcome), outcome).toBe(count);
    }

    node.setUnavailable(false);
    const delivered = await scrapeUntil((text) => sampleOf(text, 'castline_outbox_depth') === 0);
    expect(submissions(delivered, 'admitted') - submissions(before, 'admitted')).toBe(1);
    expect(sampleOf(delivered, 'castline_outbox_oldest_age_seconds')).toBe(0);

    // Castline's own writes are counted too: a channel follow without a token, a notification of another shape.
    expect((await gw.post('/castline/v1/channel-follows', { channelId: 'art' })).status).toBe(401);
    expect((await gw.post('/castline/v1/miniapps/notifications', { tokens: [] })).status).toBe(400);
    const own = await scrape();
    const ownWrites = (route: string, outcome: string) =>
      sampleOf(own, 'castline_writes_total', { route, outcome }) - sampleOf(before, 'castline_writes_total', { route, outcome });
    expect(ownWrites('/castline/v1/channel-follows', 'unauthenticated')).toBe(1);
    expect(ownWrites('/castline/v1/miniapps/notifications', 'invalid')).toBe(1);
  });

  it("shows the event lag of each shard followed, the scheduled casts due and late, and Node's own figures", async () => {
    const text = await scrape();
    for (const shard of ['1', '2']) {
      expect(text).toMatch(new RegExp(`^castline_node_event_lag_seconds\\{shard="${shard}"\\} `, 'm'));
      expect(sampleOf(text, 'castline_node_event_lag_seconds', { shard })).toBeLessThan(60);
    }
    expect(text).toMatch(/^castline_scheduled_casts_due 0$/m);
    expect(text).toMatch(/^castline_scheduled_casts_late 0$/m);
    expect(sampleOf(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
  });
});

describe('the metrics of a gateway with rate limits', () => {
  it('counts the refusals of each limit', async () => {
    const gw = await startTestGateway({ rateLimit: 'farquest' });
    try {
      const statuses = [];
      for (let i = 0; i < 6; i++) statuses.push((await gw.get('/farcaster/v2/user?fid=1')).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      const text = await gw.metrics.metrics();
      expect(sampleOf(text, 'castline_rate_limited_total', { limit: 'read' })).toBe(1);
      expect(sampleOf(text, 'castline_http_request_duration_seconds_count', { route: '/farcaster/v2/user', status: '429' })).toBe(1);
    } finally {
      await gw.dispose();
    }
  });
});
