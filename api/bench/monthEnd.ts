import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { pgliteExtensions, wrapPglite, type DatabaseHandle } from '../src/db';
import { migrateToLatest } from '../src/db/migrate';
import { runMonthEnd } from '../src/jobs/monthEnd';
import { runPractice } from '../src/jobs/practice';
import { seedMembers } from '../src/demo/seedMembers';
import { createPlatformClients, platformSettingsFromEnv } from '../src/platforms';
import { sandboxPlatformEnv, startSandbox } from '../src/platforms/sandbox';
import { withServerDatabase } from './databases';

const MONTH = '2026-10';
const TARGET_100K_PG_S = 30;
const quiet = { info() {}, warn() {}, error() {} };
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Seeds `members` with half of October active, then times one whole month end (ranks, achievements, backup, subscriptions). */
async function monthEndOn(label: string, database: DatabaseHandle, members: number): Promise<number> {
  const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chapter-bench-backup-'));
  try {
    await migrateToLatest(database.db);
    const seedStart = performance.now();
    await seedMembers(database.db, members, MONTH, 'bench', 0.5);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from points_ledger`.execute(database.db);
    const seeded = performance.now() - seedStart;
    const start = performance.now();
    await runMonthEnd({ db: database.db, log: quiet }, MONTH, { backupDir });
    const elapsed = performance.now() - start;
    const backup = fs.statSync(path.join(backupDir, `${MONTH}.json.gz`)).size;
    console.log(
      `${label.padEnd(12)} ${members.toLocaleString('en').padStart(8)} members ${rows[0]!.n.toLocaleString('en').padStart(10)} ledger rows  seed ${seconds(seeded).padStart(7)}  month end ${seconds(elapsed).padStart(7)}  backup ${(backup / 1e6).toFixed(1)} MB`,
    );
    return elapsed;
  } finally {
    await database.close();
    fs.rmSync(backupDir, { recursive: true, force: true });
  }
}

async function pgliteDatabase(): Promise<DatabaseHandle> {
  return wrapPglite(await PGlite.create({ extensions: pgliteExtensions }));
}

/** One daily practice fetch per member against the local platform sandbox: the app's own cost, without the platforms' rate limits. */
async function dailyRefreshCost(members: number): Promise<void> {
  const sandbox = await startSandbox({
    data: {
      leetcode: {
        users: Object.fromEntries(Array.from({ length: members }, (_, i) => [`member${i}`, { realName: `Member ${i}`, solvedPerDay: { today: 1 + (i % 3) } }])),
      },
    },
  });
  const database = await pgliteDatabase();
  try {
    await migrateToLatest(database.db);
    const settings = platformSettingsFromEnv(sandboxPlatformEnv(sandbox.url));
    settings.leetcode.rateLimit = { limit: 1_000, intervalMs: 1_000 };
    const clients = createPlatformClients(settings);
    await sql`insert into users (name, email, password_hash, role) select 'Member ' || i, 'member' || i || '@bench.test', 'n', 'MEMBER' from generate_series(0, ${members - 1}::int) i`.execute(
      database.db,
    );
    await sql`insert into platform_accounts (user_id, platform, handle, verified_at) select id, 'leetcode', split_part(email, '@', 1), now() - interval '1 day' from users`.execute(
      database.db,
    );
    const today = new Date().toISOString().slice(0, 10);
    const start = performance.now();
    const result = await runPractice({ db: database.db, clients, timeZone: 'UTC', backupDir: os.tmpdir(), log: quiet }, today);
    const elapsed = performance.now() - start;
    const floor = platformSettingsFromEnv({}).leetcode.rateLimit;
    console.log(
      `daily practice fetch: ${result.members} members in ${seconds(elapsed)} = ${(elapsed / result.members).toFixed(1)} ms per member on the sandbox (${result.awarded} points awarded); ` +
        `against LeetCode itself the rate limit (${floor.limit} per ${floor.intervalMs / 1000} s) sets the floor at ${(floor.intervalMs / floor.limit).toFixed(0)} ms per member`,
    );
  } finally {
    await database.close();
    await sandbox.close();
  }
}

/** Month end for 10,000 and 100,000 members (target: 100,000 under 30 s on PostgreSQL) and the cost of a daily refresh. */
export async function runMonthEndBench(): Promise<void> {
  console.log(`\nMonth end benchmark: target ${TARGET_100K_PG_S} s for 100,000 members on PostgreSQL`);
  await monthEndOn('PGlite', await pgliteDatabase(), 10_000);
  if (process.env.BENCH_PGLITE_100K === '1') await monthEndOn('PGlite', await pgliteDatabase(), 100_000);
  else console.log('PGlite 100,000: skipped (seeding alone takes minutes; set BENCH_PGLITE_100K=1)');
  const serverUrl = process.env.BENCH_DATABASE_URL?.trim();
  if (serverUrl) {
    await withServerDatabase(serverUrl, (database) => monthEndOn('PostgreSQL', database, 10_000));
    const big = await withServerDatabase(serverUrl, (database) => monthEndOn('PostgreSQL', database, 100_000));
    if (big > TARGET_100K_PG_S * 1000) {
      console.log(`over target: ${seconds(big)} > ${TARGET_100K_PG_S} s`);
      process.exitCode = 1;
    }
  } else console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL to a server URL to include it)');
  await dailyRefreshCost(500);
}
