import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { newTestDatabase, testDialect } from '../../testing/testDatabase';
import { openDatabase } from '../database';

const dir = mkdtempSync(join(tmpdir(), 'castline-migrate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Opens `location` at the moment `at` in a process of its own; resolves with its exit code and what it printed. */
function openInProcess(script: string, location: string, at: number): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, location, String(at)], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe(`migrations (${testDialect})`, () => {
  it('are run once when several processes open a new database at once, and every process starts', { timeout: 60_000 }, async () => {
    const location = await newTestDatabase(dir, 'new');
    const script = join(dir, 'open.mts');
    const database = fileURLToPath(new URL('../database.ts', import.meta.url));
    // Each process loads its code first and then waits for the same moment, so that they all migrate at once.
    writeFileSync(
      script,
      `import { openDatabase } from ${JSON.stringify(database)};\n` +
        'await new Promise((resolve) => setTimeout(resolve, Number(process.argv[3]) - Date.now()));\n' +
        'await (await openDatabase(process.argv[2]!)).close();\n',
    );

    const at = Date.now() + 6_000;
    const runs = await Promise.all([1, 2, 3, 4].map(() => openInProcess(script, location, at)));
    expect(runs.map((run) => (run.code === 0 ? 0 : run.output))).toEqual([0, 0, 0, 0]);

    const db = await openDatabase(location);
    try {
      const names = (await db.all(sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`)).map((row) => row.name);
      expect(names.length).toBeGreaterThan(0);
      expect(new Set(names).size).toBe(names.length);
      expect(await db.all(sql`SELECT id FROM users`)).toEqual([]);
    } finally {
      await db.close();
    }
  });
});
