import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startGateway, type RunningGateway } from '../server';
import { httpClient } from '../testing/testGateway';
import { spawnGateway, type ChildGateway } from '../testing/childGateway';
import { newTestDatabase } from '../testing/testDatabase';
import { castBody, l2Author, send, sleep, type Author } from './support';

export interface CrashRunOptions {
  /** Kills: each round writes until `writesPerRound` are acknowledged, then `kill -9`s mid-burst. */
  rounds: number;
  writers: number;
  writesPerRound: number;
}

export interface CrashRunResult {
  acknowledged: number;
  found: number;
  /** Writes whose request was cut by the kill: never acknowledged, so either outcome is allowed. */
  cut: number;
  missing: string[];
}

/**
 * Writers post casts as fast as the gateway answers; after enough acknowledgements the gateway's
 * process is killed with SIGKILL while requests are in flight, and the next round starts a new
 * process on the same database. At the end a gateway opened on that database (in this process, whose modules
 * are already loaded) must serve every cast that got a 200.
 */
export async function crashRun(options: CrashRunOptions): Promise<CrashRunResult> {
  const dir = mkdtempSync(join(tmpdir(), 'castline-crash-'));
  const db = await newTestDatabase(dir);
  const args = ['--db', db, '--seed', 'none'];
  const acknowledged: string[] = [];
  let cut = 0;
  let gateway: ChildGateway | null = null;
  let reopened: RunningGateway | null = null;
  try {
    let authors: Author[] = [];
    for (let round = 0; round < options.rounds; round++) {
      gateway = await spawnGateway(args);
      const client = httpClient(gateway.url, gateway.apiKey);
      // Tokens survive restarts (the key is in the database), so the authors sign in once.
      if (authors.length === 0) authors = await Promise.all(Array.from({ length: options.writers }, () => l2Author(client)));
      const target = acknowledged.length + options.writesPerRound;
      // The writers keep writing until the process is gone, so the kill always lands mid-burst.
      let killing = false;
      let killed = false;
      const writers = authors.map(async (author, w) => {
        for (let i = 0; !killed; i++) {
          try {
            const res = await send(client, author, { type: 1, ...castBody(`round ${round} writer ${w} cast ${i}`) });
            const body = (await res.json()) as { result?: { hash: string } };
            if (res.status === 200 && body.result) acknowledged.push(body.result.hash);
            else throw new Error(`write refused: ${res.status} ${JSON.stringify(body)}`);
          } catch (error) {
            if (!killing) throw error;
            cut++;
          }
        }
      });
      while (acknowledged.length < target) await sleep(5);
      killing = true;
      await gateway.kill9();
      killed = true;
      gateway = null;
      await Promise.all(writers);
    }
    reopened = await startGateway({ port: 0, db, seed: 'none', quiet: true });
    const client = httpClient(reopened.url, reopened.apiKey);
    const missing: string[] = [];
    for (let i = 0; i < acknowledged.length; i += 25) {
      await Promise.all(
        acknowledged.slice(i, i + 25).map(async (hash) => {
          const body = (await (await client.get(`/farcaster/v2/cast?hash=${hash}`)).json()) as { result: { cast: unknown } };
          if (!body.result.cast) missing.push(hash);
        }),
      );
    }
    return { acknowledged: acknowledged.length, found: acknowledged.length - missing.length, cut, missing };
  } finally {
    await gateway?.stop();
    await reopened?.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
