import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { randomBytes } from 'node:crypto';
import Sqlite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteAdapter, SqliteDialect, sql, type QueryExecutorProvider, type RawBuilder } from 'kysely';
import pg from 'pg';
import { commitLedger } from './commitLedger';
import { COMMITS_CHANNEL, listenForCommits, noticeOf } from './commitNotices';
import { type Dialect, dialectOf } from './dialect';
import { ANY_QUEUED_CAST, INDEX_QUEUED_CASTS, QUEUES_CAST_INDEX } from './migrations/007_queuedCastIndex';
import { migrate, type MigrationName } from './migrations/migrate';
import { prepareStatements } from './preparedStatements';
import { checkpointOnThread } from './walCheckpoints';

export type { Dialect } from './dialect';
export { DEFAULT_DATABASE, dialectOf } from './dialect';

export interface WriteResult<R> {
  /** Rows the statement changed: inserted, updated or deleted (with RETURNING, the rows returned). */
  changed: number;
  /** What RETURNING answered. */
  rows: R[];
}

export interface TransactionOptions {
  /**
   * The transaction's statements may be sent together with those of the other such transactions of its
   * group, interleaved in any order (on PostgreSQL, pipelined on one connection: the group then waits for
   * about as many round trips as its longest transaction has statements, not for all of theirs). Only for
   * work that every interleaving with its own kind leaves as some order of them would: each of its
   * reads-then-writes decided by the statement that writes (an insert that may conflict, a counter moved
   * by its delta), or refused by a constraint. A refusal of any of them runs the group again one after
   * another, so a transaction that read too early (a reply before its parent's insert) is not refused.
   */
  overlap?: boolean;
}

/**
 * The one query layer under every store module, on SQLite (better-sqlite3) or PostgreSQL (node-postgres),
 * both through Kysely: queries are written once with Kysely's `sql` tag and compiled for the dialect.
 *
 * Inside `transaction(work)` every query made by `work` (and whatever it awaits) runs on the
 * transaction's connection, so store modules never pass a transaction around.
 *
 * Writes are of two kinds. `write` changes what reads answer: once committed it moves `ownWrites()`,
 * which the read cache builds its generation from. `bookkeep` changes tables no read serves (sign-in
 * texts, rate windows, the outbox, answers kept from a node) and moves nothing.
 */
export interface Db {
  readonly dialect: Dialect;
  all<R>(query: RawBuilder<R>): Promise<R[]>;
  first<R>(query: RawBuilder<R>): Promise<R | undefined>;
  write<R = unknown>(query: RawBuilder<R>): Promise<WriteResult<R>>;
  bookkeep<R = unknown>(query: RawBuilder<R>): Promise<WriteResult<R>>;
  /**
   * Runs `work` in a transaction that holds the database's write lock from its start; nested calls join
   * it. Transactions that arrive together may be committed together, each undone alone when it fails.
   * `work` may run more than once (when another of its group fails, it is run again), so it does nothing
   * but reads and writes of this database; what must happen once goes into `afterCommit`.
   */
  transaction<T>(work: () => Promise<T>, options?: TransactionOptions): Promise<T>;
  /** Runs `then` once what is being written now is committed: at once outside a transaction. */
  afterCommit(then: () => void): void;
  inTransaction(): boolean;
  /** Committed writes of this process that reads see. */
  ownWrites(): number;
  /**
   * Checks whether another process has committed writes since the last check, calls `onMoved` when it
   * has, and answers how many times that has been seen (a number that only grows). Calls made while a
   * check of the database is running share the next one, which starts after they were made.
   */
  checkOtherProcesses(onMoved: () => void, options?: CheckOptions): Promise<number>;
  close(): Promise<void>;
}

export interface CheckOptions {
  /**
   * Every commit acknowledged before the call is seen (the default). Otherwise, on PostgreSQL, the check
   * goes by what other processes have told of their commits so far (LISTEN/NOTIFY), with no round trip:
   * a notification arrives a moment after its commit, so a read that follows no write of its own may,
   * within that moment, be answered from before a commit another process has just acknowledged. While
   * nothing listens (a lost connection, until it is opened again) every check asks the database.
   */
  exact?: boolean;
}

