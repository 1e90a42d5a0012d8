import { defineConfig } from 'vitest/config';

// The unit tests of the modules Stryker mutates (stryker.config.mjs): fast, with no gateway to start.
export default defineConfig({
  test: {
    include: [
      'src/components/relativeTime.test.ts',
      'src/config/gatewaySettings.test.ts',
      'src/widgets/composer/mentionQuery.test.ts',
      'src/queries/{readCache,useReadContext,cacheUpdates}.test.ts',
      'src/errors/*.test.ts',
      'src/api/{errors,failureMapping}.test.ts',
      'src/auth/session.test.ts',
      'src/writes/{signAndSubmitSteps,signerAccess,writeOptions,profileChanges}.test.ts',
      'src/writes/optimisticWrite.test.tsx',
      'src/farcaster/*.test.ts',
      'src/api/normalise/*.test.ts',
      'gateway/messages/{action,apply,ed25519,envelope,identity,schedule,submitMessage}.test.ts',
      'gateway/store/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 20_000,
  },
});
