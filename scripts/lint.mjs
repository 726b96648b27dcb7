// `npm run lint`: ESLint (rules and module boundaries, warnings fail too), then Prettier's check.
// Both always run, so one pass shows every problem; the exit code is non-zero when either fails.
import path from 'node:path';
import { root, run } from './lib/proc.mjs';

const bin = (name) => path.join(root, 'node_modules', '.bin', name);

console.log('▶ eslint');
// The cache skips unchanged files locally; CI checks everything afresh.
const cache = process.env.CI ? [] : ['--cache', '--cache-location', '.tmp/eslintcache'];
const eslint = await run(bin('eslint'), ['.', '--max-warnings=0', ...cache]);
if (eslint === 0) console.log('ESLint found no problems.');
console.log('\n▶ prettier --check');
const prettier = await run(bin('prettier'), ['--check', '.']);
process.exit(eslint || prettier ? 1 : 0);
