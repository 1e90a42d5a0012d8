import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startGateway, type GatewayOptions, type RunningGateway } from '../server';
import { newTestDatabase } from './testDatabase';
import { httpClient, type HttpClient } from './httpClient';

/** Test support: a real gateway on a free port with a new database (of the dialect the tests run on). */

export interface TestGateway extends RunningGateway, HttpClient {
  /** Where its database is: a SQLite file's path or a PostgreSQL URL (`--db`), for another gateway or `openDatabase`. */
  db: string;
  /** Closes the server (once; closing again does nothing) and deletes its temporary folder. */
  dispose(): Promise<void>;
}

export async function startTestGateway(options: GatewayOptions = {}): Promise<TestGateway> {
  const dir = mkdtempSync(join(tmpdir(), 'castline-gateway-'));
  const demo = (options.seed ?? 'demo') === 'demo';
  const db = options.db ?? (await newTestDatabase(dir, 'gateway', { demo, migrated: !demo }));
  const gateway = await startGateway({ port: 0, quiet: true, ...options, db });
  let closed: Promise<void> | null = null;
  const close = () => (closed ??= gateway.close());
  return {
    ...gateway,
    ...httpClient(gateway.url, gateway.apiKey),
    db,
    close,
    async dispose() {
      await close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export { farcasterNow, signedMessageJson } from './signedMessage';
export { httpClient, signIn, type HttpClient } from './httpClient';
