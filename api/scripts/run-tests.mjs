// Runs every src/**/*.test.ts with Node's own test runner and exits with its code. The files are compiled first
// (scripts/buildTests.mjs); stack traces point at the TypeScript through the source maps.
// TEST_DATABASE_URL set: the same suite runs against that PostgreSQL server instead of PGlite.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildTests } from './buildTests.mjs';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2);

const files = fs
  .readdirSync(path.join(apiDir, 'src'), { recursive: true })
  .map((file) => path.join('src', String(file)))
  .filter((file) => file.endsWith('.test.ts'))
  .filter((file) => only.length === 0 || only.some((part) => file.includes(part)))
  .sort();

if (files.length === 0) {
  console.error('No test files found.');
  process.exit(1);
}

/**
 * No test calls the real coding platforms: an app built without platform clients of its own uses PLATFORM_*_URL
 * (src/platforms/settings.ts), pointed here at a closed local port (refused at once) unless the caller set them. A
 * test that needs the platforms to answer starts the sandbox (src/platforms/sandbox) or a fixture server of its own.
 */
const NOWHERE = 'http://127.0.0.1:9';
const platformUrls = ['PLATFORM_LEETCODE_URL', 'PLATFORM_CODEFORCES_URL', 'PLATFORM_CODECHEF_URL', 'PLATFORM_GFG_URL'];
const platformEnv = Object.fromEntries(platformUrls.map((name) => [name, process.env[name] || NOWHERE]));

const { compiled, remove } = await buildTests(apiDir, files);
// Each file gets its own embedded database (~300 MB while open): two at a time suits a 2-core machine.
const concurrency = process.env.TEST_CONCURRENCY ?? '2';
const child = spawn(process.execPath, ['--enable-source-maps', '--test', `--test-concurrency=${concurrency}`, '--test-reporter=spec', ...compiled], {
  cwd: apiDir,
  stdio: 'inherit',
  env: { ...process.env, ...platformEnv, NODE_ENV: 'test' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  remove();
  process.exit(signal ? 1 : (code ?? 1));
});
