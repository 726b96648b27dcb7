// A check `npm run lint` runs: no source file cites the product spec, a document outside the repository that nobody
// who clones it can read (by section: the word spec before a section sign and number; or by its file name, SPEC dot
// md). A comment states the rule it implements, or cites the section of docs/rules.md that holds it (docs/rules.md §N).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** What counts as a citation of the outside spec (written so that this line does not match itself). */
export const OUTSIDE_CITATION = /\bspec\s*§|\bSPEC\.md\b/i;

const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.tmp', '.git', 'coverage', 'test-results', 'playwright-report']);

/** The repository's source files: tracked ones and new ones not ignored (git), else a walk of the tree. */
export function sourceFiles(root) {
  const git = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (git.status === 0) return git.stdout.split('\0').filter((file) => SOURCE.test(file) && !file.split('/').some((part) => SKIPPED_DIRS.has(part)));
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(rel);
      } else if (SOURCE.test(entry.name)) files.push(rel);
    }
  };
  walk('');
  return files;
}

/** Every line that cites the outside spec, as `file:line: text`. */
export function outsideCitations(root) {
  const found = [];
  for (const file of sourceFiles(root)) {
    let text;
    try {
      text = fs.readFileSync(path.join(root, file), 'utf8');
    } catch {
      continue; // listed by git but deleted in the working tree
    }
    if (!OUTSIDE_CITATION.test(text)) continue;
    text.split('\n').forEach((line, index) => {
      if (OUTSIDE_CITATION.test(line)) found.push(`${file}:${index + 1}: ${line.trim()}`);
    });
  }
  return found;
}
