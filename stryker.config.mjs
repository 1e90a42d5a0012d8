// Mutation testing (`npm run bench:mutation`) of the modules where planted bugs once went unnoticed and
// of what every screen leans on for words and cached data: the error model, the gateway's failures, the
// session, the read cache and the cache updates of writes. Against their own fast unit tests
// (vitest.mutation.config.ts); incremental, so a later run tests only mutants whose code or tests changed
// (reports/stryker-incremental.json). `npx stryker run --mutate '<glob>'` takes others; the whole of
// src/farcaster, src/api, src/queries, src/auth and the gateway's modules takes hours on two cores.
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [
    'src/components/relativeTime.ts',
    'src/config/gatewaySettings.ts',
    'src/widgets/composer/mentionQuery.ts',
    'src/queries/{readCache,useReadContext,cacheUpdates}.ts',
    'src/errors/{appError,describeError}.ts',
    'src/api/{errors,failureMapping}.ts',
    'src/auth/session.ts',
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
