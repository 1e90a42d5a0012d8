// The end-to-end tests' production build, in a folder of its own per app port, so that a run never
// disturbs `dist/` or another run. `npm test` builds it beside the unit tests and says so in the
// environment; Playwright's web server then only serves it (playwright.config.ts), and builds it first
// when run on its own.
export const E2E_APP_PORT = Number(process.env.CASTLINE_E2E_PORT ?? 4173);
const outDir = `.e2e-dist/${E2E_APP_PORT}`;
const BUILT = 'CASTLINE_E2E_BUILT';
const buildArgs = ['vite', 'build', '--outDir', outDir, '--emptyOutDir'];

/** The build, and the environment that tells the web server it is done. */
export function e2eBuild() {
  return { command: 'npx', args: buildArgs, env: { [BUILT]: outDir } };
}

/** The web server's command: the preview of the build, built first unless `npm test` built it. */
export function e2eWebServerCommand() {
  const serve = `npx vite preview --outDir ${outDir} --strictPort --port ${E2E_APP_PORT}`;
  return process.env[BUILT] === outDir ? serve : `npx ${buildArgs.join(' ')} && ${serve}`;
}
