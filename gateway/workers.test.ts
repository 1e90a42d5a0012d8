import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { acceptedHash, castBody, castByHash, databaseDigest, json, l1Author, l2Author, send, sleep, withDatabase } from './attack/support';
import { SCHEDULED_PATH } from './http/scheduleRoutes';
import type { ReadinessReport } from './http/readiness';
import { startStandInNode } from './standIns/snapchain/standInNode';
import { MIGRATION_NAMES } from './store/migrations/migrate';
import { spawnGateway, type ChildGateway } from './testing/childGateway';
import { newTestDatabase, testDialect } from './testing/testDatabase';
import { farcasterNow, httpClient, signedMessageJson, type HttpClient } from './testing/testGateway';

// Several gateway processes on one database: separate processes (as on separate machines) and `--workers N`.

const dir = mkdtempSync(join(tmpdir(), 'castline-processes-'));
const started: ChildGateway[] = [];
afterAll(async () => {
  await Promise.all(started.map((gateway) => gateway.stop()));
  rmSync(dir, { recursive: true, force: true });
});

async function spawn(args: string[]): Promise<{ gateway: ChildGateway; client: HttpClient }> {
  const gateway = await spawnGateway(args);
  started.push(gateway);
  return { gateway, client: httpClient(gateway.url, gateway.apiKey) };
}

interface UserRecord {
  displayName: string;
  followerCount: number;
}
const userOf = async (client: HttpClient, fid: string) => (await json<{ result: { user: UserRecord } }>(client.get(`/farcaster/v2/user?fid=${fid}`))).result.user;
const newestCasts = async (client: HttpClient, fid: string, token?: string) =>
  (await json<{ result: { casts: { hash: string }[] } }>(client.get(`/farcaster/v2/casts?fid=${fid}&limit=5`, token))).result.casts.map((c) => c.hash);

describe(`two gateway processes on one database (${testDialect})`, () => {
  let a: HttpClient;
  let b: HttpClient;

  beforeAll(async () => {
    const db = await newTestDatabase(dir, 'shared');
    a = (await spawn(['--db', db, '--seed', 'demo'])).client;
    const seeded = await databaseDigest(db);
    b = (await spawn(['--db', db, '--seed', 'demo'])).client;
    // The second process found the demo data there and changed nothing.
    expect(await databaseDigest(db)).toBe(seeded);
  }, 120_000);

  it('accepts the tokens of the other, and serves what the other acknowledged at once, cached or not', async () => {
    const alice = await l1Author(a, 1);
    // B reads first, so its read cache and row cache hold the old page, profile and counts.
    const before = await newestCasts(b, '1');
    const bobBefore = await userOf(b, '2');
    const nameBefore = (await userOf(b, '1')).displayName;

    const hash = await acceptedHash(send(a, alice, { type: 1, ...castBody('written through A') }));
    expect((await castByHash(b, hash))?.text).toBe('written through A');
    expect(await newestCasts(b, '1')).toEqual([hash, ...before.slice(0, 4)]);
    // Signed in (no shared cache) through B with the token A issued.
    expect((await newestCasts(b, '1', alice.token))[0]).toBe(hash);

    await acceptedHash(send(a, alice, { type: 11, userDataBody: { type: 2, value: `${nameBefore} (renamed)` } }));
    expect((await userOf(b, '1')).displayName).toBe(`${nameBefore} (renamed)`);
    // And the other way round: a count B changed, on a profile A has cached.
    const bobOnA = await userOf(a, '2');
    expect(bobOnA.followerCount).toBe(bobBefore.followerCount);
    await acceptedHash(send(b, await l2Author(b), { type: 5, linkBody: { type: 'follow', targetFid: 2 } }));
    expect((await userOf(a, '2')).followerCount).toBe(bobBefore.followerCount + 1);
  });

  it('ends a token everywhere when it signs out through one of them', async () => {
    const author = await l2Author(a);
    expect((await send(b, author, { type: 1, ...castBody('before signing out') })).status).toBe(200);
    expect((await a.post('/castline/v1/sign-out', {}, author.token)).status).toBeLessThan(300);
    const refused = await send(b, author, { type: 1, ...castBody('after signing out') });
    expect(refused.status).toBe(401);
    expect(JSON.stringify(await refused.json())).toContain('Signed out');
  });

  it('keeps every write the other acknowledged when one is killed mid-burst, and the other serves on', async () => {
    const [first, second] = started as [ChildGateway, ChildGateway];
    const authors = await Promise.all([l2Author(a), l2Author(b)]);
    const acknowledged: string[] = [];
    const acknowledgedBy = [0, 0];
    let aGone = false;
    const writer = (client: HttpClient, w: 0 | 1) =>
      (async () => {
        for (let i = 0; i < 60; i++) {
          try {
            acknowledged.push(await acceptedHash(send(client, authors[w], { type: 1, ...castBody(`burst ${w} ${i}`) })));
            acknowledgedBy[w]!++;
          } catch (error) {
            // Only A's writes may fail, and only once it is being killed.
            if (w === 1 || !aGone) throw error;
            return;
          }
        }
      })();
    const writers = Promise.all([writer(a, 0), writer(b, 1)]);
    while (acknowledgedBy[0]! < 10) await Promise.race([sleep(5), writers]);
    aGone = true;
    await first.kill9();
    const afterKill = acknowledgedBy[1]!;
    await writers;
    expect(acknowledgedBy[0]).toBeGreaterThanOrEqual(10);
    expect(acknowledgedBy[1]).toBe(60);
    expect(afterKill).toBeLessThan(60);
    const missing = [];
    for (const hash of acknowledged) if (!(await castByHash(b, hash))) missing.push(hash);
    expect(missing).toEqual([]);
    expect(second.output()).not.toContain('Internal error');
  }, 60_000);
});

