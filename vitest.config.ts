import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Two projects: every test on SQLite, and the gateway's tests again on a real PostgreSQL server that
 * `gateway/testing/postgresGlobalSetup.ts` starts for the run (gateway/testing/testDatabase.ts).
 */
/**
 * Packages the tests import, bundled once into a file each by Vite's dependency optimizer: every test
 * file imports its modules afresh, and loading these as the many files they ship as is a good part of a
 * file's time (@farcaster/core alone about a second of CPU).
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
    // At least two files at a time even on two cores: most gateway tests wait on a gateway process or
    // PostgreSQL rather than compute, so a second worker roughly halves the run.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: { name: 'sqlite', include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'gateway/**/*.test.ts', 'scripts/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: ['gateway/**/*.test.ts'],
          globalSetup: ['gateway/testing/postgresGlobalSetup.ts'],
          env: { CASTLINE_TEST_DIALECT: 'postgres' },
        },
      },
    ],
  },
});
