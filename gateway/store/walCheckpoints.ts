import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the thread copies each file's write-ahead log into the file. */
const EVERY_MS = 50;

/** Past this many pages of log (about 16 MB), the thread asks for the log to be started again. */
const RESTART_PAGES = 4000;

/** How long a restart waits for another process's writer or readers before it gives up (and is asked again). */
const RESTART_WAIT_MS = 2000;

/**
 * The thread's code, CommonJS run as it is (a worker of a TypeScript entry point cannot count on its
 * loader). It keeps a connection to each file it is given, opened at the file's first tick, so a database
 * closed at once is never opened here.
 *
 * Each tick a PASSIVE checkpoint copies what it can of the log into the file, waiting for no reader or
 * writer. Under steady writes it never catches up with the writer, so the log only grows; past
 * RESTART_PAGES the thread says so, and the connection, between two of its write groups, lets it run a
 * RESTART checkpoint: the rest of the log is copied and the next write starts the log from its beginning.
 * A file that is busy (another process checkpointing, a connection recovering the log) is tried again at
 * the next tick. Any other failure is reported for that file, which is then left alone.
 */
const THREAD = `
const { workerData, parentPort } = require('node:worker_threads');
const Database = require(workerData.driver);
const files = new Map();
const busy = (error) => /^SQLITE_(BUSY|LOCKED)/.test(error.code);
function fail(id, file, error) {
  file.db?.close();
  files.delete(id);
  parentPort.postMessage({ id, failure: String(error.message) });
}
parentPort.on('message', ({ id, path, restart }) => {
  if (path !== undefined) return files.set(id, { path, db: null, asked: false });
  const file = files.get(id);
  if (restart) {
    if (file?.db) {
      try {
        file.db.pragma('busy_timeout = ' + workerData.restartWaitMs);
        file.db.pragma('wal_checkpoint(RESTART)');
      } catch (error) {
        if (!busy(error)) return fail(id, file, error);
      } finally {
        if (file.db.open) file.db.pragma('busy_timeout = 0');
      }
      file.asked = false;
    }
    return parentPort.postMessage({ id, restarted: true });
  }
  file?.db?.close();
  files.delete(id);
});
setInterval(() => {
  for (const [id, file] of files) {
    try {
      file.db ??= new Database(file.path, { timeout: 0, fileMustExist: true });
      const [{ log }] = file.db.pragma('wal_checkpoint(PASSIVE)');
      if (log >= workerData.restartPages && !file.asked) {
        file.asked = true;
        parentPort.postMessage({ id, restartWanted: true });
      }
    } catch (error) {
      if (!busy(error)) fail(id, file, error);
    }
  }
}, workerData.everyMs);
`;

interface Watched {
  onFailure: (error: Error) => void;
  restartWanted: boolean;
  restarted: (() => void) | null;
}

interface ThreadMessage {
  id: number;
  failure?: string;
  restartWanted?: boolean;
  restarted?: boolean;
}

/** One thread for every file this process checkpoints, started with the first. */
let thread: { worker: Worker; watched: Map<number, Watched> } | null = null;
let lastId = 0;

function checkpointThread() {
  if (thread) return thread;
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(THREAD, {
    eval: true,
    workerData: { driver, everyMs: EVERY_MS, restartPages: RESTART_PAGES, restartWaitMs: RESTART_WAIT_MS },
  });
  const watched = new Map<number, Watched>();
  worker.on('message', ({ id, failure, restartWanted, restarted }: ThreadMessage) => {
    const file = watched.get(id);
    if (!file) return;
    if (restartWanted) file.restartWanted = true;
    if (restarted) settleRestart(file);
    if (failure === undefined) return;
    watched.delete(id);
    settleRestart(file);
    file.onFailure(new Error(failure));
  });
  // The thread itself failed: every file goes back to checkpointing itself, and the next file starts another.
  worker.once('error', (error) => {
    thread = null;
    for (const file of watched.values()) {
      settleRestart(file);
      file.onFailure(error);
    }
  });
  // Files left open do not keep their process alive (after the listeners, which would hold it again).
  worker.unref();
  thread = { worker, watched };
  return thread;
}

function settleRestart(file: Watched): void {
  file.restartWanted = false;
  const restarted = file.restarted;
  file.restarted = null;
  restarted?.();
}

export interface WalCheckpoints {
  /**
   * Called by the connection between two of its write groups: when the log has grown past its limit, the
   * thread restarts it now (the connection writes nothing until this settles, its event loop free).
   */
  restartIfWanted(): Promise<void> | null;
  /** Leaves the file alone from now on (its connection in the thread is closed). */
  stop(): void;
}

/**
 * Checkpoints a SQLite file in WAL mode on a thread, so that the connection's commits never do it:
 * SQLite's automatic checkpoint runs inside the commit that crosses its threshold, copying pages and
 * flushing the file while the event loop, and every write waiting for that commit, waits. The
 * connection keeps an automatic checkpoint at a far higher threshold, and falls back to SQLite's usual
 * one (`onFailure`) if the thread fails for its file before `stop`.
 */
export function checkpointOnThread(path: string, onFailure: (error: Error) => void): WalCheckpoints {
  const { worker, watched } = checkpointThread();
  const id = ++lastId;
  const file: Watched = { onFailure, restartWanted: false, restarted: null };
  watched.set(id, file);
  worker.postMessage({ id, path });
  return {
    restartIfWanted() {
      if (!file.restartWanted) return null;
      return new Promise<void>((resolve) => {
        file.restarted = resolve;
        worker.postMessage({ id, restart: true });
      });
    },
    stop() {
      if (!watched.delete(id)) return;
      settleRestart(file);
      worker.postMessage({ id });
    },
  };
}
