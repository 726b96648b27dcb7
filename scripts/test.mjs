// `npm test`: type-checks every package, lints the tree (ESLint and Prettier), then runs every package's unit tests and the API suite
// (on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set). Ends with "N passed, N failed".
import fs from 'node:fs';
import path from 'node:path';
import { packagesWithScript, root, run, runCaptured } from './lib/proc.mjs';
import { createTally, jestCounts, nodeTestCounts, resultsDir } from './lib/results.mjs';

const tally = createTally();
const bin = (pkg, name) => path.join(root, pkg, 'node_modules', '.bin', name);
fs.mkdirSync(resultsDir, { recursive: true });

for (const pkg of packagesWithScript('typecheck')) {
  console.log(`\n▶ typecheck ${pkg}`);
  const code = await run(bin(pkg, 'tsc'), ['-p', 'tsconfig.json'], { cwd: path.join(root, pkg) });
  tally.add(`typecheck ${pkg}`, code === 0 ? 1 : 0, code === 0 ? 0 : 1);
}

console.log('\n▶ lint');
const lintCode = await run(process.execPath, [path.join(root, 'scripts', 'lint.mjs')]);
tally.add('lint', lintCode === 0 ? 1 : 0, lintCode === 0 ? 0 : 1);

for (const pkg of packagesWithScript('test').filter((dir) => dir !== 'api' && dir !== 'e2e')) {
  console.log(`\n▶ unit tests ${pkg}`);
  const out = path.join(resultsDir, `jest-${pkg}.json`);
  fs.rmSync(out, { force: true });
  const code = await run(bin(pkg, 'jest'), ['--ci', '--passWithNoTests', '--json', `--outputFile=${out}`], { cwd: path.join(root, pkg) });
  const { passed, failed } = jestCounts(out, code);
  tally.add(`unit ${pkg}`, passed, failed);
}

const databases = [['PGlite', {}]];
if (process.env.TEST_DATABASE_URL) databases.push(['PostgreSQL', { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL }]);
for (const [label, extra] of databases) {
  console.log(`\n▶ API tests on ${label}`);
  const env = { ...process.env, TEST_DATABASE_URL: '', ...extra };
  const { code, output } = await runCaptured(process.execPath, ['scripts/run-tests.mjs'], { cwd: path.join(root, 'api'), env });
  const { passed, failed } = nodeTestCounts(output, code);
  tally.add(`api on ${label}`, passed, failed);
}

tally.print();
tally.save('unit.json');
console.log(`${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed ? 1 : 0);
