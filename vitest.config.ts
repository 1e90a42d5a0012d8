import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Two projects: every test on SQLite, and the gateway's tests again on a real PostgreSQL server that
 * `gateway/testing/postgresGlobalSetup.ts` starts for the run (gateway/testing/testDatabase.ts).
 */
export default defineConfig({
  test: {
    environment: 'node',
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
