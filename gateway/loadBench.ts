import { loadavg } from 'node:os';
import { castBody, hashBytes, l2Author, send, type Author } from './attack/support';
import { crashRun } from './attack/crashRun';
import type { Dialect } from './store/database';
import { benchDialects, scratchDatabases } from './testing/scratchDatabases';
import { spawnGateway } from './testing/childGateway';
import { httpClient, type HttpClient } from './testing/testGateway';

/**
 * `npm run bench:load` (`-- --sqlite` or `-- --postgres` for one dialect; both by default): 50 clients
 * on loopback against a fresh demo gateway, one process and then `--workers 4`, for a fixed time, each mixing reads (feeds, profiles, single casts, users) with writes (casts and
 * likes, each as its own L2 author). Prints requests per second, p50/p99 and the errors (any answer
 * but a 200 counts), checks that every acknowledged cast reads back, then runs the kill -9 durability
 * run and prints its figures.
 */

const CLIENTS = 50;
const DURATION_MS = 10_000;
const WRITE_SHARE = 0.25;

interface Tally {
  latencies: number[];
  errors: string[];
  reads: number;
  writes: number;
  casts: string[];
}

async function demoCastHashes(client: HttpClient): Promise<string[]> {
  const hashes: string[] = [];
  let next: string | null = null;
  for (let page = 0; page < 5; page++) {
    const res = await client.get(`/farcaster/v2/casts?limit=100${next ? `&cursor=${next}` : ''}`);
    const body = (await res.json()) as { result: { casts: { hash: string }[] }; next: string | null };
    hashes.push(...body.result.casts.map((c) => c.hash));
    next = body.next;
  }
  return [...new Set(hashes)];
}

async function runClient(client: HttpClient, author: Author, index: number, targets: string[], until: number, tally: Tally) {
  for (let i = 0; Date.now() < until; i++) {
    const write = Math.random() < WRITE_SHARE;
    const started = performance.now();
    let res: Response;
    try {
      if (write && i % 3 === 0) {
        // A different cast each time, so no like repeats a message already sent.
        const target = targets[(index * 97 + i) % targets.length]!;
        res = await send(client, author, { type: 3, reactionBody: { type: 1, targetCastId: { fid: 0, hash: hashBytes(target) } } }, { isExternal: true });
      } else if (write) {
        res = await send(client, author, { type: 1, ...castBody(`load client ${index} cast ${i}`) });
      } else {
        const reads = [
          '/farcaster/v2/casts?limit=25',
          `/farcaster/v2/casts?fid=${1 + (i % 10)}&limit=25`,
          `/farcaster/v2/cast?hash=${targets[i % targets.length]}`,
          `/farcaster/v2/users?fids=1,2,3,4,5,${author.fid}`,
          `/farcaster/v2/casts?fid=${author.fid}&limit=10`,
        ];
        res = await client.get(reads[i % reads.length]!);
      }
      const body = (await res.json()) as { result?: { hash?: string } };
      tally.latencies.push(performance.now() - started);
      if (res.status !== 200) tally.errors.push(`${res.status} ${JSON.stringify(body).slice(0, 200)}`);
      else if (write) {
        tally.writes++;
        if (i % 3 !== 0 && body.result?.hash) tally.casts.push(body.result.hash);
      } else tally.reads++;
    } catch (error) {
      tally.errors.push(String(error));
    }
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

async function load(dialect: Dialect, db: string, workers: number): Promise<void> {
  const gateway = await spawnGateway(['--db', db, '--seed', 'demo', '--workers', String(workers)]);
  try {
    const client = httpClient(gateway.url, gateway.apiKey);
    const authors: Author[] = [];
    for (let i = 0; i < CLIENTS; i++) authors.push(await l2Author(client));
    const targets = await demoCastHashes(client);
    const tally: Tally = { latencies: [], errors: [], reads: 0, writes: 0, casts: [] };
    const started = Date.now();
    await Promise.all(authors.map((author, i) => runClient(client, author, i, targets, started + DURATION_MS, tally)));
    const seconds = (Date.now() - started) / 1000;
    const sorted = [...tally.latencies].sort((a, b) => a - b);
    let found = 0;
    for (const hash of tally.casts) {
      const body = (await (await client.get(`/farcaster/v2/cast?hash=${hash}`)).json()) as { result: { cast: unknown } };
      if (body.result.cast) found++;
    }
    const processes = workers === 1 ? 'one gateway process' : `${workers} gateway processes`;
    console.log(`Load on ${dialect}, ${processes}: ${CLIENTS} clients, ${seconds.toFixed(1)} s, ${Math.round(WRITE_SHARE * 100)} % writes (casts and likes)`);
    console.log(`  requests ${tally.latencies.length} (${tally.reads} reads, ${tally.writes} writes): ${Math.round(tally.latencies.length / seconds)} req/s`);
    console.log(`  latency p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms`);
    console.log(`  errors ${tally.errors.length}${tally.errors.length ? `: ${tally.errors.slice(0, 3).join(' | ')}` : ''}`);
    console.log(`  acknowledged casts read back: ${found} of ${tally.casts.length}`);
    if (tally.errors.length > 0 || found !== tally.casts.length) process.exitCode = 1;
  } finally {
    await gateway.stop();
  }
}

async function durability(): Promise<void> {
  const rounds = 3;
  const result = await crashRun({ rounds, writers: 8, writesPerRound: 300 });
  console.log(`Durability: ${rounds} kill -9s during bursts of 8 writers, reopened on the same file`);
  console.log(`  acknowledged writes ${result.acknowledged}, found after restart ${result.found}, cut by the kills (unacknowledged) ${result.cut}`);
  if (result.found !== result.acknowledged) process.exitCode = 1;
}

async function main(): Promise<void> {
  console.log(`Load average at start: ${loadavg().map((n) => n.toFixed(1)).join(', ')} (${process.env.npm_lifecycle_event ?? 'bench'})`);
  const databases = scratchDatabases();
  for (const dialect of benchDialects()) {
    for (const workers of [1, 4]) await load(dialect, await databases.create(dialect, `load${workers}`), workers);
  }
  await databases.close();
  await durability();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
