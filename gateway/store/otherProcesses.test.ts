import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { otherProcessCommits } from './otherProcesses';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function twoConnections() {
  const dir = mkdtempSync(join(tmpdir(), 'castline-other-'));
  dirs.push(dir);
  const path = join(dir, 'gateway.sqlite');
  return [openDatabase(path), openDatabase(path)] as const;
}

describe('otherProcessCommits', () => {
  it('moves, and calls back once, for each check after another connection committed; never for its own commits', () => {
    const [mine, theirs] = twoConnections();
    let forgotten = 0;
    const check = otherProcessCommits(mine, () => forgotten++);
    expect(check()).toBe(0);
    mine.prepare("INSERT INTO meta (key, value) VALUES ('mine', '1')").run();
    expect(check()).toBe(0);
    theirs.prepare("INSERT INTO meta (key, value) VALUES ('theirs', '1')").run();
    expect(check()).toBe(1);
    expect(check()).toBe(1);
    theirs.prepare("UPDATE meta SET value = '2' WHERE key = 'theirs'").run();
    theirs.prepare("UPDATE meta SET value = '3' WHERE key = 'theirs'").run();
    expect(check()).toBe(2);
    expect(forgotten).toBe(2);
  });

  it('does not move for a transaction the other connection rolled back', () => {
    const [mine, theirs] = twoConnections();
    const check = otherProcessCommits(mine, () => {});
    expect(() =>
      theirs.transaction(() => {
        theirs.prepare("INSERT INTO meta (key, value) VALUES ('x', '1')").run();
        throw new Error('rolled back');
      })(),
    ).toThrow('rolled back');
    expect(check()).toBe(0);
  });
});
