// `npx tsx scripts/bench-search.ts`: cast, people and channel search on `--seed scale:100000`, timed on the gateway.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startGateway } from '../gateway/server';

const dir = mkdtempSync(join(tmpdir(), 'castline-bench-search-'));
const seeded = Date.now();
const gateway = await startGateway({ port: 0, db: join(dir, 'gateway.sqlite'), seed: 'scale:100000', quiet: true });
console.log(`seeded scale:100000 (with the FTS5 index) in ${Date.now() - seeded} ms`);
const headers = { 'API-KEY': gateway.apiKey };
const get = async (path: string) => {
  const res = await fetch(gateway.url + path, { headers });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return res.json() as Promise<{ result: { casts: { text: string }[]; next?: string | null }; next?: string | null }>;
};

// Every request asks something new, so the gateway's read cache never answers for the index.
const words = new Set<string>();
let cursor: string | null | undefined = null;
while (words.size < 260) {
  const page = await get(`/farcaster/v2/casts?limit=100${cursor ? `&cursor=${cursor}` : ''}`);
  for (const cast of page.result.casts) for (const w of cast.text.toLowerCase().match(/[\p{L}\p{N}]{2,}/gu) ?? []) words.add(w);
  cursor = page.next ?? page.result.next;
  if (!cursor) break;
}
const vocabulary = [...words];

async function time(name: string, paths: string[]) {
  const ms: number[] = [];
  let found = 0;
  for (const path of paths) {
    const started = performance.now();
    const body = await get(path);
    ms.push(performance.now() - started);
    found += (body.result.casts ?? []).length;
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]!.toFixed(1);
  console.log(`${name.padEnd(52)} p50 ${at(0.5)} ms  p99 ${at(0.99)} ms  (${paths.length} distinct sequential requests, ${(found / paths.length).toFixed(1)} casts each)`);
}

// The scale seed's text is "cast number N from the scale seed": a number matches one cast, a word all of them.
const rare = vocabulary.filter((w) => /^\d+$/.test(w)).slice(0, 200);
const common = vocabulary.filter((w) => !/^\d+$/.test(w));
const commonPaths = Array.from({ length: 200 }, (_, i) => `/castline/v1/search-casts?q=${common[i % common.length]}&limit=${5 + (i % 40)}`);
await time('search-casts, a word in one cast', rare.map((w) => `/castline/v1/search-casts?q=${w}&limit=25`));
await time('search-casts, a word in every cast (100,000)', commonPaths);
await time('search-casts, two words', rare.map((w, i) => `/castline/v1/search-casts?q=${common[i % common.length]}%20${w}&limit=25`));
await time('search-casts, a prefix', rare.map((w, i) => `/castline/v1/search-casts?q=${w.slice(0, 2 + (i % 3))}&limit=25&v=${i}`));
await gateway.close();
rmSync(dir, { recursive: true, force: true });
