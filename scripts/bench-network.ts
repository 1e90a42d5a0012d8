// `npm run bench:network`: reading a profile the gateway holds nothing about, and the first page of its
// casts, through the gateway from a stand-in Snapchain node on this computer (gateway/standIns/snapchain),
// cold (every read asks the node) and again within the minute the answers are kept.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Message } from '@farcaster/core';
import { castMessage, followMessage, profileMessages, reactionMessage } from '../gateway/testing/networkMessages';
import { startStandInNode } from '../gateway/standIns/snapchain/standInNode';
import { startGateway } from '../gateway/server';

const PROFILES = 20;
const CASTS_EACH = 60;
const FIRST = 8000;

const dir = mkdtempSync(join(tmpdir(), 'castline-bench-network-'));
const node = await startStandInNode();
const seeded: Message[] = [];
for (let p = 0; p < PROFILES; p++) {
  const fid = FIRST + p;
  seeded.push(...profileMessages(fid, { username: `bench-${p}`, displayName: `Bench ${p}`, bio: 'A network profile', pfp: 'https://example.com/p.png' }));
  const casts = Array.from({ length: CASTS_EACH }, (_, i) => castMessage(fid, `cast ${i} of ${fid}`, 50_000 - i * 30));
  seeded.push(...casts, followMessage(fid, FIRST + ((p + 1) % PROFILES), 100));
  for (const cast of casts.slice(-5)) seeded.push(reactionMessage(FIRST + ((p + 2) % PROFILES), 'like', cast, 50));
}
await node.seed(seeded);
const gateway = await startGateway({ port: 0, db: join(dir, 'gateway.sqlite'), quiet: true, seed: 'demo', hub: { hubUrl: node.url } });

async function get(path: string): Promise<void> {
  const res = await fetch(gateway.url + path, { headers: { 'API-KEY': gateway.apiKey } });
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  await res.arrayBuffer();
}
/** The profile, then its first page of 25 casts, as the profile screen asks them; milliseconds. */
async function openProfile(fid: number): Promise<number> {
  const started = performance.now();
  await Promise.all([get(`/farcaster/v2/users?fids=${fid}`), get(`/farcaster/v2/casts?fid=${fid}&limit=25`)]);
  return performance.now() - started;
}
const median = (ms: number[]) => [...ms].sort((a, b) => a - b)[Math.floor(ms.length / 2)]!;
const max = (ms: number[]) => Math.max(...ms);

await openProfile(FIRST); // warm the gateway's own code paths once (one profile, not measured below)
const fids = Array.from({ length: PROFILES - 1 }, (_, i) => FIRST + 1 + i);
// The Following feed's reading of the node's events (every second) is not part of opening a profile.
const profileReads = () => node.reads.filter((r) => !r.startsWith('/v1/events?') && r !== '/v1/info').length;
const readsBefore = profileReads();
const cold: number[] = [];
for (const fid of fids) cold.push(await openProfile(fid));
const nodeReads = (profileReads() - readsBefore) / fids.length;
const cached: number[] = [];
for (const fid of fids) cached.push(await openProfile(fid));
const cachedReads = profileReads() - readsBefore - nodeReads * fids.length;

console.log(`Profile + first page of 25 casts, ${fids.length} network profiles, stand-in node on 127.0.0.1:`);
console.log(`  cold:   median ${median(cold).toFixed(1)} ms, max ${max(cold).toFixed(1)} ms, ${nodeReads.toFixed(0)} node reads each`);
console.log(`  cached: median ${median(cached).toFixed(1)} ms, max ${max(cached).toFixed(1)} ms, ${cachedReads} node reads in all`);
await gateway.close();
await node.close();
rmSync(dir, { recursive: true, force: true });
