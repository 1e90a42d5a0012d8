import pg from 'pg';
import type { CommitLedger } from './commitLedger';

/** The channel every process notifies after each commit that readers see (named as the sequence is). */
export const COMMITS_CHANNEL = 'castline_commits';

/** How often the sequence is read in case a notification was missed (a connection that died silently). */
const BACKSTOP_MS = 1_000;
/** How long a lost listening connection waits before it is opened again. */
const RECONNECT_MS = 1_000;

/** A notification's payload: the notifying process and its commit's value in the sequence. */
export const noticeOf = (origin: string, value: string | number) => `${origin} ${value}`;

export interface CommitNoticeOptions {
  url: string;
  /** This process's name in notifications, so its own are told apart. */
  origin: string;
  ledger: CommitLedger;
  /** Reads the sequence's last value through another connection. */
  readSequence(): Promise<number>;
  backstopMs?: number;
}

/**
 * One connection that LISTENs for other processes' commits on PostgreSQL, so a read needs no round trip
 * to learn of them. While it is not listening (not yet connected, or lost and not yet opened again)
 * `listening()` is false and checks read the sequence themselves. Once LISTEN is in place the sequence is
 * read once, for the commits made before; from then on it is read every `backstopMs`, for a notification
 * missed on a connection that died without saying so.
 */
export function listenForCommits({ url, origin, ledger, readSequence, backstopMs = BACKSTOP_MS }: CommitNoticeOptions) {
  let client: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let reconnect: NodeJS.Timeout | undefined;

  const lost = (lostClient: pg.Client) => {
    if (client !== lostClient) return;
    client = null;
    listening = false;
    void lostClient.end().catch(() => {});
    if (!closed) reconnect = setTimeout(() => void connect(), RECONNECT_MS).unref();
  };

  async function connect(): Promise<void> {
    const opening = new pg.Client({ connectionString: url, keepAlive: true });
    client = opening;
    opening.on('error', () => lost(opening));
    opening.on('end', () => lost(opening));
    opening.on('notification', ({ payload }) => {
      const [from, value] = (payload ?? '').split(' ');
      if (from === origin) ledger.own(Number(value));
      else ledger.theirs(Number(value));
    });
    try {
      await opening.connect();
      await opening.query(`LISTEN ${COMMITS_CHANNEL}`);
      ledger.read(await readSequence());
      if (client === opening && !closed) listening = true;
    } catch {
      lost(opening);
    }
  }

  const backstop = setInterval(() => {
    if (listening) readSequence().then(ledger.read, () => {});
  }, backstopMs);
  backstop.unref();

  return {
    /** Opens the connection; settles once it listens, or has failed and will be tried again. */
    start: connect,
    listening: () => listening,
    async close(): Promise<void> {
      closed = true;
      listening = false;
      clearInterval(backstop);
      clearTimeout(reconnect);
      await client?.end().catch(() => {});
    },
  };
}
