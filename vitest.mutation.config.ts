import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';
import { bundledPackages } from './vitest.config';

/**
 * Runs the test files that failed last time first (they likely kill the next mutant too), then the
 * quickest first: Stryker stops at the first failing test, so a mutant that a quick file kills never
 * pays for a slow one. Vitest's own order runs the slowest first.
 */
class QuickestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const last = (spec: TestSpecification) => this.ctx.cache.getFileTestResults(`${spec.project.name}:${relative(this.ctx.config.root, spec.moduleId)}`);
    const rank = (spec: TestSpecification) => {
      const result = last(spec);
      return result ? [result.failed ? 0 : 1, result.duration] : [-1, 0];
    };
    return [...files].sort((a, b) => {
      const [ra, rb] = [rank(a), rank(b)];
      return ra[0]! - rb[0]! || ra[1]! - rb[1]!;
    });
  }
}

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
      'src/writes/{optimisticWrite,useBookmark,useScheduleCast}.test.tsx',
      'src/farcaster/*.test.ts',
      'src/api/normalise/*.test.ts',
      'gateway/messages/{action,apply,ed25519,envelope,identity,schedule,submitMessage}.test.ts',
      'gateway/store/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 20_000,
    // Stryker imports a test file again for every mutant: the heavy packages come bundled (vitest.config.ts).
    deps: { optimizer: bundledPackages },
    sequence: { sequencer: QuickestFirst },
  },
});
