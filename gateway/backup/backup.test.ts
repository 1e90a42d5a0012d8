import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acceptedHash, castBody, castByHash, hashBytes, json, l2Author, send, type Author } from '../attack/support';
import { newTestDatabase, testDialect } from '../testing/testDatabase';
import { startTestGateway, type HttpClient } from '../testing/testGateway';
import { parseCommand } from './backupFlags';

const dir = mkdtempSync(join(tmpdir(), 'castline-backup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `npm run gateway:backup` or `gateway:restore` with `args`; resolves with what it printed once it succeeds. */
function runCommand(command: 'backup' | 'restore', args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/gateway-backup.mjs', command, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`gateway:${command} exited with ${code}: ${output}`))));
  });
}

type Write = { kind: 'cast'; author: Author; hash: string } | { kind: 'like'; author: Author; cast: string } | { kind: 'follow'; author: Author; fid: number };

/** Each author's own writes, one after another, until `stop()` or 60 of them; each kept once acknowledged. */
function writer(gw: HttpClient, author: Author, likeable: { hash: string; fid: number }[], acknowledged: Write[]) {
  let stopped = false;
  const done = (async () => {
    for (let i = 0; i < 60 && !stopped; i++) {
      const target = likeable[i]!;
      if (i % 3 === 0) {
        acknowledged.push({ kind: 'cast', author, hash: await acceptedHash(send(gw, author, { type: 1, ...castBody(`kept ${author.fid} ${i}`) })) });
      } else if (i % 3 === 1) {
        await acceptedHash(send(gw, author, { type: 3, reactionBody: { type: 1, targetCastId: { fid: target.fid, hash: hashBytes(target.hash) } } }));
        acknowledged.push({ kind: 'like', author, cast: target.hash });
      } else {
        await acceptedHash(send(gw, author, { type: 5, linkBody: { type: 'follow', targetFid: i + 1 } }));
        acknowledged.push({ kind: 'follow', author, fid: i + 1 });
      }
    }
  })();
  return {
    stop: () => {
      stopped = true;
      return done;
    },
  };
}

async function found(gw: HttpClient, write: Write): Promise<boolean> {
  switch (write.kind) {
    case 'cast':
      return (await castByHash(gw, write.hash)) !== null;
    case 'like': {
      const { result } = await json<{ result: { likes: { fid: string }[] } }>(gw.get(`/farcaster/v2/cast-likes?castHash=${write.cast}&limit=250`));
      return result.likes.some((user) => String(user.fid) === write.author.fid);
    }
    case 'follow': {
      const { result } = await json<{ result: { users: { fid: string | number }[] } }>(gw.get(`/farcaster/v2/following?fid=${write.author.fid}&limit=250`));
      return result.users.some((user) => String(user.fid) === String(write.fid));
    }
  }
}

describe(`npm run gateway:backup and gateway:restore (${testDialect})`, () => {
  it('restores, into a new database, every write acknowledged before a backup taken while writes went on', async () => {
    const source = await startTestGateway();
    const backup = join(dir, testDialect === 'postgres' ? 'castline.dump' : 'castline.sqlite');
    const restoredDb = await newTestDatabase(dir, 'restored');
    const acknowledged: Write[] = [];
    try {
      const { result } = await json<{ result: { casts: { hash: string; author: { fid: string | number } }[] } }>(source.get('/farcaster/v2/casts?limit=100'));
      // Casts by L1 authors: a like names them by FID.
      const likeable = result.casts.filter((cast) => /^\d+$/.test(String(cast.author.fid))).map((cast) => ({ hash: cast.hash, fid: Number(cast.author.fid) }));
      expect(likeable.length).toBeGreaterThanOrEqual(60);
      const writers = (await Promise.all([l2Author(source), l2Author(source), l2Author(source)])).map((author) => writer(source, author, likeable, acknowledged));
      while (acknowledged.length < 15) await new Promise((resolve) => setTimeout(resolve, 20));
      const beforeBackup = [...acknowledged];
      const backedUp = await runCommand('backup', ['--db', source.db, '--out', backup]);
      const duringBackup = acknowledged.length - beforeBackup.length;
      await Promise.all(writers.map((w) => w.stop()));
      expect(backedUp).toMatch(/^Backed up .* to .* \(\d+ KiB\)\n$/);
      // Writes went on while the backup was taken.
      expect(duringBackup).toBeGreaterThan(0);

      expect(await runCommand('restore', ['--from', backup, '--db', restoredDb])).toMatch(/^Restored .* into .*: start the gateway on it with --db as here\n$/);
      // A database that now holds data is not replaced by mistake.
      await expect(runCommand('restore', ['--from', backup, '--db', restoredDb])).rejects.toThrow(/already (exists|holds tables).*--force/);

      const restored = await startTestGateway({ db: restoredDb, seed: 'none' });
      try {
        const missing = [];
        for (const write of beforeBackup) if (!(await found(restored, write))) missing.push(write);
        expect(missing).toEqual([]);
        expect(beforeBackup.map((w) => w.kind)).toEqual(expect.arrayContaining(['cast', 'like', 'follow']));
      } finally {
        await restored.dispose();
      }
    } finally {
      await source.dispose();
    }
  }, 120_000);

  it('takes the database as the gateway names it, and refuses what it cannot do in words', async () => {
    expect(parseCommand(['backup', '--out', 'b.sqlite'])).toEqual({ command: 'backup', db: '.data/gateway.sqlite', out: 'b.sqlite' });
    expect(parseCommand(['restore', '--from=b.dump', '--db', 'postgres://castline@db/castline', '--force', '--pg-bin', '/opt/pg/bin'])).toEqual({
      command: 'restore', db: 'postgres://castline@db/castline', from: 'b.dump', force: true, pgBin: '/opt/pg/bin',
    });
    expect(() => parseCommand(['backup'])).toThrow('Name the file to write the backup to with --out FILE');
    expect(() => parseCommand(['backup', '--out', 'b', '--force'])).toThrow('Unknown flag --force');
    const archive = join(dir, 'castline.dump');
    writeFileSync(archive, 'PGDMP and what pg_dump wrote after it');
    await expect(runCommand('restore', ['--from', archive, '--db', join(dir, 'new.sqlite')])).rejects.toThrow(
      `${archive} is not a SQLite database: restore a PostgreSQL backup into a PostgreSQL database (--db postgres://…)`,
    );
    await expect(runCommand('restore', ['--from', join(dir, 'missing'), '--db', join(dir, 'new.sqlite')])).rejects.toThrow(/missing does not exist/);
  });
});
