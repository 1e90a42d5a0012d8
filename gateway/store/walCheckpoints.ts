import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the thread copies each file's write-ahead log into the file. */
const EVERY_MS = 100;

/**
 * The thread's code, CommonJS run as it is (a worker of a TypeScript entry point cannot count on its
 * loader). It keeps a connection to each file it is given, opened at the file's first tick, so a database
 * closed at once is never opened here. A PASSIVE checkpoint waits for no reader or writer; when a file is
 * busy (another process checkpointing, a connection recovering the log), the next tick tries again. Any
 * other failure is reported for that file, which is then left alone.
 */
const THREAD = `
const { workerData, parentPort } = require('node:worker_threads');
const Database = require(workerData.driver);
const files = new Map();
parentPort.on('message', ({ id, path }) => {
  if (path !== undefined) return files.set(id, { path, db: null });
  files.get(id)?.db?.close();
  files.delete(id);
});
setInterval(() => {
  for (const [id, file] of files) {
    try {
      file.db ??= new Database(file.path, { timeout: 0, fileMustExist: true });
      file.db.pragma('wal_checkpoint(PASSIVE)');
    } catch (error) {
      if (/^SQLITE_(BUSY|LOCKED)/.test(error.code)) continue;
      file.db?.close();
      files.delete(id);
      parentPort.postMessage({ id, failure: String(error.message) });
    }
  }
}, workerData.everyMs);
`;

interface Watched {
  onFailure: (error: Error) => void;
}

/** One thread for every file this process checkpoints, started with the first. */
let thread: { worker: Worker; watched: Map<number, Watched> } | null = null;
let lastId = 0;

function checkpointThread() {
  if (thread) return thread;
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(THREAD, { eval: true, workerData: { driver, everyMs: EVERY_MS } });
  // Files left open do not keep their process alive.
  worker.unref();
  const watched = new Map<number, Watched>();
  worker.on('message', ({ id, failure }: { id: number; failure: string }) => {
    const file = watched.get(id);
    watched.delete(id);
    file?.onFailure(new Error(failure));
  });
  // The thread itself failed: every file goes back to checkpointing itself, and the next file starts another.
  worker.once('error', (error) => {
    thread = null;
    for (const file of watched.values()) file.onFailure(error);
  });
  thread = { worker, watched };
  return thread;
}

export interface WalCheckpoints {
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
  watched.set(id, { onFailure });
  worker.postMessage({ id, path });
  return {
    stop() {
      if (!watched.delete(id)) return;
      worker.postMessage({ id });
    },
  };
}
