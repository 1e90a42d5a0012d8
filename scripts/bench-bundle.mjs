// `npm run bench:bundle`: production build, then the gzip size of what a first visit downloads
// (the entry and every chunk it imports statically, plus CSS) and of each lazily loaded chunk,
// at gzip level 6: what nginx and most hosts send. Exits non-zero when the first visit is over budget.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const FIRST_VISIT_BUDGET_KIB = 140;
const GZIP_LEVEL = 6;
const dist = 'dist';

execFileSync('npx', ['vite', 'build', '--manifest'], { stdio: ['ignore', 'ignore', 'inherit'] });
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const gzipKiB = (file) => gzipSync(readFileSync(join(dist, file)), { level: GZIP_LEVEL }).length / 1024;
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);

const firstVisit = new Set();
const firstVisitCss = new Set();
(function walk(key) {
  const chunk = manifest[key];
  if (firstVisit.has(chunk.file)) return;
  firstVisit.add(chunk.file);
  for (const css of chunk.css ?? []) firstVisitCss.add(css);
  for (const imported of chunk.imports ?? []) walk(imported);
})(entryKey);

const rows = [];
for (const file of firstVisit) rows.push({ part: 'first visit', chunk: file, gzipKiB: gzipKiB(file) });
for (const css of firstVisitCss) rows.push({ part: 'first visit (css, inlined in the page)', chunk: css, gzipKiB: gzipKiB(css) });
for (const [key, chunk] of Object.entries(manifest)) {
  if (firstVisit.has(chunk.file) || !chunk.file.endsWith('.js')) continue;
  rows.push({ part: 'lazy', chunk: `${chunk.file} (${chunk.name ?? key})`, gzipKiB: gzipKiB(chunk.file) });
}

// The composer and everything that builds and signs messages: loaded when a person first writes or acts.
const SIGNING_ENTRIES = /^src\/(features\/(composer|signer)\/|writes\/(signAndSubmit|signerAccess|currentAuthor)|farcaster\/)/;
const signing = new Set();
(function walkAll(keys) {
  for (const key of keys) {
    const chunk = manifest[key];
    if (firstVisit.has(chunk.file) || signing.has(chunk.file)) continue;
    signing.add(chunk.file);
    walkAll(chunk.imports ?? []);
  }
})(Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry && SIGNING_ENTRIES.test(key)));
const signingKiB = [...signing].reduce((sum, file) => sum + gzipKiB(file), 0);

const firstVisitJs = rows.filter((r) => r.part === 'first visit').reduce((sum, r) => sum + r.gzipKiB, 0);
const firstVisitCssKiB = rows.filter((r) => r.part.startsWith('first visit (css')).reduce((sum, r) => sum + r.gzipKiB, 0);
console.table(rows.map((r) => ({ ...r, gzipKiB: r.gzipKiB.toFixed(1) })));
console.log(`First visit JS: ${firstVisitJs.toFixed(1)} KiB gzip at level ${GZIP_LEVEL} (budget ${FIRST_VISIT_BUDGET_KIB} KiB); CSS: ${firstVisitCssKiB.toFixed(1)} KiB gzip`);
console.log(`Composer and signing chunks (lazy): ${signingKiB.toFixed(1)} KiB gzip together (${[...signing].map((f) => f.replace('assets/', '')).join(', ')})`);
if (firstVisitJs > FIRST_VISIT_BUDGET_KIB) {
  console.error('First visit JS is over budget.');
  process.exitCode = 1;
}
