// The cluster figures of `npm run bench`: the leaderboard route's requests per second through HAProxy
// (deploy/haproxy.cfg) with one API instance behind it and with two, side by side, plus one instance without the
// balancer for the balancer's own cost. Needs PostgreSQL, Redis and HAProxy (the same settings as
// `npm run test:cluster`: CLUSTER_POSTGRES_URL, CLUSTER_REDIS_URL, CLUSTER_PORT; its own database
// BENCH_CLUSTER_DATABASE, default chapter_bench_cluster); without them it says what is missing and measures nothing.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  apiRequire,
  buildApi,
  cli,
  clusterSettings,
  dropDatabase,
  freshDatabase,
  missingServices,
  sharedEnv,
  startBalancer,
  startInstance,
  waitFor,
} from '../lib/cluster.mjs';

const MEMBERS = Number(process.env.BENCH_CLUSTER_MEMBERS ?? 2000);
const SECONDS = Number(process.env.BENCH_CLUSTER_SECONDS ?? 10);
const CONNECTIONS = 16;
/** One and two instances are measured in turn this many times, so a load change on the machine hits both alike. */
const ROUNDS = Number(process.env.BENCH_CLUSTER_ROUNDS ?? 2);

const autocannonBin = apiRequire.resolve('autocannon/autocannon.js');

/** autocannon in its own process; its JSON report. */
function load(url, token, seconds) {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [
        autocannonBin,
        '--json',
        '--connections',
        String(CONNECTIONS),
        '--duration',
        String(seconds),
        '--method',
        'POST',
        '-H',
        `authorization=Bearer ${token}`,
        '-H',
        'content-type=application/json',
        '--body',
        JSON.stringify({ page: 1, limit: 20 }),
        `${url}/api/v1/user/get-leaderboard-data`,
      ],
      { maxBuffer: 10_000_000 },
      (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout))),
    );
  });
}

/** Warm-up, then the measured run; fails on any answer other than 200. */
async function measure(url, token) {
  await load(url, token, 2);
  const report = await load(url, token, SECONDS);
  if (report.non2xx > 0 || report.errors > 0) throw new Error(`${report.non2xx} answers other than 200 and ${report.errors} errors under load`);
  return { rps: report.requests.average, p50: report.latency.p50, p99: report.latency.p99 };
}

/** Which instances answer a few requests through the balancer. */
async function answering(base) {
  const seen = new Set();
  for (let i = 0; i < 6; i += 1) seen.add((await fetch(`${base}/api/v1/health`)).headers.get('x-served-by'));
  return seen;
}

export async function runClusterBench() {
  const settings = clusterSettings();
  const missing = await missingServices(settings);
  if (missing.length > 0) {
    console.log(`\nCluster figures not measured: ${missing.join('; ')}`);
    return;
  }
  buildApi();
  const name = process.env.BENCH_CLUSTER_DATABASE ?? 'chapter_bench_cluster';
  const databaseUrl = await freshDatabase(settings.serverUrl, name);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'chapter-bench-cluster-'));
  const env = sharedEnv({ databaseUrl, redisUrl: settings.redisUrl, overrides: { RATE_LIMIT_MAX: '1000000', LOG_LEVEL: 'warn' } });
  const running = [];
  try {
    const reader = { email: 'reader@bench.test', password: 'bench-reader-pass' };
    cli(env, 'create-user', '--email', reader.email, '--name', 'Bench Reader', '--password', reader.password, '--role', 'MEMBER');
    cli(env, 'seed-demo', '--members', String(MEMBERS));
    const instance = (n) => startInstance({ name: `api${n}`, port: settings.port + n, env, dataDir: path.join(work, `api${n}`) });
    const api1 = instance(1);
    running.push(api1);
    await api1.ready();
    const balancer = await startBalancer({ port: settings.port, servers: [1, 2].map((n) => `127.0.0.1:${settings.port + n}`) });
    running.push(balancer);
    const login = await fetch(`${balancer.base}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(reader),
    });
    const { token } = await login.json();

    const figures = { direct: [], one: [], two: [] };
    for (let round = 0; round < ROUNDS; round += 1) {
      // One instance: the second is not running, and HAProxy has marked it down.
      await waitFor(async () => {
        const seen = await answering(balancer.base);
        return seen.size === 1 && seen.has('api1');
      }, 'HAProxy to send everything to api1');
      figures.direct.push(await measure(api1.base, token));
      figures.one.push(await measure(balancer.base, token));

      const api2 = instance(2);
      running.push(api2);
      await api2.ready();
      await waitFor(async () => (await answering(balancer.base)).size === 2, 'HAProxy to send requests to both instances', 30_000, 250);
      figures.two.push(await measure(balancer.base, token));
      await api2.stop();
    }

    const mean = (list, key) => list.reduce((sum, figure) => sum + figure[key], 0) / list.length;
    const row = (label, list) =>
      `  ${label.padEnd(32)} ${mean(list, 'rps').toFixed(0).padStart(6)} req/s  (rounds: ${list.map((f) => f.rps.toFixed(0)).join(', ')})` +
      `   p50 ${mean(list, 'p50').toFixed(0).padStart(4)} ms   p99 ${mean(list, 'p99').toFixed(0).padStart(4)} ms`;
    console.log(
      `\nLeaderboard route (POST /api/v1/user/get-leaderboard-data, 20 of ${MEMBERS.toLocaleString('en')} members) on PostgreSQL with Redis, ` +
        `${CONNECTIONS} connections, ${SECONDS} s per run, ${ROUNDS} rounds; ${os.cpus().length} CPU cores shared by the instances, HAProxy, PostgreSQL ` +
        `and the load generator (load average ${os.loadavg()[0].toFixed(1)} at the end):`,
    );
    console.log(row('one instance, no balancer', figures.direct));
    console.log(row('through HAProxy, one instance', figures.one));
    console.log(row('through HAProxy, two instances', figures.two));
    console.log(`  two instances ÷ one instance through HAProxy: ${(mean(figures.two, 'rps') / mean(figures.one, 'rps')).toFixed(2)}×`);
  } finally {
    for (const started of running.reverse()) await started.stop().catch(() => {});
    await dropDatabase(settings.serverUrl, name).catch(() => {});
    fs.rmSync(work, { recursive: true, force: true });
  }
}
