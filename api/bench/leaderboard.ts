import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { pgliteExtensions, wrapPglite, type DatabaseHandle } from '../src/db';
import { migrateToLatest } from '../src/db/migrate';
import { monthIn } from '../src/clock';
import { ensureFreshBoards, markBoardsStale } from '../src/modules/leaderboard/standings';
import { addUser, bearer, loginAs, testConfig } from '../src/testing';
import { FIRST, LAST } from '../src/demo/demoMembers';
import { withServerDatabase } from './databases';
import { latencyOf } from './latency';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const WARM_UP = 30;
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 5);

interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  body?: Record<string, unknown>;
  /** The p99 the route must stay under on PostgreSQL, in ms. */
  target: number;
}

const SCENARIOS: Scenario[] = [
  { name: 'overall page 1', method: 'POST', url: '/api/v1/user/get-leaderboard-data', body: { page: 1, limit: 20 }, target: 10 },
  { name: 'overall page 500', method: 'POST', url: '/api/v1/user/get-leaderboard-data', body: { page: 500, limit: 20 }, target: 10 },
  { name: 'leetcode page 500', method: 'POST', url: '/api/v1/user/get-leaderboard-data-leetcode', body: { page: 500, limit: 20 }, target: 10 },
  { name: 'search "sharma" (5%)', method: 'POST', url: '/api/v1/user/get-leaderboard-data', body: { page: 1, limit: 20, search: 'sharma' }, target: 30 },
  { name: 'search "4242" (rare)', method: 'POST', url: '/api/v1/user/get-leaderboard-data', body: { page: 1, limit: 20, search: '4242' }, target: 30 },
  { name: 'stats-data', method: 'GET', url: '/api/v1/user/stats-data', target: 150 },
  { name: 'get-top-5-users', method: 'GET', url: '/api/v1/user/get-top-5-users', target: 10 },
];

/** `count` members with this month's points (one ledger row each, 0–119) and half of them on LeetCode with stats. */
export async function seedBoards(database: DatabaseHandle, count: number, month: string): Promise<void> {
  const first = sql.raw(`array[${FIRST.map((name) => `'${name}'`).join(',')}]`);
  const last = sql.raw(`array[${LAST.map((name) => `'${name}'`).join(',')}]`);
  await sql`
    insert into users (name, email, password_hash, role, academic_year)
    select (${first})[1 + i % 20] || ' ' || (${last})[1 + (i / 20) % 20] || ' ' || i, 'board' || i || '@bench.test', 'n', 'MEMBER', 1 + i % 4
    from generate_series(1, ${count}::int) i`.execute(database.db);
  await sql`
    insert into points_ledger (user_id, source, kind, platform, day, points)
    select id, 'bench:' || id, 'practice', 'leetcode', ${`${month}-01`}::date, abs(hashtext(email)) % 120
    from users where email like 'board%'`.execute(database.db);
  await sql`
    insert into platform_accounts (user_id, platform, handle, verified_at, profile)
    select id, 'leetcode', split_part(email, '@', 1), now(), jsonb_build_object('ranking', abs(hashtext(email || 'r')) % 500000, 'badgesCount', abs(hashtext(email)) % 6,
      'totalProblemSolved', abs(hashtext(email || 's')) % 900, 'easy', 0, 'medium', 0, 'hard', 0)
    from users where email like 'board%' and abs(hashtext(email)) % 2 = 0`.execute(database.db);
}

async function latency(app: FastifyInstance, token: string, scenario: Scenario) {
  const call = async () => {
    const response = await app.inject({
      method: scenario.method,
      url: scenario.url,
      headers: bearer(token),
      ...(scenario.body ? { payload: scenario.body } : {}),
    });
    if (response.statusCode !== 200) throw new Error(`${scenario.name}: ${response.statusCode} ${response.body}`);
    return response.json<{ totalCount?: number }>();
  };
  const { p50, p99, last } = await latencyOf(call, REQUESTS, WARM_UP);
  return { p50, p99, matches: last.totalCount };
}

const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/** autocannon in its own process (so it does not share the server's event loop); its JSON report. */
function autocannonRun(args: string[]): Promise<{ requests: { average: number }; non2xx: number }> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [autocannonBin, '--json', '--connections', '10', '--duration', String(LOAD_SECONDS), ...args],
      { maxBuffer: 10_000_000 },
      (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout))),
    );
  });
}

