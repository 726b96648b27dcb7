// `npm test`: type-checks every package, lints the tree (ESLint and Prettier), runs every package's unit tests and the
// API suite (on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set). The suites are independent, so they run
// side by side (TEST_JOBS at once, default the machine's cores), each printed whole with its time when it ends.
// Ends with "N passed, N failed".
import fs from 'node:fs';
import path from 'node:path';
import { packagesWithScript, root } from './lib/proc.mjs';
import { createTally, jestCounts, nodeTestCounts, resultsDir } from './lib/results.mjs';
import { formatSeconds, runPool } from './lib/pool.mjs';

const tally = createTally();
const bin = (pkg, name) => path.join(root, pkg, 'node_modules', '.bin', name);
fs.mkdirSync(resultsDir, { recursive: true });
const began = performance.now();

// Longest first, so the short ones fill in beside them.
const tasks = [];
const databases = [['PGlite', {}]];
if (process.env.TEST_DATABASE_URL) databases.push(['PostgreSQL', { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL }]);
for (const [label, extra] of databases) {
  tasks.push({
    name: `api on ${label}`,
    cmd: process.execPath,
    args: ['scripts/run-tests.mjs'],
    options: { cwd: path.join(root, 'api'), env: { ...process.env, TEST_DATABASE_URL: '', ...extra } },
    counts: ({ code, output }) => nodeTestCounts(output, code),
  });
}
tasks.push({
  name: 'lint',
  cmd: process.execPath,
  args: [path.join(root, 'scripts', 'lint.mjs')],
  counts: ({ code }) => ({ passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 }),
});
for (const pkg of packagesWithScript('test').filter((dir) => dir !== 'api' && dir !== 'e2e')) {
  const out = path.join(resultsDir, `jest-${pkg}.json`);
  fs.rmSync(out, { force: true });
  tasks.push({
    name: `unit ${pkg}`,
    cmd: bin(pkg, 'jest'),
    args: ['--ci', '--passWithNoTests', '--json', `--outputFile=${out}`],
    options: { cwd: path.join(root, pkg) },
    counts: ({ code }) => jestCounts(out, code),
  });
}
for (const pkg of packagesWithScript('typecheck')) {
  tasks.push({
    name: `typecheck ${pkg}`,
    cmd: bin(pkg, 'tsc'),
    args: ['-p', 'tsconfig.json'],
    options: { cwd: path.join(root, pkg) },
    counts: ({ code }) => ({ passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 }),
  });
}

const results = await runPool(tasks);
results.forEach((result, index) => {
  const { passed, failed } = tasks[index].counts(result);
  tally.add(result.name, passed, failed, result.seconds);
});

tally.print();
tally.save('unit.json');
console.log(`npm test took ${formatSeconds((performance.now() - began) / 1000)}`);
console.log(`${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed ? 1 : 0);
