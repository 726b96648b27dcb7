// Starts the composed app for the browser tests: a fresh data folder, a private copy of the built
// front end (so deploy tests never touch dist/web), seeded accounts, then the API on E2E_PORT.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  accounts,
  applicants,
  chapterName,
  demoMembers,
  liveMember,
  longEmailMember,
  e2eDataDir,
  e2ePort,
  e2eServerLog,
  e2eWebDir,
  sandboxPort,
  sandboxUrl,
} from './fixtures/env.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const api = path.join(root, 'api');

fs.rmSync(e2eDataDir, { recursive: true, force: true });
fs.rmSync(e2eWebDir, { recursive: true, force: true });
fs.cpSync(path.join(root, 'dist', 'web'), e2eWebDir, { recursive: true });

const platformUrls = {
  PLATFORM_LEETCODE_URL: `${sandboxUrl}/leetcode`,
  PLATFORM_CODEFORCES_URL: `${sandboxUrl}/codeforces`,
  PLATFORM_CODECHEF_URL: `${sandboxUrl}/codechef`,
  PLATFORM_GFG_URL: `${sandboxUrl}/gfg`,
};
const env = {
  ...process.env,
  ...platformUrls,
  CHAPTER_TIMEZONE: 'UTC',
  CHAPTER_NAME: chapterName,
  DATA_DIR: e2eDataDir,
  WEB_DIR: e2eWebDir,
  PORT: String(e2ePort),
  HOST: '127.0.0.1',
  RATE_LIMIT_MAX: '100000',
  LOGIN_RATE_LIMIT_MAX: '100000',
  // The level `npm start` logs at (every request's method and URL): the run's log is scanned for tokens afterwards.
  LOG_LEVEL: 'info',
  RESPONSE_CHECK: 'on',
};
// The API as `npm start` runs it: compiled to JavaScript (api/dist), no TypeScript loader.
const compiled = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { cwd: api, stdio: 'inherit' });
if (compiled.status !== 0) throw new Error('compiling the API failed');
const cli = (...args) => {
  const result = spawnSync(process.execPath, ['dist/cli.js', ...args], { cwd: api, env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`cli ${args[0]} failed: ${result.stderr || result.stdout}`);
};
cli('create-admin', '--email', accounts.admin.email, '--name', accounts.admin.name, '--password', accounts.admin.password);
for (const account of [accounts.user, accounts.member, accounts.core, longEmailMember, liveMember]) {
  cli('create-user', '--email', account.email, '--name', account.name, '--password', account.password, '--role', account.role);
}

cli('allow-emails', applicants.allowed.email);
// Members with this month's points and platform stats for the leaderboard journeys (api/src/demo/seedDemo.ts).
cli('seed-demo', '--members', String(demoMembers));

// The four platforms, imitated from the sample data file, so verification and points work offline.
const sandbox = spawn(process.execPath, ['dist/sandbox.js', '--port', String(sandboxPort), '--host', '127.0.0.1'], { cwd: api, stdio: 'inherit' });
const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], { cwd: api, env, stdio: ['ignore', 'pipe', 'pipe'] });
// Every line goes to the run's log file; warnings and errors (pino level 40 and up) also to the console, as before.
const log = fs.createWriteStream(e2eServerLog);
for (const output of [server.stdout, server.stderr]) {
  let rest = '';
  output.setEncoding('utf8');
  output.on('data', (chunk) => {
    log.write(chunk);
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      const level = Number(/"level":(\d+)/.exec(line)?.[1] ?? 50);
      if (level >= 40) process.stdout.write(`${line}\n`);
    }
  });
}
const stop = () => {
  server.kill('SIGTERM');
  sandbox.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => {
  sandbox.kill('SIGTERM');
  process.exit(code ?? 0);
});
