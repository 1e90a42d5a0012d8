// Mutation testing of the browser's core modules (`npm run bench:mutation`). Incremental: a run after a
// change tests only the mutants whose code or tests changed (reports/stryker-incremental.json).
// The gateway's modules (gateway/messages, gateway/auth, gateway/store) are left out: their tests start
// a gateway per file, which makes a full run take hours on two cores.
const tests = ['!**/*.test.ts', '!**/*.test.tsx', '!**/*.bench.ts', '!**/fixtures/**', '!**/testModel.ts'];

export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [
    'src/farcaster/**/*.ts',
    'src/api/**/*.ts',
    'src/queries/**/*.ts',
    'src/auth/**/*.ts',
    'src/writes/**/*.ts',
    'src/errors/**/*.ts',
    'src/components/relativeTime.ts',
    'src/config/gatewaySettings.ts',
    'src/features/composer/mentionQuery.ts',
    ...tests,
    // Wiring for React (hooks over the functions mutated above) and a data table; rendering them proves little more.
    '!src/queries/use*.ts',
    'src/queries/useReadContext.ts',
    '!src/farcaster/signerKeyStore.ts',
  ],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  timeoutMS: 20_000,
  dryRunTimeoutMinutes: 20,
  reporters: ['json', 'progress'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