/** Where a query runs: the pool, or one connection (a transaction's). */
type Executor = QueryExecutorProvider;

/** A write transaction waiting for its group. */
interface Turn {
  work: () => Promise<unknown>;
  /** See `TransactionOptions.overlap`. */
  overlap: boolean;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** How long a SQLite statement waits for a lock another process holds before it fails. */
const BUSY_WAIT_MS = 10_000;

/** SQLite's own automatic checkpoint threshold, in pages of the write-ahead log. */
const SQLITE_CHECKPOINT_PAGES = 1000;
/** The connection's own threshold while a thread checkpoints (`walCheckpoints.ts`): only if it falls far behind. */
const FALLBACK_CHECKPOINT_PAGES = 20_000;

/** The most write transactions committed together. */
const MAX_GROUP = 64;

interface TransactionScope {
  executor: Executor;
  writes: number;
  afterCommit: Array<() => void>;
}

/** The advisory lock every PostgreSQL write transaction holds (an arbitrary number, the same in every process). */
const WRITE_LOCK = 72_616_863;

/** A unique, foreign-key or check constraint refused the write (a client's mistake, not the server's). */
export function isConstraintViolation(error: unknown): boolean {
  if (error instanceof Sqlite.SqliteError) return error.code.startsWith('SQLITE_CONSTRAINT');
  const code = (error as { code?: unknown } | null)?.code;
  return error instanceof Error && typeof code === 'string' && /^23\d{3}$/.test(code);
}


export interface OpenOptions {
  /** To test a migration: the last one to apply. */
  schemaUpTo?: MigrationName;
  /**
   * Other processes write this SQLite file too (the workers of `--workers N`). Then each commit
   * checkpoints as SQLite does by default: a checkpoint thread's restart would wait for every writer,
   * and with four processes on two cores it cost writes instead of saving them (`walCheckpoints.ts`).
   */
  sharedFile?: boolean;
  /** On PostgreSQL, how often the commit sequence is read in case a notification was missed. */
  backstopMs?: number;
}

/** Opens the database and brings its schema to the latest migration (or up to `schemaUpTo`). */
export async function openDatabase(location: string, { schemaUpTo, sharedFile = false, backstopMs }: OpenOptions = {}): Promise<Db> {
  const db = dialectOf(location) === 'postgres' ? openPostgres(location, backstopMs) : openSqlite(location, sharedFile);
  await migrate(db.kysely, db.dialect, schemaUpTo);
  await db.listen();
  // Other processes' commits are counted from here (on PostgreSQL the sequence is read now), so one that
  // comes after a commit of this process's own is noticed even when nothing had checked before.
  await db.checkOtherProcesses(() => {});
  return db;
}

interface OpenDb extends Db {
  readonly kysely: Kysely<unknown>;
  /** Starts learning of other processes' commits without asking (once the schema is there). */
  listen(): Promise<void>;
}

/**
 * SQLite's schema changes are transactional, though Kysely's adapter says they are not. Said so, the
 * migrator runs the pending migrations in one transaction: of processes starting at once on a new file,
 * one migrates, and the others' transactions fail as busy and are tried again (`migrate.ts`) to find the
 * work done. Without it, two of them both ran the first migration and one stopped on its record.
 */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

class MigratingSqliteDialect extends SqliteDialect {
  override createAdapter(): SqliteAdapter {
    return new TransactionalDdlSqliteAdapter();
  }
}

function openSqlite(path: string, sharedFile: boolean): OpenDb {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const raw = new Sqlite(path, { timeout: BUSY_WAIT_MS });
  raw.pragma('journal_mode = WAL');
  raw.pragma('synchronous = NORMAL');
  raw.pragma('foreign_keys = ON');
  const checkpoints = path === ':memory:' || sharedFile ? null : checkpointOnThread(path, () => {
    if (raw.open) raw.pragma(`wal_autocheckpoint = ${SQLITE_CHECKPOINT_PAGES}`);
  });
  if (checkpoints) raw.pragma(`wal_autocheckpoint = ${FALLBACK_CHECKPOINT_PAGES}`);
  // Statements are prepared once per SQL text: preparing is a good part of a short query's cost.
  const statements = new Map<string, Sqlite.Statement>();
  const database = {
    prepare(text: string) {
      let statement = statements.get(text);
      if (!statement) {
        statement = raw.prepare(text);
        if (statements.size > 2000) statements.clear();
        statements.set(text, statement);
      }
      return statement;
    },
    close: () => {
      checkpoints?.stop();
      raw.close();
    },
  };
  const kysely = new Kysely<unknown>({ dialect: new MigratingSqliteDialect({ database }) });
  // While another process holds the write lock, SQLite's own wait (busy_timeout) sleeps inside the call,
  // and with it this process's event loop: no request is read, no signature checked, no group gathered
  // until the lock comes free. The write lock is asked for without that wait, and asked again after a
  // pause in which the event loop runs (other statements keep SQLite's wait for the rare lock they meet).
  async function takeWriteLock(begin: () => Promise<unknown>): Promise<void> {
    const giveUpAt = Date.now() + BUSY_WAIT_MS;
    for (let pauseMs = 0; ; pauseMs = Math.min(pauseMs + 1, 4)) {
      raw.pragma('busy_timeout = 0');
      try {
        await begin();
        return;
      } catch (error) {
        if (!(error instanceof Sqlite.SqliteError && error.code === 'SQLITE_BUSY') || Date.now() >= giveUpAt) throw error;
      } finally {
        raw.pragma(`busy_timeout = ${BUSY_WAIT_MS}`);
      }
      await new Promise((resolve) => (pauseMs === 0 ? setImmediate(resolve) : setTimeout(resolve, pauseMs)));
    }
  }
  // New casts wait in a queue for the search index (migration 007), which takes them just before their
  // transaction commits. The schema is read at the first commit, which comes after the migrations.
  let indexing: { queued: Sqlite.Statement; index: () => void } | null | undefined;
  const queuedCasts = () => {
    if (indexing === undefined) {
      const steps = raw.prepare(QUEUES_CAST_INDEX).get() === undefined ? null : INDEX_QUEUED_CASTS.map((text) => raw.prepare(text));
      indexing = steps && { queued: raw.prepare(ANY_QUEUED_CAST), index: () => steps.forEach((step) => step.run()) };
    }
    return indexing;
  };
  // SQLite's data_version moves when another connection commits, never for this connection's own commits.
  const dataVersion = raw.prepare('PRAGMA data_version').pluck();
  let seenVersion = dataVersion.get() as number;
  return createDb(kysely, 'sqlite', {
    // BEGIN IMMEDIATE takes the write lock at once: a deferred transaction that reads before it writes
    // fails with SQLITE_BUSY when another process commits in between.
    transaction: transactionOn(kysely, {
      begin: (connection) => takeWriteLock(() => sql`BEGIN IMMEDIATE`.execute(connection)),
      commit: (connection, wrote) => {
        if (wrote) queuedCasts()?.index();
        return sql`COMMIT`.execute(connection);
      },
    }),
    async otherProcessesMoved() {
      const now = dataVersion.get() as number;
      if (now === seenVersion) return false;
      seenVersion = now;
      return true;
    },
    // The check above reads this file's header without a round trip: it is as cheap as any notice.
    toldOfMoves: () => null,
    listen: async () => {},
    stop: async () => {},
    // A cast written outside a transaction (only tests do) is indexed before the write is acknowledged.
    async announceWrite() {
      const casts = queuedCasts();
      if (casts?.queued.get() !== undefined) raw.transaction(casts.index)();
    },
    beforeGroup: () => checkpoints?.restartIfWanted() ?? null,
    // Its statements never wait for anything: a group's turns could only take turns at the event loop.
    overlapTurns: false,
  });
}

/** BIGINT counts and timestamps arrive as numbers (every value the gateway keeps is below 2^53). */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === pg.types.builtins.INT8 || oid === pg.types.builtins.NUMERIC) return Number;
    return pg.types.getTypeParser(oid, format);
  },
};

