import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import type { LeaderboardResponse, ProfileData } from '@chapter/shared/types';
import { dateIn, monthOf } from '../clock';
import { recordPracticeDays } from '../modules/points/ledger';
import { addUser, bearer, loginAs, startTestApp, type TestApp } from '../../test/app';
import { demoActivity, demoMember } from './demoMembers';
import { seedDemo } from './seedDemo';

describe('seedDemo', () => {
  let t: TestApp;
  let token: string;
  before(async () => {
    t = await startTestApp();
    const reader = await addUser(t.database, 'MEMBER');
    token = await loginAs(t.app, reader.email, reader.password);
  });
  after(() => t.close());

  it('adds members whose points and verified stats fill every board, once', async () => {
    assert.equal(await seedDemo(t.database.db, 70, t.config.timeZone), 70);
    assert.equal(await seedDemo(t.database.db, 70, t.config.timeZone), 0, 'a second run adds nothing');
    const overall = (
      await t.app.inject({ method: 'POST', url: '/api/v1/user/get-leaderboard-data', headers: bearer(token), payload: { limit: 1 } })
    ).json<LeaderboardResponse>();
    const best = Math.max(...Array.from({ length: 70 }, (_, i) => demoMember(i + 1).points));
    assert.equal(overall.totalCount, 71);
    assert.equal(overall.data[0]!.points, best);
    for (const [route, expected] of [
      ['-leetcode', 70],
      ['-codechef', 17],
      ['-codeforces', 14],
      ['-gfg', 11],
    ] as const) {
      const board = (
        await t.app.inject({ method: 'POST', url: `/api/v1/user/get-leaderboard-data${route}`, headers: bearer(token), payload: {} })
      ).json<LeaderboardResponse>();
      assert.equal(board.totalCount, expected, route);
    }
  });

  const idOf = async (i: number) =>
    (await t.database.db.selectFrom('users').select('id').where('email', '=', demoMember(i).email).executeTakeFirstOrThrow()).id;
  const profileOf = async (userId: string) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/user/get-profile-data', headers: bearer(token), payload: { userId } });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<{ data: ProfileData }>().data;
  };

  it("a demo member's profile shows the days they practised, and those days earned their practice points", async () => {
    const today = dateIn(new Date(), t.config.timeZone);
    // Member 28 has 60 points, the most a demo member has.
    for (const i of [28, 1, 66]) {
      const member = demoMember(i);
      const profile = await profileOf(await idOf(i));
      assert.equal(profile.points, member.points);
      const active = profile.dailyActivity.filter((day) => day.count > 0);
      assert.ok(active.length > 0, `member ${i} (${member.points} points) has days with solves`);
      assert.ok(
        profile.dailyActivity.every((day) => monthOf(day.date) === monthOf(today) && day.date <= today),
        'only this month, up to today',
      );
      assert.ok(profile.maxStreak >= 1 && profile.avgPerDay > 0);
      // One point per active day and practice platform: what the heat map shows is what the ledger counts.
      const { days, practicePoints, adjustment } = demoActivity(i, Number(today.slice(8, 10)));
      assert.deepEqual(
        active.map((day) => [day.date, day.count]),
        days.map((day) => [`${monthOf(today)}-${String(day.day).padStart(2, '0')}`, day.leetcode + day.geeksforgeeks]),
      );
      assert.equal(
        practicePoints,
        days.reduce((sum, day) => sum + Number(day.leetcode > 0) + Number(day.geeksforgeeks > 0), 0),
      );
      assert.ok(practicePoints >= 1 && practicePoints <= member.points && practicePoints + adjustment === member.points);
      // The all-time stats the profile sums cover this month's solves.
      assert.ok(profile.problemsSolved >= active.reduce((sum, day) => sum + day.count, 0));
    }
  });

  it("every demo member's points are their ledger rows, as the points engine writes them, behind their solved days", async () => {
    const db = t.database.db;
    const today = dateIn(new Date(), t.config.timeZone);
    const from = `${monthOf(today)}-01`;
    const { rows } = await sql<{
      email: string;
      points: number;
      practice: number;
      active: number;
      strays: number;
      early: number;
      solved: number;
      total: number;
    }>`
      select u.email,
        (select coalesce(sum(points), 0)::int from points_ledger l where l.user_id = u.id and l.day >= ${from}) as points,
        (select coalesce(sum(points), 0)::int from points_ledger l where l.user_id = u.id and l.kind = 'practice') as practice,
        (select count(*)::int from solved_days d where d.user_id = u.id and d.solved > 0) as active,
        -- A solved day without its practice row (the engine's key, one point), or a practice row without its solved day.
        (select count(*)::int from (select platform, day from solved_days where user_id = u.id and solved > 0) d
           full join (select platform, day, source, points from points_ledger where user_id = u.id and kind = 'practice') l on l.platform = d.platform and l.day = d.day
           where d.day is null or l.day is null or l.source <> 'practice:' || l.platform || ':' || l.day::text or l.points <> 1) as strays,
        -- Solved days before the handle was verified earn nothing: there must be none.
        (select count(*)::int from solved_days d join platform_accounts a on a.user_id = d.user_id and a.platform = d.platform
           where d.user_id = u.id and (a.verified_at is null or d.day < (a.verified_at at time zone ${t.config.timeZone})::date)) as early,
        (select coalesce(sum(solved), 0)::int from solved_days d where d.user_id = u.id and d.platform = 'leetcode') as solved,
        (select (profile ->> 'totalProblemSolved')::int from platform_accounts a where a.user_id = u.id and a.platform = 'leetcode') as total
      from users u where u.email like '%@demo.chapter.test'`.execute(db);
    assert.equal(rows.length, 70);
    for (const row of rows) {
      const i = Number(/^demo(\d+)@/.exec(row.email)![1]);
      const member = demoMember(i);
      assert.equal(row.points, member.points, row.email);
      assert.equal(row.practice, row.active, `${row.email}: one practice point per active day and platform`);
      assert.equal(row.strays, 0, `${row.email}: every practice row has its solved day and every solved day its row`);
      assert.equal(row.early, 0, row.email);
      assert.ok(row.practice <= member.points && (member.points === 0 || row.active > 0), row.email);
      assert.ok(row.solved <= row.total, `${row.email}: the LeetCode total covers the month's solves`);
    }
    const others = await db.selectFrom('points_ledger').select(['kind', 'note']).where('kind', '<>', 'practice').distinct().execute();
    assert.deepEqual(others, [{ kind: 'adjustment', note: 'Demo data' }], 'the rest is an adjustment that says what it is');

    // The engine itself, given a member's solved days, awards exactly the practice rows the demo holds.
    const userId = await idOf(28);
    const practiceRows = () =>
      db
        .selectFrom('points_ledger')
        .select(['source', 'platform', sql<string>`day::text`.as('day'), 'points'])
        .where('user_id', '=', userId)
        .where('kind', '=', 'practice')
        .orderBy('source')
        .execute();
    const seeded = await practiceRows();
    const solved = await db
      .selectFrom('solved_days')
      .select([sql<string>`day::text`.as('day'), 'solved'])
      .where('user_id', '=', userId)
      .where('platform', '=', 'leetcode')
      .execute();
    await db.deleteFrom('points_ledger').where('user_id', '=', userId).where('kind', '=', 'practice').execute();
    const awarded = await recordPracticeDays(db, userId, 'leetcode', Object.fromEntries(solved.map((row) => [row.day, row.solved])), t.config.timeZone);
    assert.equal(awarded, seeded.length);
    assert.deepEqual(await practiceRows(), seeded);
  });

  it('demo members cannot sign in', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: demoMember(1).email, password: 'demo-account-without-a-password' },
    });
    assert.equal(response.statusCode, 400);
  });
});
