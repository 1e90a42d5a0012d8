/**
 * `npm run bench:rate-limit` (`-- --sqlite` or `-- --postgres` for one dialect; both by default): the
 * gateway's rate windows (`gateway/store/rateWindows.ts`, one statement through the store's write path)
 * against rate-limiter-flexible's store for the same database (`RateLimiterSQLite` on better-sqlite3,
 * `RateLimiterPostgres` on a node-postgres pool), counting the same fixed windows: requests from 1,000
 * clients, 50 in flight at a time, as a gateway under load takes them. Each round measures both, one
 * after the other, within seconds; the table gives each one's median over the rounds, and the ratio.
 */
import Sqlite from 'better-sqlite3';
import pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes, RateLimiterSQLite } from 'rate-limiter-flexible';
import { openDatabase } from '../gateway/store/database';
import { rateWindowStore } from '../gateway/store/rateWindows';
import { benchDialects, scratchDatabases } from '../gateway/testing/scratchDatabases';

const ROUNDS = 5;
const TAKES = 20_000;
const IN_FLIGHT = 50;
const CLIENTS = 1_000;
/** The gateway's busiest rule: 300 requests a minute per client (gateway/http/app.ts). */
const RULE = { max: 300, ms: 60_000 };

type Take = (key: string) => Promise<unknown>;

/** Takes per second: TAKES takes over CLIENTS keys, IN_FLIGHT at a time. */
async function rate(take: Take): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < TAKES) {
        const i = next++;
        await take(`read:client-${i % CLIENTS}`);
      }
    }),
  );
  return TAKES / ((performance.now() - started) / 1000);
}

/** rate-limiter-flexible refuses by rejecting with a RateLimiterRes: a refusal is an answer, not a failure. */
const consumeWith = (limiter: RateLimiterSQLite | RateLimiterPostgres): Take => (key) =>
  limiter.consume(key).catch((refusal: unknown) => {
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
  });

const ready = <T>(make: (done: (error?: Error) => void) => T) =>
  new Promise<T>((resolve, reject) => {
    const limiter = make((error) => (error ? reject(error) : resolve(limiter)));
  });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const databases = scratchDatabases();
try {
  for (const dialect of benchDialects()) {
    const location = await databases.create(dialect, 'rate');
    const db = await openDatabase(location);
    const windows = rateWindowStore(db);
    const options = { tableName: 'rlflx', points: RULE.max, duration: RULE.ms / 1000 };
    let library: Take;
    let closeLibrary: () => Promise<void>;
    if (dialect === 'sqlite') {
      // Its own connection to the gateway's file, in the gateway's journal mode.
      const raw = new Sqlite(location);
      raw.pragma('journal_mode = WAL');
      raw.pragma('synchronous = NORMAL');
      library = consumeWith(await ready((done) => new RateLimiterSQLite({ ...options, storeClient: raw, storeType: 'better-sqlite3' }, done)));
      closeLibrary = async () => void raw.close();
    } else {
      const pool = new pg.Pool({ connectionString: location, max: 10 });
      library = consumeWith(await ready((done) => new RateLimiterPostgres({ ...options, storeClient: pool }, done)));
      closeLibrary = () => pool.end();
    }
    const ours: Take = (key) => windows.take(key, RULE);
    // A first pass of each compiles its path and fills its table.
    await rate(ours);
    await rate(library);
    const rounds: Array<{ ours: number; library: number }> = [];
    for (let round = 0; round < ROUNDS; round++) rounds.push({ ours: await rate(ours), library: await rate(library) });
    const oursMedian = median(rounds.map((r) => r.ours));
    const libraryMedian = median(rounds.map((r) => r.library));
    console.log(
      `${dialect}: rate windows ${Math.round(oursMedian)} takes/s, rate-limiter-flexible ${Math.round(libraryMedian)} takes/s ` +
        `(ratio ${(oursMedian / libraryMedian).toFixed(2)}; rounds ${rounds.map((r) => `${Math.round(r.ours)}/${Math.round(r.library)}`).join(' ')})`,
    );
    await closeLibrary();
    await db.close();
  }
} finally {
  await databases.close();
}
