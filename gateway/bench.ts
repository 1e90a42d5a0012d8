import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { spawnGateway } from './testing/childGateway';

/**
 * Loads a scale:100000 database in a gateway child process, then measures a casts page of 100 and a
 * users call of 100 FIDs with autocannon from this process, so the load tool and the server do not
 * share an event loop.
 */

const CASTS = 100_000;
const DURATION_S = 10;
const CONNECTIONS = 2;

async function cursors(url: string, count: number): Promise<string[]> {
  const paths = ['/farcaster/v2/casts?limit=100'];
  let next: string | null = null;
  for (let i = 1; i < count; i++) {
    const res: Response = await fetch(`${url}${paths[0]}${next ? `&cursor=${next}` : ''}`, { headers: { 'API-KEY': 'dev-key' } });
    next = ((await res.json()) as { next: string | null }).next;
    if (!next) break;
    // Skip ahead so the sample spreads over the timeline.
    for (let skip = 0; skip < 20 && next; skip++) {
      const page: Response = await fetch(`${url}/farcaster/v2/casts?limit=100&cursor=${next}`, { headers: { 'API-KEY': 'dev-key' } });
      next = ((await page.json()) as { next: string | null }).next;
    }
    if (next) paths.push(`/farcaster/v2/casts?limit=100&cursor=${next}`);
  }
  return paths;
}

function userPaths(count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const fids = Array.from({ length: 100 }, (_, j) => ((i * 37 + j * 7) % 1000) + 1);
    return `/farcaster/v2/users?fids=${fids.join(',')}`;
  });
}

async function measure(url: string, name: string, paths: string[]) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { 'API-KEY': 'dev-key' },
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return {
    name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'kB/response': Math.round(result.throughput.average / result.requests.average / 1024),
  };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'castline-bench-'));
  const started = Date.now();
  const gateway = await spawnGateway(['--db', join(dir, 'bench.sqlite'), '--seed', `scale:${CASTS}`]);
  console.log(`scale:${CASTS} database ready and serving after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  try {
    const rows = [
      await measure(gateway.url, 'casts page, limit=100', await cursors(gateway.url, 20)),
      await measure(gateway.url, 'users, 100 FIDs', userPaths(20)),
    ];
    console.log(`\nautocannon, ${CONNECTIONS} connections, ${DURATION_S} s each:`);
    console.table(rows);
  } finally {
    await gateway.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
