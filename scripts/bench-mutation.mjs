// `npm run bench:mutation`: Stryker over the core modules (stryker.config.mjs), then one last line,
// `mutation score N%`: the share of mutants (planted bugs) that some test catches.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const run = spawnSync('npx', ['stryker', 'run', ...process.argv.slice(2)], { stdio: 'inherit' });
if (run.status !== 0) process.exit(run.status ?? 1);

const report = JSON.parse(readFileSync('reports/mutation/mutation.json', 'utf8'));
const count = { detected: 0, undetected: 0 };
const perFile = [];
for (const [file, { mutants }] of Object.entries(report.files)) {
  let caught = 0;
  let missed = 0;
  for (const { status } of mutants) {
    if (status === 'Killed' || status === 'Timeout') caught++;
    else if (status === 'Survived' || status === 'NoCoverage') missed++;
  }
  count.detected += caught;
  count.undetected += missed;
  if (caught + missed > 0) perFile.push({ file, score: caught / (caught + missed), missed });
}
for (const { file, score, missed } of perFile.sort((a, b) => a.score - b.score)) {
  console.log(`${(score * 100).toFixed(1).padStart(6)}%  ${String(missed).padStart(4)} missed  ${file}`);
}
const total = count.detected + count.undetected;
console.log(`mutation score ${total === 0 ? 0 : Math.round((count.detected / total) * 1000) / 10}%`);
