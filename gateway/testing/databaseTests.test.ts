import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testsUsingADatabase } from './databaseTests';

describe('the test files that use a database', () => {
  const root = mkdtempSync(join(tmpdir(), 'castline-database-tests-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  };
  write('gateway/store/database.ts', 'export const db = 1;\n');
  write('gateway/testing/childGateway.ts', 'export const spawnGateway = 1;\n');
  write('gateway/store/casts.ts', "import type { Db } from './database';\nexport const casts = 1;\n");
  write('gateway/http/app.ts', "export { casts } from '../store/casts';\n");
  write('gateway/http/lazy.ts', "export const later = () => import('../store/casts');\n");
  write('gateway/http/effects.ts', "import '../store/casts';\n");
  write('gateway/messages/ed25519.ts', "import { Worker } from 'node:worker_threads';\nexport const check = 1;\n");
  write('gateway/cycle/a.ts', "import { b } from './b';\nexport const a = b;\n");
  write('gateway/cycle/b.ts', "import { a } from './a';\nexport const b = 1;\n");

  it('follows imports, re-exports, dynamic imports and imports for effects, through cycles, to the query layer or a gateway process', () => {
    const tests: Record<string, string> = {
      'gateway/http/app.test.ts': "import { casts } from './app';\n",
      'gateway/http/lazy.test.ts': "import { later } from './lazy';\n",
      'gateway/http/effects.test.ts': "import './effects';\n",
      'gateway/workers.test.ts': "import { spawnGateway } from './testing/childGateway';\n",
      'gateway/messages/ed25519.test.ts': "import { check } from './ed25519';\nimport { describe } from 'vitest';\n",
      'gateway/cycle/a.test.ts': "import { a } from './a';\n",
    };
    for (const [file, text] of Object.entries(tests)) write(file, text);
    expect(testsUsingADatabase(root, Object.keys(tests))).toEqual([
      'gateway/http/app.test.ts',
      'gateway/http/lazy.test.ts',
      'gateway/http/effects.test.ts',
      'gateway/workers.test.ts',
    ]);
  });
});
