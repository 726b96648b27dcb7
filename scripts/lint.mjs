// `npm run lint`: ESLint (rules and module boundaries, warnings fail too), then Prettier's check, then the check that no
// source file cites the product spec outside the repository (scripts/lib/citations.mjs), then the check that no wire shape
// is declared outside contract/ (scripts/lib/wireTypes.mjs).
// All always run, so one pass shows every problem; the exit code is non-zero when any fails.
import path from 'node:path';
import { outsideCitations } from './lib/citations.mjs';
import { strayWireTypes } from './lib/wireTypes.mjs';
import { root, run } from './lib/proc.mjs';

const bin = (name) => path.join(root, 'node_modules', '.bin', name);

console.log('▶ eslint');
// The cache skips unchanged files locally; CI checks everything afresh.
const cache = process.env.CI ? [] : ['--cache', '--cache-location', '.tmp/eslintcache'];
const eslint = await run(bin('eslint'), ['.', '--max-warnings=0', ...cache]);
if (eslint === 0) console.log('ESLint found no problems.');
console.log('\n▶ prettier --check');
const prettier = await run(bin('prettier'), ['--check', '.']);
console.log('\n▶ citations');
const citations = outsideCitations(root);
if (citations.length === 0) console.log('No source file cites the spec outside the repository.');
else {
  console.log(`${citations.length} line(s) cite the spec, a document outside the repository. State the rule, or cite docs/rules.md §N:`);
  for (const line of citations) console.log(`  ${line}`);
}
console.log('\n▶ wire types');
const stray = strayWireTypes(root);
if (stray.length === 0) console.log('Every /api/v1 body is declared in contract/ only.');
else {
  console.log(`${stray.length} type(s) outside contract/ repeat or should be a wire shape:`);
  for (const line of stray) console.log(`  ${line}`);
}
process.exit(eslint || prettier || citations.length || stray.length ? 1 : 0);
