// `npm run bench`: prints the figures the platform promises: first-paint JavaScript of /, /auth/login and (signed in)
// /dashboard by package (gzip), cold start to first page with a new and an existing data folder,
// the production build time of all apps, then the API's benchmarks (api/bench: learning list and
// search latency, month end, daily refresh, live streams), then the leaderboard's requests per second through HAProxy with one and
// with two API instances (scripts/bench/cluster.mjs: PostgreSQL, Redis and HAProxy needed). `--only web`, `--only api`
// or `--only cluster` runs one part; BENCH_DATABASE_URL=postgres://… adds PostgreSQL to the API's figures.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { root, run } from './lib/proc.mjs';
import { bytesByPackage } from './bench/sourcemap.mjs';
import { runClusterBench } from './bench/cluster.mjs';
import { BENCH_ADMIN, BENCH_MEMBER, FLOOR_AS_THE_APP, FLOOR_PAGE, lighthousePages, lighthouseTable, signIn } from './bench/lighthouse.mjs';
import { navigationFigures, navigationTable } from './bench/navigation.mjs';

const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex >= 0 ? process.argv[onlyIndex + 1] : null;
if (only && !['web', 'api', 'cluster'].includes(only)) throw new Error('--only takes web, api or cluster');

if (!only || only === 'web') await webBench();
if (!only || only === 'api') {
  const code = await run(process.execPath, ['--import', 'tsx', 'bench/index.ts'], { cwd: path.join(root, 'api') });
  if (code !== 0) process.exitCode = code;
}
if (!only || only === 'cluster') await runClusterBench();

