import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { pgliteExtensions, wrapPglite, type DatabaseHandle } from '../src/db';
import { withServerDatabase } from './databases';
import { migrateToLatest } from '../src/db/migrate';
import { addUser, bearer, loginAs, testConfig } from '../test/app';
import { listPracticeSets, type Reader } from '../src/modules/learning/practice/service';
import { latencyOf } from './latency';
import { seedPractice } from './seed';

const SETS = 10_000;
const PROBLEMS_PER_SET = 20;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const WARM_UP = 30;
const TARGET_P99_MS = 20;

interface Scenario {
  name: string;
  route: string;
  body: Record<string, unknown>;
}

const SCENARIOS: Scenario[] = [
  { name: 'list page 1', route: 'fetch-all-resources', body: { page: 1, limit: 10 } },
  { name: 'list page 500 (middle)', route: 'fetch-all-resources', body: { page: 500, limit: 10 } },
  { name: 'list page 900 (deep)', route: 'fetch-all-resources', body: { page: 900, limit: 10 } },
  { name: 'search "dynamic prog"', route: 'fetch-all-resources', body: { page: 1, limit: 10, search: 'dynamic prog' } },
  { name: 'search "set 4242" (rare)', route: 'fetch-all-resources', body: { page: 1, limit: 10, search: 'SET 4242' } },
  { name: 'search page 50 "level 3"', route: 'fetch-all-resources', body: { page: 50, limit: 10, search: 'level 3' } },
];

type Listing = { data: unknown[]; totalCount: number };

async function timed(call: () => Promise<Listing>) {
  const { p50, p99, last } = await latencyOf(call, REQUESTS, WARM_UP);
  return { p50, p99, matches: last.totalCount };
}

/** The same request through HTTP (app.inject: routing, bearer check, validation) and straight to the service. */
async function measure(app: FastifyInstance, database: DatabaseHandle, token: string, reader: Reader, scenario: Scenario) {
  const http = await timed(async () => {
    const response = await app.inject({ method: 'POST', url: `/api/v1/core-member/${scenario.route}`, headers: bearer(token), payload: scenario.body });
    if (response.statusCode !== 200) throw new Error(`${scenario.name}: ${response.statusCode} ${response.body}`);
    return response.json<Listing>();
  });
  const service = await timed(() => listPracticeSets(database.db, scenario.body, reader));
  return { http, service };
}

async function benchDatabase(label: string, database: DatabaseHandle): Promise<boolean> {
  const config = testConfig();
  try {
    await migrateToLatest(database.db);
    const seedStart = performance.now();
    await seedPractice(database.db, SETS, PROBLEMS_PER_SET);
    console.log(
      `\n${label}: seeded ${SETS.toLocaleString('en')} sets and ${(SETS * PROBLEMS_PER_SET).toLocaleString('en')} problems in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
    );
    const app = await buildApp({ config, db: database.db, databaseKind: database.kind });
    await app.ready();
    try {
      const reader = await addUser(database, 'MEMBER');
      const token = await loginAs(app, reader.email, reader.password);
      let ok = true;
      const ms = (value: number) => value.toFixed(2).padStart(8);
      console.log(`${REQUESTS} requests each; HTTP = app.inject with bearer check and validation, service = listPracticeSets`);
      console.log(
        `${'scenario'.padEnd(28)} ${'matches'.padStart(8)} ${'HTTP p50'.padStart(8)} ${'HTTP p99'.padStart(8)} ${'svc p50'.padStart(8)} ${'svc p99'.padStart(8)}`,
      );
      for (const scenario of SCENARIOS) {
        const { http, service } = await measure(app, database, token, { id: reader.id, role: 'MEMBER' }, scenario);
        const pass = http.p99 < TARGET_P99_MS;
        ok &&= pass;
        console.log(
          `${scenario.name.padEnd(28)} ${String(http.matches).padStart(8)} ${ms(http.p50)} ${ms(http.p99)} ${ms(service.p50)} ${ms(service.p99)}  ${pass ? 'ok' : `over ${TARGET_P99_MS} ms`}`,
        );
      }
      return ok;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    fs.rmSync(config.dataDir, { recursive: true, force: true });
  }
}

/** Practice-set list and search latency with 10,000 sets and 200,000 problems (target: p99 under 20 ms). */
export async function runLearningBench(): Promise<void> {
  console.log(`Learning benchmark: target p99 < ${TARGET_P99_MS} ms`);
  const results: boolean[] = [];
  const pglite = await PGlite.create({ extensions: pgliteExtensions });
  results.push(await benchDatabase('PGlite (in memory)', wrapPglite(pglite)));
  const serverUrl = process.env.BENCH_DATABASE_URL?.trim();
  if (serverUrl) results.push(await withServerDatabase(serverUrl, (database) => benchDatabase('PostgreSQL', database)));
  else console.log('\nPostgreSQL: skipped (set BENCH_DATABASE_URL to a server URL to include it)');
  if (results.some((ok) => !ok)) process.exitCode = 1;
}