function openPostgres(url: string, backstopMs?: number): OpenDb {
  // Pipelined: a query is sent without waiting for the answers to those sent before it on its connection.
  const pool = new pg.Pool({ connectionString: url, max: 10, pipeline: true, types: pgTypes as pg.CustomTypesConfig });
  // Each query text is parsed and planned once per connection (see preparedStatements.ts).
  pool.on('connect', prepareStatements);
  // An idle connection the server ended (a restart, a stop) is dropped by the pool; the next query opens
  // another. Without a listener the pool's 'error' event would end the process.
  pool.on('error', () => {});
  const kysely = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
  // Every process moves one sequence after each commit that readers see, and notifies the others of the
  // value it took; a value of the sequence that is neither this process's nor told of is another's commit.
  const ledger = commitLedger();
  const origin = randomBytes(8).toString('hex');
  // A new sequence reads last_value 1 both before and after its first nextval(): is_called tells them apart.
  const readVersion = async () =>
    (await sql<{ v: number }>`SELECT CASE WHEN is_called THEN last_value ELSE last_value - 1 END AS v FROM castline_commits`.execute(kysely)).rows[0]!.v;
  const notices = listenForCommits({ url, origin, ledger, readSequence: readVersion, backstopMs });
  // Moves the sequence and notifies the other processes, in a statement of its own after `before` (a text
  // without parameters goes as it is, in the same round trip), and counts the value as this process's.
  const announce = async (before: string, connection: Executor) => {
    const text = `${before}SELECT v, pg_notify('${COMMITS_CHANNEL}', '${noticeOf(origin, '')}' || v) FROM (SELECT nextval('castline_commits') AS v) AS next`;
    ledger.own((await sql.raw<{ v: number }>(text).execute(connection)).rows[0]!.v);
  };
  return createDb(kysely, 'postgres', {
    // As on SQLite, write transactions take turns (reads never wait): what a transaction reads stays
    // true until it commits, so checks followed by writes need no retries.
    // BEGIN and the lock travel in one round trip (a text without parameters goes as it is); when the lock
    // fails, the transaction BEGIN opened is ended.
    transaction: transactionOn(kysely, {
      begin: (connection) =>
        sql.raw(`BEGIN; SELECT pg_advisory_xact_lock(${WRITE_LOCK})`).execute(connection).catch(async (error: unknown) => {
          await sql`ROLLBACK`.execute(connection);
          throw error;
        }),
      // A commit that readers see is announced in the same round trip, after the COMMIT (a sequence moved
      // inside the transaction would be seen before what it announces).
      commit: (connection, wrote) => (wrote ? announce('COMMIT; ', connection) : sql`COMMIT`.execute(connection)),
    }),
    async otherProcessesMoved() {
      ledger.read(await readVersion());
      return ledger.takeMoved();
    },
    toldOfMoves: () => (notices.listening() ? ledger.takeMoved() : null),
    listen: notices.start,
    stop: notices.close,
    announceWrite: () => announce('', kysely),
    beforeGroup: () => null,
    overlapTurns: true,
  });
}