/** Waits until `holds()` is true, for at most `ms`. */
async function until(holds: () => boolean | Promise<boolean>, what: string, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await holds())) {
    if (Date.now() > deadline) throw new Error(`never came to pass within ${ms} ms: ${what}`);
    await sleep(50);
  }
}

describe(`the jobs that run once in a cluster (${testDialect})`, () => {
  it('runs delivery and the scheduled casts in one elected process, and in another within seconds of a kill -9, each message once', async () => {
    const node = await startStandInNode({ mergeDelayMs: 50 });
    try {
      const db = await newTestDatabase(dir, 'jobs', { demo: true });
      const args = ['--db', db, '--seed', 'demo', '--hub-url', node.url, '--metrics-port', '0'];
      const first = await spawn(args);
      const second = await spawn(args);
      const leads = async (client: HttpClient) => (await json<ReadinessReport>(client.get('/readyz'))).checks.leader!.leading === true;
      expect([await leads(first.client), await leads(second.client)]).toEqual([true, false]);
      const submissions = async ({ gateway }: { gateway: ChildGateway }) => {
        const text = await (await fetch(/Metrics: (http:\/\/[\d.:]+\/metrics)/.exec(gateway.output())![1]!)).text();
        return [...text.matchAll(/^castline_node_submissions_total\{.*\} (\d+)$/gm)].reduce((sum, m) => sum + Number(m[1]), 0);
      };

      // Accepted through the process that does not lead, while the node is busy: the leader tries it, the
      // other process does not, and it is still queued when the leader is killed.
      node.setUnavailable(true);
      const alice = await l1Author(second.client, 1);
      const queued = await acceptedHash(send(second.client, alice, { type: 1, ...castBody('queued before the kill') }));
      await until(async () => (await submissions(first)) > 0, 'the leader trying the queued message');
      // Far enough ahead to be kept rather than published at once (5 s), however slowly the request goes.
      const later = signedMessageJson({ type: 1, fid: alice.dataFid, timestamp: farcasterNow() + 9, ...castBody('due after the kill') }, alice.key);
      const scheduledRes = await second.client.post(SCHEDULED_PATH, { message: later }, alice.token);
      expect(scheduledRes.status).toBe(201);
      const scheduled = (await json<{ result: { scheduled: { hash: string } } }>(scheduledRes)).result.scheduled.hash;
      expect(await submissions(second)).toBe(0);

      await first.gateway.kill9();
      node.setUnavailable(false);
      await until(() => leads(second.client), 'the second process leading', 10_000);
      await until(() => node.merged.includes(queued) && node.merged.includes(scheduled), 'both messages delivered');
      expect(node.merged.filter((hash) => hash === queued || hash === scheduled).sort()).toEqual([queued, scheduled].sort());
      expect((await castByHash(second.client, scheduled))?.text).toBe('due after the kill');
      expect(second.gateway.output()).toContain('Leader: this process runs');
    } finally {
      await node.close();
    }
  }, 120_000);
});

