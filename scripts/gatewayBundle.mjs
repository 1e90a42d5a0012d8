// The gateway as one ES module file, built by esbuild from `gateway/main.ts` and the packages it uses.
// A Node process loads it in about a quarter of the CPU time that loading the same program through
// tsx takes (about 2,000 files, each passed through tsx's loader), and every worker of `--workers N`
// starts from it too. Native and self-locating packages stay outside, loaded from node_modules. The
// backup and restore commands (`gateway/backup/main.ts`) are bundled the same way, into a file of their
// own, so neither needs tsx where the gateway is deployed.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, stop } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(root, '.gateway-dist');
/** Each program bundled, by the name of its bundle in `.gateway-dist/`. */
const ENTRIES = { main: 'gateway/main.ts', backup: 'gateway/backup/main.ts' };
const recordOf = (bundle) => `${bundle}.inputs.json`;

/** Packages with native code, or that find their own files or binaries on disk, loaded where they are installed. */
const EXTERNAL = ['better-sqlite3', 'sharp', 'esbuild', 'pg-native', '@foundry-rs/*'];

/**
 * A fingerprint of what a bundle was built from: each of the project's own files esbuild read (the
 * gateway's and the app code it shares, as listed by the last build) by path, size and time of change,
 * the locked package versions, and this script. A file newly imported changes the file importing it.
 */
function sourceStamp(inputs) {
  const hash = createHash('sha256');
  for (const file of inputs) {
    try {
      const stat = statSync(join(root, file));
      hash.update(`${file}\0${stat.size}\0${stat.mtimeMs}\n`);
    } catch {
      hash.update(`${file}\0gone\n`);
    }
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

async function buildBundle(entry, bundle) {
  mkdirSync(outDir, { recursive: true });
  // Built beside its final name and moved there in one step: processes starting meanwhile read the old file or the new, whole.
  const building = `${bundle}.${process.pid}.${Date.now()}.tmp`;
  const { metafile } = await build({
    absWorkingDir: root,
    entryPoints: [entry],
    outfile: building,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: EXTERNAL,
    // CommonJS packages inside an ES module still call require() for Node's own modules.
    banner: { js: "import { createRequire as castlineRequire } from 'node:module'; const require = castlineRequire(import.meta.url);" },
    plugins: [ownLocation],
    metafile: true,
    logLevel: 'warning',
  });
  // esbuild's service process would otherwise live, idle, as long as the gateway.
  await stop();
  renameSync(building, bundle);
  // Packages are covered by the lock file; the project's own inputs are listed for the next start to check.
  const inputs = Object.keys(metafile.inputs)
    .filter((file) => !file.includes('node_modules/'))
    .sort();
  writeFileSync(recordOf(bundle), JSON.stringify({ inputs, stamp: sourceStamp(inputs) }));
}

/** The bundle's record from its last build: its own inputs, and their fingerprint then. */
function lastBuild(bundle) {
  try {
    return JSON.parse(readFileSync(recordOf(bundle), 'utf8'));
  } catch {
    return null;
  }
}

/**
 * The path of a bundle built from the current source of `name` (`main`, the gateway; `backup`, its
 * backup and restore commands), building it first when that source has changed.
 */
export async function gatewayBundle(name = 'main') {
  const bundle = join(outDir, `${name}.mjs`);
  const built = lastBuild(bundle);
  if (!built || sourceStamp(built.inputs) !== built.stamp) await buildBundle(ENTRIES[name], bundle);
  return bundle;
}
