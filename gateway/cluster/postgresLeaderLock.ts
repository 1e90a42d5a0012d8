import pg from 'pg';
import type { LeaderLock } from './leadership';

/** The session advisory lock of the leader (an arbitrary number, the same in every process; the write lock is another). */
const LEADER_LOCK = 72_616_864;

/**
 * The leadership on PostgreSQL: a session advisory lock on a connection of its own, kept for as long as
 * the process leads. The server lets it go when the session ends, so a leader killed with `kill -9`
 * (whose socket the kernel closes) frees it at once. The server probes an idle connection every few
 * seconds, so a leader cut off by the network loses it within about 10 s; by then the leader, whose
 * confirmations fail, has stopped its jobs. The connection must reach the server itself, or a pooler in
 * session mode: a pooler in transaction mode would hand the lock's session to other clients.
 */
export function postgresLeaderLock(url: string, { timeoutMs = 2000 } = {}): LeaderLock {
  let client: pg.Client | null = null;
  let held = false;
  let lost: () => void = () => {};

  const drop = (connection: pg.Client) => {
    if (client !== connection) return;
    client = null;
    const had = held;
    held = false;
    void connection.end().catch(() => {});
    if (had) lost();
  };

  async function connect(): Promise<pg.Client> {
    const connection = new pg.Client({ connectionString: url, query_timeout: timeoutMs, connectionTimeoutMillis: timeoutMs, keepAlive: true });
    connection.on('error', () => drop(connection));
    connection.on('end', () => drop(connection));
    client = connection;
    await connection.connect();
    // Probes of an idle session every 2 s after 4 s of quiet, 3 unanswered ending it (PostgreSQL's own settings).
    await connection.query('SET tcp_keepalives_idle = 4; SET tcp_keepalives_interval = 2; SET tcp_keepalives_count = 3');
    return connection;
  }

  return {
    async hold() {
      const connection = client;
      try {
        if (held && connection) {
          await connection.query('SELECT 1');
          return held;
        }
        const fresh = connection ?? (await connect());
        const { rows } = await fresh.query<{ locked: boolean }>(`SELECT pg_try_advisory_lock(${LEADER_LOCK}) AS locked`);
        held = rows[0]!.locked && client === fresh;
        return held;
      } catch {
        if (client) drop(client);
        return false;
      }
    },
    onLost(then) {
      lost = then;
    },
    async release() {
      const connection = client;
      client = null;
      held = false;
      // Ending the session lets the lock go.
      await connection?.end().catch(() => {});
    },
  };
}
