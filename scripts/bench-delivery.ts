// `npx tsx scripts/bench-delivery.ts`: delivery of accepted L1 casts to a stand-in Snapchain node
// (gateway/standIns/snapchain, blocks 200 ms after admission), with the gateway's default delivery timing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { demoClient, type DemoClient } from '../gateway/testing/demoClient';
import { startStandInNode } from '../gateway/standIns/snapchain/standInNode';
import { startGateway } from '../gateway/server';

const dir = mkdtempSync(join(tmpdir(), 'castline-bench-delivery-'));
const dbPath = join(dir, 'gateway.sqlite');
const node = await startStandInNode();
const gateway = await startGateway({ port: 0, db: dbPath, quiet: true, hub: { hubUrl: node.url } });
const db = new Database(dbPath, { readonly: true });
const row = db.prepare<[string], { state: string; accepted_at: number; delivered_at: number | null }>('SELECT state, accepted_at, delivered_at FROM outbox WHERE hash = ?');
const clients = await Promise.all([1, 2, 3, 4].map((fid) => demoClient(gateway.url, gateway.apiKey, fid)));

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function allDelivered(hashes: string[], withinMs: number): Promise<number> {
  const until = Date.now() + withinMs;
  for (;;) {
    const rows = hashes.map((h) => row.get(h)!);
    if (rows.every((r) => r.state === 'delivered')) return Math.max(...rows.map((r) => r.delivered_at!));
    if (Date.now() > until) throw new Error(`not all delivered within ${withinMs} ms`);
    await sleep(10);
  }
}
const quantile = (ms: number[], q: number) => [...ms].sort((a, b) => a - b)[Math.min(ms.length - 1, Math.floor(q * ms.length))]!;
/** `count` casts, `concurrency` at a time, spread over the demo accounts. */
async function post(count: number, label: string, concurrency = 8): Promise<string[]> {
  const hashes: string[] = [];
  let next = 0;
  const worker = async (client: DemoClient) => {
    while (next < count) {
      const i = next++;
      hashes.push(await client.cast(`${label} ${i}`));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, i) => worker(clients[i % clients.length]!)));
  return hashes;
}

// 1. The node up: from the gateway's acceptance to delivered (read back from the node), one cast at a time.
const latencies: number[] = [];
for (let i = 0; i < 40; i++) {
  const [hash] = await post(1, `latency ${i}`, 1);
  await allDelivered([hash!], 10_000);
  const r = row.get(hash!)!;
  latencies.push(r.delivered_at! - r.accepted_at);
}
console.log(`accepted → delivered, node up: p50 ${quantile(latencies, 0.5)} ms, p90 ${quantile(latencies, 0.9)} ms, max ${Math.max(...latencies)} ms (40 casts, one at a time)`);

// 2. An outage: the node answers 503 for 10 s while 20 casts are accepted.
node.setUnavailable(true);
const before = node.submits.length;
const during = await post(20, 'outage');
await sleep(10_000);
const sendsDuringOutage = node.submits.length - before;
node.setUnavailable(false);
const back = Date.now();
const last = await allDelivered(during, 120_000);
console.log(`after a 10 s outage (503): all 20 casts delivered ${last - back} ms after the node was back; ${sendsDuringOutage} sends during the outage (${(sendsDuringOutage / 20).toFixed(1)} per cast)`);

// 3. Throughput, as casts arrive: 1000 casts accepted as fast as 8 writers can.
const started = Date.now();
const burst = await post(1000, 'burst');
const accepted = Date.now();
const done = await allDelivered(burst, 300_000);
console.log(`1000 casts arriving: accepted in ${accepted - started} ms (${Math.round(1000 / ((accepted - started) / 1000))}/s), the last delivered ${done - accepted} ms after the last was accepted`);

// 4. Throughput of a backlog: 1000 casts accepted while the node is down, then the node comes back.
await node.down();
const backlog = await post(1000, 'backlog');
await node.up();
const upAt = Date.now();
const drained = await allDelivered(backlog, 300_000);
const admitted = db.prepare<[string], number>('SELECT admitted_at FROM outbox WHERE hash = ?').pluck();
const firstAdmitted = Math.min(...backlog.map((hash) => admitted.get(hash)!));
console.log(`a backlog of 1000: first admitted ${firstAdmitted - upAt} ms after the node was back (the next probe), all delivered ${drained - firstAdmitted} ms after that: ${Math.round(1000 / ((drained - firstAdmitted) / 1000))} messages/s`);

db.close();
await gateway.close();
await node.close();
rmSync(dir, { recursive: true, force: true });