describe('rate limits across processes', () => {
  it('gives a client alternating between two processes no more reads than one process would', async () => {
    const db = await newTestDatabase(dir, 'limited', { demo: true });
    const a = (await spawn(['--db', db, '--seed', 'demo', '--rate-limit', 'farquest'])).client;
    const b = (await spawn(['--db', db, '--seed', 'demo', '--rate-limit', 'farquest'])).client;
    const statuses = [];
    for (let i = 0; i < 8; i++) statuses.push((await (i % 2 === 0 ? a : b).get('/farcaster/v2/user?fid=1')).status);
    // far.quest's window: five reads per five seconds per address, counted once for both processes.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
  }, 120_000);
});

/** A read on a connection of its own, so that the cluster hands it to the next worker in turn. */
const readOnNewConnection = (url: string, apiKey: string) =>
  new Promise<number>((resolve, reject) => {
    get(url, { agent: false, headers: { 'API-KEY': apiKey } }, (res) => {
      res.resume();
      res.once('end', () => resolve(res.statusCode ?? 0));
    }).once('error', reject);
  });

describe('--workers', () => {
  it('serves from N processes on one port with their metrics added up, and replaces one killed with kill -9 while the others serve', async () => {
    const db = await newTestDatabase(dir, 'workers');
    const { gateway, client } = await spawn(['--db', db, '--seed', 'none', '--workers', '2', '--metrics-port', '0']);
    const pids = /2 workers: (\d+), (\d+)/.exec(gateway.output())!.slice(1).map(Number);
    expect(pids).toHaveLength(2);
    // The empty database was migrated once, by the primary, before it started the workers.
    const forkedAt = Date.parse((JSON.parse(gateway.output().split('\n').find((line) => line.includes('Database migrated; starting 2 workers'))!) as { time: string }).time);
    const migrations = await withDatabase(db, (d) => d.all(sql<{ name: string; timestamp: string }>`SELECT name, timestamp FROM kysely_migration`));
    expect(migrations.map((m) => m.name).sort()).toEqual([...MIGRATION_NAMES].sort());
    for (const { timestamp } of migrations) expect(Date.parse(timestamp)).toBeLessThanOrEqual(forkedAt);
    const author = await l2Author(client);
    const hash = await acceptedHash(send(client, author, { type: 1, ...castBody('through the workers') }));

    // Each worker counts the reads it served; the primary's metrics hold them all.
    const metricsUrl = /Metrics: (http:\/\/127\.0\.0\.1:\d+\/metrics)/.exec(gateway.output())![1]!;
    for (let i = 0; i < 6; i++) expect(await readOnNewConnection(`${gateway.url}/farcaster/v2/cast?hash=${hash}`, gateway.apiKey)).toBe(200);
    const metrics = await (await fetch(metricsUrl)).text();
    expect(metrics).toMatch(/^castline_http_request_duration_seconds_count\{method="GET",route="\/farcaster\/v2\/cast",status="200"\} 6$/m);
    // A figure every worker reads from the database is shown once, not added up.
    expect(metrics).toMatch(/^castline_scheduled_casts_due 0$/m);
    // One of the workers leads: its jobs run in it alone.
    expect(metrics).toMatch(/^castline_leader 1$/m);

    process.kill(pids[0]!, 'SIGKILL');
    // A kept-alive connection to the killed worker is cut (as a browser does, a read is tried again once on
    // a new connection); new connections go to the worker still alive, and then to its replacement.
    const read = () => castByHash(client, hash).catch(() => castByHash(client, hash));
    for (let i = 0; i < 10; i++) expect((await read())?.text).toBe('through the workers');
    for (let waited = 0; !/exited \(SIGKILL\); starting another/.test(gateway.output()) && waited < 10_000; waited += 100) await sleep(100);
    expect(gateway.output()).toMatch(new RegExp(`Gateway worker ${pids[0]} exited \\(SIGKILL\\); starting another`));

    await gateway.stop();
    const alive = (pid: number) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    expect(pids.filter(alive)).toEqual([]);
  }, 120_000);
});
