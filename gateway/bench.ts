import autocannon, { type Result } from 'autocannon';
import { castBody, l2Author, type Author } from './attack/support';
import type { Dialect } from './store/database';
import { prepareDatabase } from './server';
import { benchDialects, scratchDatabases } from './testing/scratchDatabases';
import { spawnGateway } from './testing/childGateway';
import { httpClient, signedMessageJson } from './testing/testGateway';

/**
 * `npm run bench:gateway` (`-- --sqlite` or `-- --postgres` for one dialect; both by default): loads a
 * scale:100000 database, then, against one gateway process and against `--workers 4` on the same
 * database, measures with autocannon from this process (so the load tool and the
 * server do not share an event loop): a users call of 100 FIDs, a casts page of 100 built for every
 * request (`Cache-Control: no-cache`, signed in: a first view), the process's first 3,000 valid writes
 * from 50 clients (casts signed beforehand, each client its own author) while its write path is still
 * being compiled (as the read path is during the walk of the pages before the reads), and then, in
 * ROUNDS rounds one after another, the three rates the targets compare: the same pages signed in (viewer
 * flags; the viewer's own pages are kept too, so this is what a reader re-reading or polling gets), a
 * casts page of 100 anonymous (so served from the read cache), and the next 4,000 valid writes.
 *
 * This machine's speed drifts by a quarter and more within minutes, and at times by half within a minute
 * (other machines share its host), so rates measured minutes apart do not divide well. Each round measures
 * the three within seconds of each other, the cached page between the two rates divided by it. The table
 * gives each rate's median over the rounds; the ratios are printed per round, then the median of the
 * rounds' ratios (the figure the targets are read from) and the ratio of the medians. At the end, the
 * figures compared across runs of the same program: PostgreSQL's cached page against SQLite's, and each
 * database's writes with four processes against one, as ratios of their medians (measured minutes apart).
 */

const CASTS = 100_000;
const DURATION_S = 10;
/** Each read of a round: seven rounds of two reads, 42 s of reads in all. */
const ROUND_DURATION_S = 3;
const ROUNDS = 7;
const CONNECTIONS = 2;
const WRITERS = 50;
const WRITES_PER_WRITER = 80;
/** The process's first writes, measured apart: its write path is still being compiled, as reads are during the walk of the pages. */
const FIRST_WRITES_PER_WRITER = 60;
const WORKER_COUNTS = [1, 4];

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

function row(name: string, result: Result, perSecond = result.requests.average) {
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return {
    name,
    'req/s': Math.round(perSecond),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'kB/response': Math.round(result.throughput.average / result.requests.average / 1024),
  };
}

async function measure(url: string, name: string, paths: string[], { token, fresh = false, duration = DURATION_S }: { token?: string; fresh?: boolean; duration?: number } = {}) {
  const headers = { 'API-KEY': 'dev-key', ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(fresh ? { 'Cache-Control': 'no-cache' } : {}) };
  return row(name, await autocannon({ url, connections: CONNECTIONS, duration, headers, requests: paths.map((path) => ({ method: 'GET', path })) }));
}

type Row = ReturnType<typeof row>;

/** The row whose rate is the median of the rounds'. */
function medianRow(rows: Row[]): Row {
  const rate = median(rows.map((row) => row['req/s']));
  return rows.find((row) => row['req/s'] === rate)!;
}

const ratio = (part: Row, whole: Row) => part['req/s'] / whole['req/s'];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Casts signed before the clock starts, so the rate is the gateway's and not the signing's. They are
 * sent in turns, one of each author's, so the WRITERS casts in flight at a time come from WRITERS
 * different authors, as from that many people: one author's casts all at once would be one person's
 * flood, whose checks share one signer key.
 */
function signedCasts(authors: Author[], perWriter: number, batch: string): { token: string; body: string }[] {
  return Array.from({ length: perWriter }, (_, i) =>
    authors.map((author, a) => ({
      token: author.token,
      body: JSON.stringify({ message: signedMessageJson({ type: 1, fid: author.dataFid, ...castBody(`bench ${batch} writer ${a} cast ${i} ${Date.now()}`) }, author.key) }),
    })),
  ).flat();
}

