// The gateway as one ES module file, built by esbuild from `gateway/main.ts` and the packages it uses.
// A Node process loads it in about a quarter of the CPU time that loading the same program through
// tsx takes (about 2,000 files, each passed through tsx's loader), and every worker of `--workers N`
// starts from it too. Native and self-locating packages stay outside, loaded from node_modules.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(root, '.gateway-dist');
const GATEWAY_BUNDLE = join(outDir, 'main.mjs');
const stampFile = `${GATEWAY_BUNDLE}.source`;

/** Packages with native code, or that find their own files or binaries on disk, loaded where they are installed. */
const EXTERNAL = ['better-sqlite3', 'sharp', 'esbuild', 'pg-native', '@foundry-rs/*'];

/** What the bundle is built from: every gateway source file's path, size and time of change, and the locked package versions. */
function sourceStamp() {
  const hash = createHash('sha256');
  const files = readdirSync(join(root, 'gateway'), { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) {
    const stat = statSync(join(root, 'gateway', file));
    if (stat.isFile()) hash.update(`${file}\0${stat.size}\0${stat.mtimeMs}\n`);
  }
  hash.update(readFileSync(join(root, 'package-lock.json')));
  hash.update(readFileSync(fileURLToPath(import.meta.url)));
  return hash.digest('hex');
}

const LOCATING = /\bimport\.meta\.url\b|\b__dirname\b|\b__filename\b/;
const LOADERS = { '.ts': 'ts', '.tsx': 'tsx', '.mts': 'ts', '.cts': 'ts', '.js': 'js', '.mjs': 'js', '.cjs': 'js' };

/**
 * A module that finds files relative to itself keeps doing so from where it lies in the source tree
 * or in node_modules, not from the bundle's folder: `import.meta.url`, `__dirname` and `__filename`
 * are given its own location.
 */
const ownLocation = {
  name: 'own-location',
  setup(context) {
    context.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
      const contents = readFileSync(args.path, 'utf8');
      if (!LOCATING.test(contents)) return undefined;
      const extension = args.path.slice(args.path.lastIndexOf('.'));
      const located =
        `var __filename = ${JSON.stringify(args.path)}, __dirname = ${JSON.stringify(dirname(args.path))};\n` +
        contents.replace(/\bimport\.meta\.url\b/g, JSON.stringify(pathToFileURL(args.path).href));
      return { contents: located, loader: LOADERS[extension] ?? 'js', resolveDir: dirname(args.path) };
    });
  },
};

async function buildBundle(stamp) {
  mkdirSync(outDir, { recursive: true });
  // Built beside its final name and moved there in one step: processes starting meanwhile read the old file or the new, whole.
  const building = `${GATEWAY_BUNDLE}.${process.pid}.${Date.now()}.tmp`;
  await build({
    entryPoints: [join(root, 'gateway', 'main.ts')],
    outfile: building,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: EXTERNAL,
    // CommonJS packages inside an ES module still call require() for Node's own modules.
    banner: { js: "import { createRequire as castlineRequire } from 'node:module'; const require = castlineRequire(import.meta.url);" },
    plugins: [ownLocation],
    logLevel: 'warning',
  });
  renameSync(building, GATEWAY_BUNDLE);
  writeFileSync(stampFile, stamp);
}

/** The path of a bundle built from the gateway's current source, building it first when the source has changed. */
export async function gatewayBundle() {
  const stamp = sourceStamp();
  let built = null;
  try {
    built = readFileSync(stampFile, 'utf8');
  } catch {}
  if (built !== stamp) await buildBundle(stamp);
  return GATEWAY_BUNDLE;
}
