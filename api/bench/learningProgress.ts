import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { sql, type Kysely } from 'kysely';
import { pgliteExtensions, wrapPglite, type DatabaseHandle } from '../src/db';
import type { Database } from '../src/db/schema';
import { migrateToLatest } from '../src/db/migrate';
import { listPracticeSets, listQuestions, type Reader } from '../src/modules/learning/practice/service';
import { recordSolvedProblems } from '../src/modules/learning/progress/record';
import { withServerDatabase } from './databases';
import { latencyOf } from './latency';
import { seedPractice } from './seed';

const MEMBERS = 500;
const SET_PROBLEMS = 200;
const SOLVED_PER_MEMBER = 150;
const SOLVED_IN_SET = 60;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300) / 3;

/** One big set (newest, so on page 1), 1,000 other sets of 20, and 500 members with a verified LeetCode handle. */
async function seed(db: Kysely<Database>): Promise<{ setId: string; members: string[] }> {
  await seedPractice(db, 1_000, 20);
  const set = await sql<{ id: string }>`
    insert into practice_sets (title, description, created_at) values ('Solved marks bench', 'Big set', now() + interval '1 minute')
    returning id`.execute(db);
  const setId = set.rows[0]!.id;
  await sql`
    insert into practice_problems (set_id, title, link, description, difficulty, platform, problem_key, position)
    select ${setId}, 'Problem ' || n, 'https://leetcode.com/problems/p-' || n || '/', '', 'EASY', 'LeetCode', 'leetcode:p-' || n, n
    from generate_series(1, ${SET_PROBLEMS}) as n`.execute(db);
  await sql`update practice_sets set total_questions = ${SET_PROBLEMS}, platforms = '{LeetCode}' where id = ${setId}`.execute(db);
  const users = await sql<{ id: string }>`
    insert into users (name, email, password_hash, role)
    select 'Member ' || i, 'bench-member-' || i || '@example.edu', 'x', 'MEMBER' from generate_series(1, ${MEMBERS}) as i
    returning id`.execute(db);
  const members = users.rows.map((row) => row.id);
  await sql`
    insert into platform_accounts (user_id, platform, handle, verified_at)
    select id, 'leetcode', 'handle_' || replace(id::text, '-', ''), now() from users where email like 'bench-member-%'`.execute(db);
  return { setId, members };
}

/** Member i's solves: 60 of the set's problems (a window that moves with i; every 10th member solves all 200), and others. */
function solvesOf(i: number) {
  const inSet = i % 10 === 0 ? SET_PROBLEMS : SOLVED_IN_SET;
  const keys = Array.from({ length: inSet }, (_, j) => `leetcode:p-${((i * 7 + j) % SET_PROBLEMS) + 1}`);
  for (let j = keys.length; j < Math.max(SOLVED_PER_MEMBER, inSet); j++) keys.push(`leetcode:other-${i}-${j}`);
  return keys.map((key, j) => ({ key, epochMs: Date.UTC(2026, 0, 1) + j * 60_000 }));
}

async function benchDatabase(label: string, database: DatabaseHandle): Promise<void> {
  const { db } = database;
  try {
    await migrateToLatest(db);
    const { setId, members } = await seed(db);
    const handles = new Map(
      (await db.selectFrom('platform_accounts').select(['user_id', 'handle']).execute()).map((row) => [row.user_id, row.handle] as const),
    );
    const record = async () => {
      const start = performance.now();
      let added = 0;
      for (const [i, userId] of members.entries()) {
        added += await recordSolvedProblems(db, { user_id: userId, platform: 'leetcode', handle: handles.get(userId)! }, solvesOf(i));
      }
      return { ms: performance.now() - start, added };
    };
    const first = await record();
    const again = await record();
    await sql`vacuum analyze solved_problems`.execute(db);
    await sql`vacuum analyze platform_accounts`.execute(db);
    console.log(`\n${label}: ${MEMBERS} members × ${SET_PROBLEMS}-problem set, ~${SOLVED_PER_MEMBER} solved each`);
    console.log(`record one run's solves, first run  ${(first.ms / 1000).toFixed(2).padStart(7)} s  (${first.added.toLocaleString('en')} rows added)`);
    console.log(`record one run's solves, next run   ${(again.ms / 1000).toFixed(2).padStart(7)} s  (${again.added} added)`);

    const core: Reader = { id: members[0]!, role: 'COREMEMBER' };
    const member: Reader = { id: members[1]!, role: 'MEMBER' };
    const ms = (value: number) => value.toFixed(2).padStart(8);
    console.log(`${REQUESTS} calls each, service level          p50 ms   p99 ms`);
    const scenarios: Array<[string, () => Promise<unknown>]> = [
      ['fetch-all-questions, core counts', () => listQuestions(db, setId, {}, core)],
      ['fetch-all-questions, member marks', () => listQuestions(db, setId, {}, member)],
      ["fetch-all-questions, 'unsolved'", () => listQuestions(db, setId, { progress: 'unsolved' }, member)],
      ['fetch-all-resources p1, core', () => listPracticeSets(db, { page: 1, limit: 10 }, core)],
      ["fetch-all-resources 'unsolved'", () => listPracticeSets(db, { page: 1, limit: 10, progress: 'unsolved' }, member)],
    ];
    for (const [name, call] of scenarios) {
      const { p50, p99 } = await latencyOf(call, REQUESTS, 10);
      console.log(`${name.padEnd(36)} ${ms(p50)} ${ms(p99)}`);
    }
  } finally {
    await database.close();
  }
}

/** "Solved marks, 500 members × 200 problems": recording a fetch run's solves, and the marked lists' latency. */
export async function runLearningProgressBench(): Promise<void> {
  console.log('Learning progress benchmark (docs/learning-progress.md)');
  const pglite = await PGlite.create({ extensions: pgliteExtensions });
  await benchDatabase('PGlite (in memory)', wrapPglite(pglite));
  const serverUrl = process.env.BENCH_DATABASE_URL?.trim();
  if (serverUrl) await withServerDatabase(serverUrl, async (database) => (await benchDatabase('PostgreSQL', database), true));
  else console.log('\nPostgreSQL: skipped (set BENCH_DATABASE_URL to a server URL to include it)');
}
