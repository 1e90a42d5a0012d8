import { defineConfig } from '@playwright/test';
import type { Compat } from './e2e/support/fixtures';
import { NOT_IN_FARQUEST_PROJECT } from './e2e/support/modeTags';

const appPort = Number(process.env.CASTLINE_E2E_PORT ?? 4173);
// Its own build folder, so a test run never disturbs `dist/` or another run.
const outDir = `.e2e-dist/${appPort}`;

export default defineConfig<object, { compat: Compat; tokenTtlSeconds: number }>({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: `test-results/${appPort}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The demo data, seeded once for every worker's gateway to copy.
  globalSetup: './gateway/testing/sqliteGlobalSetup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${appPort}`,
    // A trace records every step's DOM and screenshots, a good part of a run's time on two cores; CI
    // reports in text, so traces are kept for failures of local runs only.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' },
    // The build registers a service worker that answers the gateway's reads itself, where page.route
    // cannot see them: specs that stand in for the gateway's answers run without it. The offline spec
    // allows it (e2e/offline.spec.ts).
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'spec', use: { compat: 'spec' } },
    { name: 'farquest', use: { compat: 'farquest' }, grepInvert: NOT_IN_FARQUEST_PROJECT },
  ],
  webServer: {
    command: `npx vite build --outDir ${outDir} --emptyOutDir && npx vite preview --outDir ${outDir} --strictPort --port ${appPort}`,
    url: `http://127.0.0.1:${appPort}`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});
