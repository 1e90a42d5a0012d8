import cluster, { type Worker } from 'node:cluster';
import type { Logger } from './log';

/** What a worker tells the primary once it listens. */
export interface WorkerListening {
  listening: string;
  apiKey: string;
}

const isListening = (message: unknown): message is WorkerListening =>
  typeof message === 'object' && message !== null && typeof (message as WorkerListening).listening === 'string';

export interface WorkerPool {
  url: string;
  apiKey: string;
  pids(): number[];
  close(): Promise<void>;
}

/**
 * The primary of `--workers N`: forks N copies of this program (each runs `main.ts` as a cluster worker),
 * which share the listening port, since Node's cluster hands the connections to them in turn, and the
 * database. The primary serves nothing itself. A worker that exits is replaced until `close()`, which
 * ends them all with SIGTERM.
 */
export function startWorkers(count: number, env: Record<string, string>, log: Logger): Promise<WorkerPool> {
  let closing = false;
  let ready = 0;
  const workers = new Set<Worker>();
  const fork = () => workers.add(cluster.fork(env));
  const close = async () => {
    closing = true;
    await Promise.all(
      [...workers].map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            worker.once('exit', () => resolve());
            worker.process.kill('SIGTERM');
          }),
      ),
    );
  };
  return new Promise((resolve, reject) => {
    cluster.on('message', (_worker, message: unknown) => {
      if (!isListening(message) || ++ready !== count) return;
      resolve({ url: message.listening, apiKey: message.apiKey, pids: () => [...workers].map((w) => w.process.pid!), close });
    });
    cluster.on('exit', (worker, code, signal) => {
      workers.delete(worker);
      if (closing) return;
      if (ready < count) {
        void close().then(() => reject(new Error(`A gateway worker exited (${signal ?? code}) before it listened`)));
        return;
      }
      log.warn({ worker: worker.process.pid, exit: signal ?? code }, `Gateway worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
      fork();
    });
    for (let i = 0; i < count; i++) fork();
  });
}
