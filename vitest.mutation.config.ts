import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config';

// The tests of the browser's core modules, which Stryker runs against each mutant (stryker.config.mjs).
export default mergeConfig(base, defineConfig({ test: { include: ['src/**/*.test.ts', 'src/**/*.test.tsx'] } }));
