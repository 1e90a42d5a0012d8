import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { castBody, l1Author, send, sleep, withDatabase } from '../attack/support';
import { startStandInNode, type StandInNode } from '../standIns/snapchain/standInNode';
import { freePort } from '../testing/freePort';
import { startTestGateway, type TestGateway } from '../testing/testGateway';
import type { ReadinessReport } from './readiness';

const readyz = async (gw: TestGateway) => {
  const res = await fetch(`${gw.url}/readyz`);
  return { status: res.status, headers: res.headers, body: (await res.json()) as ReadinessReport };
};

/** Asks `/readyz` until `until` holds of its answer, for at most 10 s. */
async function readyzUntil(gw: TestGateway, until: (report: ReadinessReport) => boolean): Promise<ReadinessReport> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const { body } = await readyz(gw);
    if (until(body)) return body;
    if (Date.now() > deadline) throw new Error(`/readyz still answers ${JSON.stringify(body)}`);
    await sleep(100);
  }
}

describe('the probes of a gateway whose parts all answer', () => {
  let node: StandInNode;
  let gw: TestGateway;

  beforeAll(async () => {
    node = await startStandInNode();
    // far.quest's limits (5 reads per 5 s) would refuse the sixth request of anything they count.
    gw = await startTestGateway({ hub: { hubUrl: node.url }, rateLimit: 'farquest', readyMaxBacklog: 100, readyMaxEventLagSeconds: 60, shutdownDelayMs: 500 });
  });
  afterAll(async () => {
    await gw.dispose();
    await node.close();
  });

  it('answers /healthz and /readyz without a key, uncounted by the rate limits and never from a cache', async () => {
    for (let i = 0; i < 6; i++) {
      const health = await fetch(`${gw.url}/healthz`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok' });
      const ready = await readyz(gw);
      expect(ready.status).toBe(200);
      for (const res of [health, ready]) {
        expect(res.headers.get('cache-control')).toBe('no-store');
        expect(res.headers.get('x-cache')).toBeNull();
      }
    }
    const { body } = await readyz(gw);
    expect(body).toMatchObject({
      status: 'ready',
      failing: [],
      checks: { database: { ok: true }, node: { ok: true }, backlog: { ok: true, depth: 0 }, eventLag: { ok: true }, leader: { ok: true, leading: true } },
    });
    expect(Object.keys(body.checks.eventLag!.seconds as object)).toEqual(['1', '2']);
  });

  it('is not ready while the database holds a migration this version does not know', async () => {
    await withDatabase(gw.db, async (db) => {
      await db.bookkeep(sql`INSERT INTO kysely_migration (name, timestamp) VALUES ('999_from_a_newer_gateway', '2030-01-01T00:00:00.000Z')`);
      const { status, body } = await readyz(gw);
      expect(status).toBe(503);
      expect(body.failing).toEqual(['database']);
      expect(body.checks.database!.reason).toBe('The database was migrated by a newer version of the gateway (999_from_a_newer_gateway): upgrade this one');
      await db.bookkeep(sql`DELETE FROM kysely_migration WHERE name = '999_from_a_newer_gateway'`);
    });
    expect((await readyz(gw)).status).toBe(200);
  });

  it('is not ready from the moment it starts shutting down, while it still answers', async () => {
    const closing = gw.close();
    const { status, headers, body } = await readyz(gw);
    expect(status).toBe(503);
    expect(body.failing).toEqual(['shutdown']);
    expect(body.checks.shutdown!.reason).toBe('The gateway is shutting down');
    // A kept-alive client is told to take its next request elsewhere.
    expect(headers.get('connection')).toBe('close');
    await closing;
  });
});

describe('the probes of a gateway whose Farcaster node is out of reach', () => {
  let gw: TestGateway;

  beforeAll(async () => {
    const closedPort = await freePort();
    gw = await startTestGateway({ hub: { hubUrl: `http://127.0.0.1:${closedPort}` }, readyMaxBacklog: 0, readyMaxEventLagSeconds: 1 });
  });
  afterAll(() => gw.dispose());

  it('is still alive, but not ready: the node named, then the backlog past its limit and the events not read', async () => {
    expect((await fetch(`${gw.url}/healthz`)).status).toBe(200);
    const first = await readyz(gw);
    expect(first.status).toBe(503);
    expect(first.body.checks.node).toEqual({ ok: false, reason: 'The Farcaster node cannot be reached: ECONNREFUSED' });
    expect(first.body.checks.backlog).toEqual({ ok: true, depth: 0 });

    // An accepted L1 message waits in the outbox for the node.
    await send(gw, await l1Author(gw, 1), { type: 1, ...castBody('waiting for the node') });
    const report = await readyzUntil(gw, (r) => r.failing.includes('eventLag'));
    expect(report.failing).toEqual(['node', 'backlog', 'eventLag']);
    expect(report.checks.backlog).toMatchObject({ ok: false, depth: 1, limit: 0, reason: '1 messages wait to be delivered to the Farcaster node, more than the limit of 0' });
    expect(report.checks.eventLag!.reason).toMatch(/^The Farcaster node's events of shard 1 were last read to their end [\d.]+ s ago, longer than the limit of 1 s$/);
  });
});