interface TransactionSteps {
  /** Opens the transaction and takes the write lock. */
  begin(connection: Executor): Promise<unknown>;
  /** Commits; when the transaction `wrote` what readers see, the commit is announced before this settles. */
  commit(connection: Executor, wrote: boolean): Promise<unknown>;
}

/**
 * Runs `work` on one connection in a transaction: committed after it (`work` answers whether it wrote),
 * rolled back when it fails. Queries on that connection are not made to wait for each other (Kysely's
 * `connection()` would), so the turns of a group that overlap send theirs together.
 */
function transactionOn(kysely: Kysely<unknown>, steps: TransactionSteps) {
  return (work: (connection: Executor) => Promise<boolean>): Promise<void> =>
    kysely.getExecutor().provideConnection(async (held) => {
      const onHeld = kysely.getExecutor().withConnectionProvider({ provideConnection: (use) => use(held) });
      const connection: Executor = { getExecutor: () => onHeld };
      await steps.begin(connection);
      try {
        await steps.commit(connection, await work(connection));
      } catch (error) {
        await sql`ROLLBACK`.execute(connection);
        throw error;
      }
    });
}

interface DialectParts {
  /** See `transactionOn`. */
  transaction(work: (executor: Executor) => Promise<boolean>): Promise<void>;
  /** Whether another process has committed since the last check: every commit acknowledged before the call. */
  otherProcessesMoved(): Promise<boolean>;
  /** The same, from what other processes have told so far without being asked; null when nothing listens. */
  toldOfMoves(): boolean | null;
  /** See `OpenDb.listen`; `stop` ends it. */
  listen(): Promise<void>;
  stop(): Promise<void>;
  /** Announces a write made outside a transaction that readers see, before it is acknowledged. */
  announceWrite(): Promise<void>;
  /** Called before each write group; the group waits for what it answers (null: nothing to wait for). */
  beforeGroup(): Promise<void> | null;
  /** Whether the turns of a group that overlap are run at once (see `TransactionOptions.overlap`). */
  overlapTurns: boolean;
}

