import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const entry = fileURLToPath(new URL('./app.ts', import.meta.url));

let bundle: Promise<string> | null = null;

/**
 * The demo app with the official SDK, bundled by esbuild from the installed packages (no network).
 * Built once per process on first use, so gateways that never serve it pay nothing.
 */
export function demoAppBundle(): Promise<string> {
  bundle ??= build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    logLevel: 'silent',
    // The SDK's Solana code reads `global` and `process.env` as Node would.
    define: { global: 'globalThis', 'process.env.NODE_ENV': '"production"' },
  }).then((result) => result.outputFiles[0]!.text);
  bundle.catch(() => {
    bundle = null;
  });
  return bundle;
}
