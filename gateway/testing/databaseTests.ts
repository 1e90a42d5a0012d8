import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** A relative import or re-export, static or dynamic, or an import for its effects only. */
const RELATIVE_IMPORT = /\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]|\bimport\s*\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)|\bimport\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/** The file a relative import names: sources import each other without the `.ts` extension. */
function importedFile(from: string, specifier: string): string | null {
  const named = resolve(dirname(from), specifier);
  return [named, `${named}.ts`, `${named}.tsx`, `${named}/index.ts`].find((candidate) => /\.(ts|tsx|js|mjs)$/.test(candidate) && existsSync(candidate)) ?? null;
}

/** Whether `file`'s relative imports, followed to the end, reach one of `targets` (absolute paths). */
function reaches(file: string, targets: ReadonlySet<string>, seen: Set<string>): boolean {
  if (targets.has(file)) return true;
  if (seen.has(file)) return false;
  seen.add(file);
  for (const match of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
    const imported = importedFile(file, (match[1] ?? match[2] ?? match[3])!);
    if (imported && reaches(imported, targets, seen)) return true;
  }
  return false;
}

/**
 * The test files (paths from `root`) that use a database: those whose imports reach the query layer or
 * start a gateway in its own process. The others (signature checks, the chain, parsing) test nothing a
 * database changes, and run once, in the `sqlite` project.
 */
export function testsUsingADatabase(root: string, files: readonly string[]): string[] {
  const targets = new Set(['gateway/store/database.ts', 'gateway/testing/childGateway.ts'].map((file) => resolve(root, file)));
  return files.filter((file) => reaches(resolve(root, file), targets, new Set()));
}
