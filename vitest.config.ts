import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { testsUsingADatabase } from './gateway/testing/databaseTests';

/**
 * The app's tests (`app`, and `app-isolated` for those that replace a module), the gateway's and the
 * scripts' on SQLite (`sqlite`), and those of the gateway's that use a database again on a real PostgreSQL
 * server that `gateway/testing/postgresGlobalSetup.ts` starts for the run (`postgres`;
 * gateway/testing/testDatabase.ts).
 * Both gateway projects seed the demo data once, for test gateways to copy (gateway/testing/demoTemplate.ts).
 *
 * The test files of a worker share their modules instead of importing them afresh each (`isolate:
 * false`): importing was about a third of the run's time, since nearly every gateway test file imports
 * the whole gateway. What a module keeps (caches, counters) is shared too, so no test may count on a
 * module being fresh. A module that a test file replaces with `vi.mock` would stay replaced for the
 * files after it: those files run in modules of their own.
 */
const APP_TESTS = ['src/**/*.test.ts', 'src/**/*.test.tsx'];
const MOCKING_APP_TESTS = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `src/${file}`)
  .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(file, 'utf8')));
const GATEWAY_TESTS = ['gateway/**/*.test.ts'];
/** On PostgreSQL, the gateway's tests that use a database (gateway/testing/databaseTests.ts). */
const DATABASE_TESTS = testsUsingADatabase(
  import.meta.dirname,
  readdirSync('gateway', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => `gateway/${file}`),
);

/**
 * Packages the tests import, bundled once into a file each by Vite's dependency optimizer: a file run in
 * modules of its own (and Stryker, for every mutant) imports them afresh, and loading these as the many
 * files they ship as is a good part of a file's time (@farcaster/core alone about a second of CPU).
 */
const UI_PACKAGES = ['@tanstack/react-query', '@testing-library/react', 'react', 'react/jsx-dev-runtime', 'react-dom', 'react-dom/client', 'valibot'];
const CRYPTO_PACKAGES = ['@noble/curves/ed25519.js', '@noble/hashes/blake3.js', '@noble/hashes/sha2.js', '@noble/hashes/utils.js', 'viem', 'viem/accounts'];

export const bundledPackages = {
  ssr: { enabled: true, include: [...UI_PACKAGES, ...CRYPTO_PACKAGES, '@farcaster/core', 'kysely', 'pg'] },
  // In a browser-environment file the crypto packages keep Node's own `crypto`, as they load natively.
  client: { enabled: true, include: UI_PACKAGES },
};

export default defineConfig({
  test: {
    environment: 'node',
    deps: { optimizer: bundledPackages },
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // One file more than there are cores: most gateway tests wait on a gateway process or PostgreSQL
    // rather than compute. On two cores, three files at a time took 407 s against 435 for two.
    maxWorkers: availableParallelism() + 1,
    projects: [
      { extends: true, test: { name: 'app', include: APP_TESTS, exclude: MOCKING_APP_TESTS, isolate: false } },
      { extends: true, test: { name: 'app-isolated', include: MOCKING_APP_TESTS } },
      {
        extends: true,
        test: { name: 'sqlite', include: [...GATEWAY_TESTS, 'scripts/**/*.test.ts'], isolate: false, globalSetup: ['gateway/testing/sqliteGlobalSetup.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: DATABASE_TESTS,
          isolate: false,
          globalSetup: ['gateway/testing/postgresGlobalSetup.ts'],
          env: { CASTLINE_TEST_DIALECT: 'postgres' },
        },
      },
    ],
  },
});