/** Valid writes per second from WRITERS clients at once, `perWriter` each; every one must be acknowledged. */
async function measureWrites(url: string, authors: Author[], name: string, perWriter: number) {
  const queue = signedCasts(authors, perWriter, name);
  const amount = queue.length;
  // autocannon ends a run of `amount` requests at the next tick of its one-second clock, so the rate is
  // taken from the last answer instead.
  let lastAnswer = 0;
  const started = performance.now();
  const result = await autocannon({
    url,
    connections: WRITERS,
    amount,
    requests: [
      {
        method: 'POST',
        path: '/farcaster/v2/message',
        setupRequest: (request) => {
          const { token, body } = queue.pop()!;
          return { ...request, headers: { 'API-KEY': 'dev-key', 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body };
        },
        onResponse: () => {
          lastAnswer = performance.now();
        },
      },
    ],
  });
  return row(`valid casts, ${WRITERS} clients, ${name}`, result, amount / ((lastAnswer - started) / 1000));
}

/** A configuration's medians, by dialect and then by the number of processes. */
type Medians = Map<Dialect, Map<number, { cached: Row; writes: Row }>>;

async function main(): Promise<void> {
  const databases = scratchDatabases();
  const medians: Medians = new Map();
  for (const dialect of benchDialects()) medians.set(dialect, await bench(dialect, await databases.create(dialect, 'bench')));
  await databases.close();
  printAcrossRuns(medians);
}

function printAcrossRuns(medians: Medians): void {
  const [one, four] = WORKER_COUNTS as [number, number];
  const sqlite = medians.get('sqlite');
  const postgres = medians.get('postgres');
  console.log('\nAcross configurations (ratios of medians):');
  if (sqlite && postgres) {
    const cached = (workers: number) => ratio(postgres.get(workers)!.cached, sqlite.get(workers)!.cached).toFixed(2);
    console.log(`PostgreSQL cached page / SQLite's: ${cached(one)} with ${one} process (target ≥ 0.8), ${cached(four)} with ${four}`);
  }
  for (const [dialect, byWorkers] of medians) {
    const target = dialect === 'postgres' ? ' (target ≥ 1)' : '';
    console.log(`${dialect} valid writes per second, ${four} processes / ${one}: ${ratio(byWorkers.get(four)!.writes, byWorkers.get(one)!.writes).toFixed(2)}${target}`);
  }
}

async function bench(dialect: Dialect, db: string): Promise<Map<number, { cached: Row; writes: Row }>> {
  const started = Date.now();
  const medians = new Map<number, { cached: Row; writes: Row }>();
  // Seeded here first: under load, seeding PostgreSQL inside the gateway outlasted its minute to start.
  await prepareDatabase({ db, seed: `scale:${CASTS}`, quiet: true });
  for (const workers of WORKER_COUNTS) {
    const gateway = await spawnGateway(['--db', db, '--seed', `scale:${CASTS}`, '--workers', String(workers)]);
    if (workers === WORKER_COUNTS[0]) console.log(`\n${dialect}: scale:${CASTS} database ready and serving after ${((Date.now() - started) / 1000).toFixed(1)} s`);
    try {
      const client = httpClient(gateway.url, gateway.apiKey);
      const authors = await Promise.all(Array.from({ length: WRITERS }, () => l2Author(client)));
      const pages = await cursors(gateway.url, 20);
      const users = await measure(gateway.url, 'users, 100 FIDs', userPaths(20));
      const fresh = await measure(gateway.url, 'casts page, limit=100, signed in, built each time (no-cache)', pages, { token: authors[0]!.token, fresh: true });
      const firstWrites = await measureWrites(gateway.url, authors, `first ${WRITERS * FIRST_WRITES_PER_WRITER}`, FIRST_WRITES_PER_WRITER);
      const rounds: { cached: Row; signedIn: Row; writes: Row }[] = [];
      for (let round = 1; round <= ROUNDS; round++) {
        // The cached page in the middle, next to each of the rates divided by it.
        const signedIn = await measure(gateway.url, 'casts page, limit=100, signed in', pages, { token: authors[0]!.token, duration: ROUND_DURATION_S });
        const cached = await measure(gateway.url, 'casts page, limit=100, anonymous (cached)', pages, { duration: ROUND_DURATION_S });
        const writes = await measureWrites(gateway.url, authors, `${WRITERS * WRITES_PER_WRITER} more (round ${round})`, WRITES_PER_WRITER);
        rounds.push({ cached, signedIn, writes });
      }
      const cached = medianRow(rounds.map((r) => r.cached));
      const signedIn = medianRow(rounds.map((r) => r.signedIn));
      const writes = medianRow(rounds.map((r) => r.writes));
      medians.set(workers, { cached, writes });
      console.log(`\n${dialect}, ${workers} gateway process${workers === 1 ? '' : 'es'}; autocannon, ${CONNECTIONS} connections for reads, ${WRITERS} for writes; medians of ${ROUNDS} rounds where marked:`);
      console.table([users, fresh, firstWrites, { ...cached, name: `${cached.name}, median` }, { ...signedIn, name: `${signedIn.name}, median` }, { ...writes, name: `valid casts, ${WRITERS} clients, ${WRITERS * WRITES_PER_WRITER} a round, median` }]);
      rounds.forEach((r, i) => {
        console.log(`round ${i + 1}: cached ${r.cached['req/s']}, signed in ${r.signedIn['req/s']}, writes ${r.writes['req/s']} a second; signed in / cached ${ratio(r.signedIn, r.cached).toFixed(2)}, writes / cached ${ratio(r.writes, r.cached).toFixed(2)}`);
      });
      // Headline: the median of the rounds' own ratios (each of rates measured seconds apart); then the
      // ratio of the medians, whose rates may come from different rounds.
      const ofRounds = (part: 'signedIn' | 'writes') => median(rounds.map((r) => ratio(r[part], r.cached))).toFixed(2);
      console.log(`signed-in casts page / cached page: ${ofRounds('signedIn')} (target ≥ 0.4; of the medians ${ratio(signedIn, cached).toFixed(2)})`);
      console.log(`signed-in casts page built each time / cached page: ${ratio(fresh, cached).toFixed(2)}`);
      console.log(`valid writes per second / cached page: ${ofRounds('writes')} (target ≥ 0.4; of the medians ${ratio(writes, cached).toFixed(2)}); the process's first writes: ${ratio(firstWrites, cached).toFixed(2)}`);
    } finally {
      await gateway.stop();
    }
  }
  return medians;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
