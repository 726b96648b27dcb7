import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { dateIn } from '../../clock';
import { startTestApp, type TestApp } from '../../../test/app';
import { ensureFreshBoards, markBoardsStale } from './standings';
import { orderedSlice } from './ranking';
import { removeFromBoards } from './incremental';

/** A small seeded random source, so a failure repeats. */
function randomFrom(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % below;
  };
}

/** Everything a reader can see: each board in order with positions and ranks, the members' figures, the counts. */
const snapshot = async (db: Kysely<Database>) => ({
  boards: await Promise.all(
    (['overall', 'leetcode', 'codeforces', 'codechef'] as const).map(
      async (board) => (await sql`select * from (${orderedSlice(board, 0, 1_000)}) s`.execute(db)).rows,
    ),
  ),
  members: (await sql`select user_id, name, points, points_increased, total_solved from leaderboard_members order by user_id`.execute(db)).rows,
  entries: (await sql`select board, user_id, name, score from leaderboard_entries order by board, user_id`.execute(db)).rows,
  counts: (await sql`select board, score, n from leaderboard_counts order by board, score`.execute(db)).rows,
});

describe('incremental board updates', () => {
  let t: TestApp;
  let db: Kysely<Database>;
  const now = new Date();
  const fresh = () => ensureFreshBoards(db, t.config.timeZone, { now });
  let ids: string[] = [];

  before(async () => {
    t = await startTestApp();
    db = t.database.db;
    // 60 members with few distinct point totals (ties everywhere), names that also tie but for case, half on two platforms.
    const { rows } = await sql<{ id: string }>`
      insert into users (name, email, password_hash, role)
      select (array['asha', 'Asha', 'ravi', 'Zoe'])[1 + i % 4], 'inc' || i || '@example.edu', 'n', 'MEMBER' from generate_series(1, 60) i
      returning id`.execute(db);
    ids = rows.map((row) => row.id);
    const day = dateIn(now, t.config.timeZone);
    await sql`insert into points_ledger (user_id, source, kind, day, points)
      select id, 'seed', 'practice', ${day}::date, (abs(hashtext(email)) % 4) * 5 from users where email like 'inc%'`.execute(db);
    await sql`insert into platform_accounts (user_id, platform, handle, verified_at, profile)
      select id, p, email || p, now(), jsonb_build_object('totalProblemSolved', abs(hashtext(email)) % 3, 'rating', abs(hashtext(email || p)) % 3)
      from users, unnest(array['leetcode', 'codeforces']) p where email like 'inc%' and abs(hashtext(email)) % 2 = 0`.execute(db);
    await markBoardsStale(db);
    await fresh();
  });
  after(() => t.close());

  it('after random changes of a few members, the boards equal a full rebuild (ties, rank shifts, members leaving and coming back)', async () => {
    const random = randomFrom(42);
    const pick = () => ids[random(ids.length)]!;
    const day = dateIn(now, t.config.timeZone);
    const changes: Array<(id: string, round: number) => Promise<unknown>> = [
      (id, round) =>
        sql`insert into points_ledger (user_id, source, kind, day, points) values (${id}, ${`r${round}:${id}`}, 'practice', ${day}::date, ${random(30) - 5})`.execute(
          db,
        ),
      (id) => sql`delete from points_ledger where id = (select max(id) from points_ledger where user_id = ${id})`.execute(db),
      (id) => sql`update users set name = ${['asha', 'Bo', 'zed'][random(3)]!} where id = ${id}`.execute(db),
      (id) => sql`update users set blocked = not blocked where id = ${id}`.execute(db),
      (id) => sql`update users set role = case when role = 'USER' then 'MEMBER' else 'USER' end where id = ${id}`.execute(db),
      (id) => sql`update platform_accounts set profile = profile || jsonb_build_object('rating', ${random(4)}::int) where user_id = ${id}`.execute(db),
      (id) => sql`delete from platform_accounts where user_id = ${id} and platform = 'codeforces'`.execute(db),
      // An account deleted the way the admin screen does it: off the boards at once, in the same transaction.
      (id) =>
        db.transaction().execute(async (trx) => {
          ids = ids.filter((other) => other !== id);
          await removeFromBoards(trx, id);
          await sql`delete from users where id = ${id}`.execute(trx);
        }),
      (id) =>
        sql`insert into platform_accounts (user_id, platform, handle, verified_at, profile)
        values (${id}, 'codechef', ${`cc${id}`}, now(), jsonb_build_object('rating', ${random(3)}::int)) on conflict do nothing`.execute(db),
    ];
    const { rows: before } = await sql<{ rebuilt_at: Date }>`select rebuilt_at from leaderboard_state`.execute(db);
    for (let round = 0; round < 12; round++) {
      for (let i = 0; i < 1 + random(4); i++) await changes[random(changes.length)]!(pick(), round);
      assert.equal((await fresh()).rebuilt, true, `round ${round}: the change is seen`);
      const { rows: state } = await sql<{ rebuilt_at: Date }>`select rebuilt_at from leaderboard_state`.execute(db);
      assert.deepEqual(state[0]!.rebuilt_at, before[0]!.rebuilt_at, `round ${round}: updated member by member, not rebuilt whole`);
      const incremental = await snapshot(db);
      for (const board of incremental.boards) {
        const rows = board as Array<{ position: string | number; rank: number; score: number }>;
        rows.forEach((row, index) => {
          assert.equal(Number(row.position), index + 1, `round ${round}: positions run 1..n`);
          const expected = index > 0 && rows[index - 1]!.score === row.score ? rows[index - 1]!.rank : index + 1;
          assert.equal(row.rank, expected, `round ${round}: equal scores share a rank, the next rank skips`);
        });
      }
      await markBoardsStale(db);
      await fresh();
      assert.deepEqual(incremental, await snapshot(db), `round ${round}: the same boards as a full rebuild`);
      await sql`update leaderboard_state set rebuilt_at = ${before[0]!.rebuilt_at}`.execute(db);
    }
  });

  it('a member jumping to the top takes rank 1 and pushes the former leader to 2; a second read has nothing left to do', async () => {
    const id = ids[3]!;
    const { rows: top } = await sql<{ user_id: string }>`select user_id from (${orderedSlice('overall', 0, 1)}) s`.execute(db);
    await sql`insert into points_ledger (user_id, source, kind, day, points) values (${id}, 'jump', 'practice', ${dateIn(now, t.config.timeZone)}::date, 1000)`.execute(
      db,
    );
    await fresh();
    const { rows } = await sql<{ user_id: string; rank: number }>`select user_id, rank from (${orderedSlice('overall', 0, 2)}) s`.execute(db);
    assert.deepEqual(
      rows.map((row) => [row.user_id, row.rank]),
      [
        [id, 1],
        [top[0]!.user_id === id ? rows[1]!.user_id : top[0]!.user_id, 2],
      ],
    );
    assert.equal((await fresh()).rebuilt, false, 'nothing left to do');
  });
});