function createDb(kysely: Kysely<unknown>, dialect: Dialect, parts: DialectParts): OpenDb {
  const scope = new AsyncLocalStorage<TransactionScope>();
  let ownWrites = 0;
  let otherMoves = 0;
  const executor = () => scope.getStore()?.executor ?? kysely;

  // Write transactions wait for the event loop's next turn (or, while a group is being committed, for
  // that group), and then run together as one group in one database transaction. The group takes the
  // write lock and commits once, and each is acknowledged after that commit; under load, many writes
  // share the commit's cost (on PostgreSQL its round trips and its flush to disk; on SQLite the commit's
  // pages and the search index's new segment). On SQLite the wait for the next turn is what lets a group
  // form at all: its queries never yield, so a transaction started at once would always finish before
  // the next request is read.
  //
  // A group first runs its transactions one after another with nothing between them. When one of them
  // fails, the whole group is rolled back and run again, each transaction in its own savepoint so that
  // the failed one is undone alone. Failures are rare (a message sent twice, a parent that does not
  // exist), and the savepoints would cost two statements, on PostgreSQL two round trips, per write.
  const waiting: Turn[] = [];
  let grouping = false;

  async function commitGroups(): Promise<void> {
    grouping = true;
    try {
      while (waiting.length > 0) {
        const pause = parts.beforeGroup();
        if (pause) await pause;
        await commitGroup();
      }
    } finally {
      grouping = false;
    }
  }

  type Outcome = { value: unknown; scope: TransactionScope } | { error: unknown };

  /**
   * Runs the turns in order, those that overlap next to each other at once (where the dialect gains by it);
   * `undoEach` runs each alone in a savepoint, otherwise a failure ends the transaction.
   */
  async function runTurns(group: Turn[], executor: Executor, undoEach: boolean): Promise<Outcome[]> {
    const outcomes: Outcome[] = [];
    const run = async (turn: Turn): Promise<Outcome> => {
      const current: TransactionScope = { executor, writes: 0, afterCommit: [] };
      return { value: await scope.run(current, turn.work), scope: current };
    };
    if (undoEach) {
      for (const turn of group) {
        await sql`SAVEPOINT turn`.execute(executor);
        try {
          outcomes.push(await run(turn));
        } catch (error) {
          await sql`ROLLBACK TO SAVEPOINT turn`.execute(executor);
          outcomes.push({ error });
        }
        await sql`RELEASE SAVEPOINT turn`.execute(executor);
      }
      return outcomes;
    }
    for (let start = 0; start < group.length; ) {
      let end = start + 1;
      if (parts.overlapTurns && group[start]!.overlap) while (end < group.length && group[end]!.overlap) end++;
      for (const result of await Promise.allSettled(group.slice(start, end).map(run))) {
        if (result.status === 'rejected') throw result.reason;
        outcomes.push(result.value);
      }
      start = end;
    }
    return outcomes;
  }

  /**
   * Commits the transactions waiting now, or `chosen` again. The waiting ones are taken once the write
   * lock is held: those that arrive while another process holds it join the group instead of waiting
   * for the next lock.
   */
  async function commitGroup(chosen?: Turn[], undoEach = false): Promise<void> {
    let group = chosen;
    let outcomes: Outcome[] = [];
    let turnFailed = false;
    let wrote = false;
    try {
      await parts.transaction(async (transactionExecutor) => {
        group ??= waiting.splice(0, MAX_GROUP);
        try {
          outcomes = await runTurns(group, transactionExecutor, undoEach);
        } catch (error) {
          turnFailed = true;
          throw error;
        }
        wrote = outcomes.some((outcome) => 'scope' in outcome && outcome.scope.writes > 0);
        return wrote;
      });
    } catch (error) {
      group ??= waiting.splice(0, MAX_GROUP);
      // One of several failed, and nothing was committed: again, each undone alone when it fails.
      if (turnFailed && group.length > 1) return commitGroup(group, true);
      // Nothing of the group was committed (or its commit could not be announced): every turn fails.
      for (const turn of group) turn.reject(error);
      return;
    } finally {
      // Also when the announcement failed after the commit: reads here must not keep the old rows.
      if (wrote) ownWrites++;
    }
    group!.forEach((turn, i) => {
      const outcome = outcomes[i]!;
      if ('error' in outcome) return turn.reject(outcome.error);
      for (const then of outcome.scope.afterCommit) then();
      turn.resolve(outcome.value);
    });
  }

  // An exact check of other processes' commits is, on PostgreSQL, a round trip. Requests that arrive
  // while one runs wait for the next one, which starts after they arrived, so each still sees every
  // commit acknowledged before it came; under load the check costs one query per batch of requests.
  let checking: Promise<number> | null = null;
  let nextCheck: Promise<number> | null = null;

  function count(moved: boolean, onMoved: () => void): number {
    if (moved) {
      otherMoves++;
      onMoved();
    }
    return otherMoves;
  }

  const checkNow = async (onMoved: () => void) => count(await parts.otherProcessesMoved(), onMoved);

  function checkOtherProcesses(onMoved: () => void, { exact = true }: CheckOptions = {}): Promise<number> {
    const told = exact ? null : parts.toldOfMoves();
    if (told !== null) return Promise.resolve(count(told, onMoved));
    if (checking === null) {
      const run: Promise<number> = checkNow(onMoved).finally(() => {
        if (checking === run) checking = null;
      });
      checking = run;
      return run;
    }
    const ended = () => {
      nextCheck = null;
      return checkOtherProcesses(onMoved);
    };
    nextCheck ??= checking.then(ended, ended);
    return nextCheck;
  }

  async function execute<R>(query: RawBuilder<R>, counted: boolean): Promise<WriteResult<R>> {
    const result = await query.execute(executor());
    const changed = result.numAffectedRows !== undefined ? Number(result.numAffectedRows) : result.rows.length;
    if (counted && changed > 0) {
      const current = scope.getStore();
      if (current) current.writes += changed;
      else {
        ownWrites++;
        await parts.announceWrite();
      }
    }
    return { changed, rows: result.rows };
  }

  return {
    kysely,
    dialect,
    all: async (query) => (await query.execute(executor())).rows,
    first: async (query) => (await query.execute(executor())).rows[0],
    write: (query) => execute(query, true),
    bookkeep: (query) => execute(query, false),
    transaction<T>(work: () => Promise<T>, { overlap = false }: TransactionOptions = {}): Promise<T> {
      if (scope.getStore()) return work();
      return new Promise<T>((resolve, reject) => {
        waiting.push({ work, overlap, resolve: resolve as (value: unknown) => void, reject });
        if (!grouping) {
          grouping = true;
          setImmediate(() => void commitGroups());
        }
      });
    },
    afterCommit(then) {
      const current = scope.getStore();
      if (current) current.afterCommit.push(then);
      else then();
    },
    inTransaction: () => scope.getStore() !== undefined,
    ownWrites: () => ownWrites,
    checkOtherProcesses,
    listen: parts.listen,
    async close() {
      await parts.stop();
      await kysely.destroy();
    },
  };
}

export async function isEmpty(db: Db): Promise<boolean> {
  return (await db.first(sql`SELECT 1 FROM users LIMIT 1`)) === undefined;
}

/**
 * A per-database secret, so tokens stay valid across restarts of the same database and every process on
 * it accepts the tokens of the others. Of processes starting at once, the first insert wins.
 */
export async function tokenSecret(db: Db): Promise<Uint8Array> {
  const fresh = randomBytes(32).toString('hex');
  await db.bookkeep(sql`INSERT INTO meta (key, value) VALUES ('token_secret', ${fresh}) ON CONFLICT (key) DO NOTHING`);
  const row = await db.first(sql<{ value: string }>`SELECT value FROM meta WHERE key = 'token_secret'`);
  return Buffer.from(row!.value, 'hex');
}