async function webBench() {
  const { chromium } = createRequire(path.join(root, 'e2e', 'package.json'))('@playwright/test');
  const port = Number(process.env.BENCH_PORT ?? 4390);
  const base = `http://127.0.0.1:${port}`;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'chapter-bench-'));
  // BENCH_WEB_DIR reuses a production build already made (skips the build-time figure): for quick re-measuring.
  const reuse = process.env.BENCH_WEB_DIR ? path.resolve(process.env.BENCH_WEB_DIR) : null;
  const webDir = reuse ?? path.join(tmp, 'web');
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

  try {
    await fetch(`${base}/`);
    throw new Error(`port ${port} is already in use: stop what listens there or set BENCH_PORT`);
  } catch (error) {
    if (String(error.message).includes('already in use')) throw error;
  }
  const servers = new Set();
  process.on('exit', () => {
    for (const child of servers) child.kill('SIGTERM');
  });

  // 1. Production build time of every app, into a private folder.
  let started = performance.now();
  if (!reuse && (await run(process.execPath, ['scripts/build-web.mjs'], { env: { ...process.env, WEB_DIR: webDir } }))) throw new Error('build failed');
  const buildSeconds = reuse ? null : (performance.now() - started) / 1000;

  // 2. Cold start to the first page served, new data folder then the same folder again.
  async function coldStart(dataDir) {
    const begin = performance.now();
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: root,
      stdio: 'ignore',
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIR: webDir },
    });
    servers.add(child);
    for (;;) {
      try {
        const response = await fetch(`${base}/`);
        if (response.ok && (await response.text()).includes('<html')) break;
      } catch {
        /* not listening yet */
      }
      if (child.exitCode !== null) throw new Error('the server exited during start-up');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return { ms: performance.now() - begin, child };
  }
  const stop = (child) =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  const dataDir = path.join(tmp, 'data');
  const fresh = await coldStart(dataDir);
  await stop(fresh.child);
  // The member and the admin the signed-in Lighthouse runs sign in as (the CLI needs the server stopped: one process per
  // data folder).
  for (const [account, role] of [
    [BENCH_MEMBER, 'MEMBER'],
    [BENCH_ADMIN, 'ADMIN'],
  ]) {
    const cli = spawn(
      process.execPath,
      ['dist/cli.js', 'create-user', '--email', account.email, '--name', account.name, '--password', account.password, '--role', role],
      { cwd: path.join(root, 'api'), stdio: 'ignore', env: { ...process.env, DATA_DIR: dataDir } },
    );
    if ((await new Promise((resolve) => cli.once('exit', resolve))) !== 0) throw new Error(`the CLI could not create the bench ${role}`);
  }
  const existing = await coldStart(dataDir);

  // 3. First-paint JavaScript per route, gzip, split by package through the source maps.
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const token = await signIn(base);
  async function firstPaint(route, { signedIn = false } = {}) {
    const context = await browser.newContext();
    // Signed in as the login form leaves a member: the token in localStorage before the page's scripts run.
    if (signedIn) await context.addInitScript((value) => globalThis.localStorage.setItem('auth', value), token);
    const page = await context.newPage();
    const files = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') files.push(new URL(response.url()).pathname);
    });
    await page.goto(base + route, { waitUntil: 'networkidle' });
    // A figure for a page whose remote failed to load would be a flattering lie.
    if (await page.getByText('This part of the app is unavailable').count()) throw new Error(`${route} did not render its remote`);
    if (new URL(page.url()).pathname !== route) throw new Error(`${route} went to ${page.url()}: the figure would be another page's`);
    await context.close();
    const packages = new Map();
    let total = 0;
    for (const file of files) {
      const code = fs.readFileSync(path.join(webDir, file), 'utf8');
      const gzip = zlib.gzipSync(code, { level: 9 }).length;
      total += gzip;
      const mapFile = path.join(webDir, `${file}.map`);
      const shares = fs.existsSync(mapFile)
        ? bytesByPackage(code, JSON.parse(fs.readFileSync(mapFile, 'utf8')))
        : new Map([[file.includes('remoteEntry') ? 'federation runtime (remoteEntry)' : path.basename(file), code.length]]);
      const sum = [...shares.values()].reduce((a, b) => a + b, 0) || 1;
      for (const [name, bytes] of shares) packages.set(name, (packages.get(name) ?? 0) + (gzip * bytes) / sum);
    }
    return { files: files.length, total, packages: [...packages].sort((a, b) => b[1] - a[1]) };
  }
  const pages = {
    '/': await firstPaint('/'),
    '/auth/login': await firstPaint('/auth/login'),
    '/dashboard (signed in)': await firstPaint('/dashboard', { signedIn: true }),
  };
  // Moving inside the app, and a repeat visit (issue 33).
  const navigation = await navigationFigures({ browser, base, token });
  await browser.close();

  // 4. Lighthouse, mobile, median of three, public pages as a visitor and signed-in pages as a member.
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
  const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  // BENCH_LIGHTHOUSE_PAGES=/,/dashboard measures only those pages (a quick re-measure after a change); `floor` names the
  // floor rows (scripts/bench/floorPage.mjs).
  const chosenPages = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',')
    .filter(Boolean)
    .flatMap((page) => (page === 'floor' ? [FLOOR_PAGE, FLOOR_AS_THE_APP] : [page]));
  // BENCH_LIGHTHOUSE_RUNS=0 skips Lighthouse (a quick first-paint measure).
  const lighthouse = lighthouseRuns > 0 ? await lighthousePages({ base, runs: lighthouseRuns, ...(chosenPages?.length ? { pages: chosenPages } : {}) }) : null;
  await stop(existing.child);
  fs.rmSync(tmp, { recursive: true, force: true });

  console.log('\nBenchmark figures');
  console.log(`  production build of all apps: ${buildSeconds === null ? 'not measured (BENCH_WEB_DIR reused a build)' : `${buildSeconds.toFixed(1)} s`}`);
  console.log(`  cold start to first page, new data folder:      ${(fresh.ms / 1000).toFixed(2)} s`);
  console.log(`  cold start to first page, existing data folder: ${(existing.ms / 1000).toFixed(2)} s (target ≤ 3 s)`);
  for (const [route, result] of Object.entries(pages)) {
    console.log(`  first paint of ${route}: ${kb(result.total)} gzip JavaScript in ${result.files} files (target for /: 150 KB)`);
    for (const [name, bytes] of result.packages) if (bytes >= 512) console.log(`    ${name.padEnd(34)} ${kb(bytes)}`);
  }
  console.log("  (per-package figures share each file's gzip size in proportion to the bytes its source map gives each package)");
  console.log(navigationTable(navigation));
  console.log(`  machine load when Lighthouse started (1, 5, 15 min): ${load} on ${os.cpus().length} cores`);
  if (lighthouse) console.log(lighthouseTable(lighthouse, lighthouseRuns));
  if (process.env.BENCH_LIGHTHOUSE_JSON) fs.writeFileSync(process.env.BENCH_LIGHTHOUSE_JSON, `${JSON.stringify(lighthouse, null, 2)}\n`);
}
