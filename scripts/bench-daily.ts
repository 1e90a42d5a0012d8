// `npx tsx scripts/bench-daily.ts`: the daily loop's reads on `--seed scale:100000`, timed on the gateway.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoClient } from '../gateway/testing/demoClient';
import { startGateway } from '../gateway/server';

const ROUNDS = 200;
const dir = mkdtempSync(join(tmpdir(), 'castline-bench-daily-'));
const seeded = Date.now();
const gateway = await startGateway({ port: 0, db: join(dir, 'gateway.sqlite'), seed: 'scale:100000', quiet: true });
console.log(`seeded scale:100000 in ${Date.now() - seeded} ms`);
const alice = await demoClient(gateway.url, gateway.apiKey, 1);
const headers = { 'API-KEY': gateway.apiKey, Authorization: `Bearer ${alice.token}` };
const popular = ((await (await fetch(`${gateway.url}/farcaster/v2/casts?limit=1`, { headers })).json()) as { result: { casts: { hash: string }[] } }).result.casts[0]!.hash;

async function time(name: string, path: string) {
  const ms: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    const res = await fetch(gateway.url + path, { headers });
    await res.text();
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]!.toFixed(1);
  console.log(`${name.padEnd(44)} p50 ${at(0.5)} ms  p99 ${at(0.99)} ms  (${ROUNDS} sequential requests)`);
}

await time('feed?limit=25 (following feed, signed in)', '/farcaster/v2/feed?limit=25');
await time('notifications?limit=50', '/farcaster/v2/notifications?limit=50');
await time('unseen-notifications-count', '/farcaster/v2/unseen-notifications-count');
await time('cast-likes?limit=50', `/farcaster/v2/cast-likes?castHash=${popular}&limit=50`);
await gateway.close();
rmSync(dir, { recursive: true, force: true });
