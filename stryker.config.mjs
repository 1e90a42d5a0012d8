// Mutation testing (`npm run bench:mutation`) of where a bug costs most: the write path (src/writes), the
// protocol code (src/farcaster), the reading of gateway answers (src/api/normalise), the gateway's message
// handling and store (gateway/messages, gateway/store), and what every screen leans on for words and cached
// data (the error model, the gateway's failures, the session, the read cache and the cache updates).
// Against their own fast unit tests (vitest.mutation.config.ts: no gateway to start, the store on SQLite in
// memory); incremental, so a later run tests only mutants whose code or tests changed
// (reports/stryker-incremental.json). Left out: src/farcaster/registries.ts, contract addresses and ABI
// fragments (data with no logic, which gateway/chain/compile.test.ts checks against the compiled contracts).
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
    'src/writes/*.ts',
    'src/farcaster/*.ts',
    'src/api/normalise/*.ts',
    'gateway/messages/*.ts',
    'gateway/store/*.ts',
    '!src/farcaster/registries.ts',
    '!**/*.test.ts',
    '!**/*.bench.ts',
  ],
  coverageAnalysis: 'perTest',
  // Static mutants (in module-level constants: the valibot schemas, regexes and tables; 238 of 3,960) each
  // need every related test file run again in a fresh module graph; Stryker estimated them at 84 % of a
  // full run's time, hours on two cores. They are reported as ignored.
  ignoreStatic: true,
  concurrency: 2,
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  timeoutMS: 10_000,
  dryRunTimeoutMinutes: 20,
  reporters: ['json', 'progress'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