/** Requests per second over real HTTP (10 keep-alive connections) for the leaderboard and for a bare hello-world route. */
async function throughput(app: FastifyInstance, token: string): Promise<{ hello: number; leaderboard: number }> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const hello = await autocannonRun([`${base}/bench/hello`]);
  const board = await autocannonRun([
    '--method',
    'POST',
    '-H',
    `authorization=Bearer ${token}`,
    '-H',
    'content-type=application/json',
    '--body',
    JSON.stringify({ page: 1, limit: 20 }),
    `${base}/api/v1/user/get-leaderboard-data`,
  ]);
  if (board.non2xx > 0 || hello.non2xx > 0) throw new Error(`load run had failures: ${board.non2xx} leaderboard, ${hello.non2xx} hello`);
  return { hello: hello.requests.average, leaderboard: board.requests.average };
}

async function benchDatabase(label: string, database: DatabaseHandle, enforce: boolean): Promise<boolean> {
  const config = testConfig({ rateLimitMax: 1_000_000, leaderboardRefreshSeconds: 30 });
  try {
    await migrateToLatest(database.db);
    const month = monthIn(new Date(), config.timeZone);
    const seedStart = performance.now();
    await seedBoards(database, MEMBERS, month);
    console.log(`\n${label}: seeded ${MEMBERS.toLocaleString('en')} members in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

    const app = await buildApp({ config, db: database.db, databaseKind: database.kind });
    app.get('/bench/hello', async () => ({ hello: 'world' }));
    await app.ready();
    try {
      const reader = await addUser(database, 'MEMBER');
      const token = await loginAs(app, reader.email, reader.password);
      // A rebuild runs on the first read after any change to points, members or handles.
      const times: number[] = [];
      for (let i = 0; i < 3; i++) {
        await markBoardsStale(database.db);
        const start = performance.now();
        await ensureFreshBoards(database.db, config.timeZone, { force: true });
        times.push(performance.now() - start);
      }
      console.log(`rebuild of all five boards after a change: ${times.map((ms) => `${ms.toFixed(0)} ms`).join(', ')}`);

      let ok = true;
      const ms = (value: number) => value.toFixed(2).padStart(8);
      console.log(`${REQUESTS} requests each through app.inject (routing, bearer check, validation)`);
      console.log(`${'scenario'.padEnd(24)} ${'matches'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}  target p99`);
      for (const scenario of SCENARIOS) {
        const { p50, p99, matches } = await latency(app, token, scenario);
        const pass = p99 < scenario.target;
        if (enforce) ok &&= pass;
        console.log(
          `${scenario.name.padEnd(24)} ${String(matches ?? '').padStart(8)} ${ms(p50)} ${ms(p99)}  < ${scenario.target} ms ${pass ? 'ok' : enforce ? 'OVER' : 'over (target is for PostgreSQL)'}`,
        );
      }
      const rate = await throughput(app, token);
      console.log(
        `HTTP throughput, 10 connections, ${LOAD_SECONDS} s each: hello-world ${rate.hello.toFixed(0)} req/s, leaderboard page 1 ${rate.leaderboard.toFixed(0)} req/s`,
      );
      return ok;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    fs.rmSync(config.dataDir, { recursive: true, force: true });
  }
}

/** Leaderboard pages, search, stats and top 5 with 100,000 members (targets on PostgreSQL: pages < 10 ms, search < 30 ms, stats < 150 ms at p99). */
export async function runLeaderboardBench(): Promise<void> {
  console.log(`Leaderboard benchmark: ${MEMBERS.toLocaleString('en')} members`);
  const results: boolean[] = [];
  if (process.env.BENCH_PGLITE === 'false') console.log('\nPGlite: skipped (BENCH_PGLITE=false)');
  else results.push(await benchDatabase('PGlite (in memory)', wrapPglite(await PGlite.create({ extensions: pgliteExtensions })), false));
  const serverUrl = process.env.BENCH_DATABASE_URL?.trim();
  if (serverUrl) results.push(await withServerDatabase(serverUrl, (database) => benchDatabase('PostgreSQL', database, true)));
  else console.log('\nPostgreSQL: skipped (set BENCH_DATABASE_URL to a server URL to include it)');
  if (results.some((ok) => !ok)) process.exitCode = 1;
}
