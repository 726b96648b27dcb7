import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { addUser, startTestApp, type TestApp } from '../../../test/app';
import { monthPoints } from './monthPoints';
import { adjustPoints, pointsHistory, recordContestAwards, recordPracticeDays } from './ledger';
import { codechefPointsPerProblem, CODEFORCES_POINTS_PER_PROBLEM } from './rules';

describe('points ledger', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(() => t.close());

  const member = async (verified: Partial<Record<'leetcode' | 'geeksforgeeks', Date>> = {}) => {
    const user = await addUser(t.database, 'MEMBER');
    for (const [platform, at] of Object.entries(verified)) {
      await t.database.db
        .insertInto('platform_accounts')
        .values({ user_id: user.id, platform: platform as 'leetcode', handle: `${platform}-${user.id.slice(0, 8)}`, verified_at: at })
        .execute();
    }
    return user;
  };
  const total = async (userId: string, month: string) => (await pointsHistory(t.database.db, userId, month)).total;

  it('a day of LeetCode and GFG solving gives 2 points, not more, and a re-run adds nothing', async () => {
    const user = await member({ leetcode: new Date('2026-10-01T00:00:00Z'), geeksforgeeks: new Date('2026-10-01T00:00:00Z') });
    const db = t.database.db;
    assert.equal(await recordPracticeDays(db, user.id, 'leetcode', { '2026-11-03': 5, '2026-11-04': 0 }, 'UTC'), 1);
    assert.equal(await recordPracticeDays(db, user.id, 'geeksforgeeks', { '2026-11-03': 2 }, 'UTC'), 1);
    assert.equal(await total(user.id, '2026-11'), 2);

    assert.equal(await recordPracticeDays(db, user.id, 'leetcode', { '2026-11-03': 7, '2026-11-04': 0 }, 'UTC'), 0);
    assert.equal(await recordPracticeDays(db, user.id, 'geeksforgeeks', { '2026-11-03': 2 }, 'UTC'), 0);
    assert.equal(await total(user.id, '2026-11'), 2);

    const stored = await db
      .selectFrom('solved_days')
      .select(['platform', 'solved'])
      .where('user_id', '=', user.id)
      .where('day', '=', '2026-11-03')
      .orderBy('platform')
      .execute();
    assert.deepEqual(stored, [
      { platform: 'geeksforgeeks', solved: 2 },
      { platform: 'leetcode', solved: 7 },
    ]);
  });

  it('only a verified handle earns, and only from the day it was verified', async () => {
    const unverified = await addUser(t.database, 'MEMBER');
    await t.database.db.insertInto('platform_accounts').values({ user_id: unverified.id, platform: 'leetcode', handle: 'someone' }).execute();
    assert.equal(await recordPracticeDays(t.database.db, unverified.id, 'leetcode', { '2026-11-05': 3 }, 'UTC'), 0);

    // Verified at 20:00 UTC on the 9th: in Kolkata that is already the 10th.
    const late = await member({ leetcode: new Date('2026-11-09T20:00:00Z') });
    assert.equal(await recordPracticeDays(t.database.db, late.id, 'leetcode', { '2026-11-09': 1, '2026-11-10': 1, '2026-11-11': 4 }, 'Asia/Kolkata'), 2);
    assert.deepEqual(
      (await pointsHistory(t.database.db, late.id, '2026-11')).entries.map((entry) => entry.day),
      ['2026-11-11', '2026-11-10'],
    );
  });

  it('contest awards count per problem, by platform rule, once', async () => {
    const a = await member();
    const b = await member();
    const contest = await t.database.db
      .insertInto('contests')
      .values({
        name: 'Round 9',
        link: 'https://codeforces.com/contest/9',
        platform: 'Codeforces',
        date: '2026-11-12',
        start_time: '20:00:00',
        end_time: '22:00:00',
        starts_at: new Date('2026-11-12T14:30:00Z'),
        ends_at: new Date('2026-11-12T16:30:00Z'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const awards = [
      { userId: a.id, problems: ['A', 'B', 'C'], pointsPerProblem: CODEFORCES_POINTS_PER_PROBLEM },
      { userId: b.id, problems: ['A', 'A'], pointsPerProblem: codechefPointsPerProblem(3) },
    ];
    const ref = { id: contest.id, platform: 'codeforces' as const, day: '2026-11-12' };
    assert.equal(await recordContestAwards(t.database.db, ref, awards), 9 + 4);
    assert.equal(await recordContestAwards(t.database.db, ref, awards), 0);
    assert.equal(await total(a.id, '2026-11'), 9);
    const history = await pointsHistory(t.database.db, b.id, '2026-11');
    assert.deepEqual(
      history.entries.map(({ kind, points, contestName }) => ({ kind, points, contestName })),
      [{ kind: 'contest', points: 4, contestName: 'Round 9' }],
    );
  });

  it('codechef points follow the star rating', () => {
    assert.deepEqual([0, 1, 2, 3, 4, 5, 7].map(codechefPointsPerProblem), [2, 2, 3, 4, 5, 5, 5]);
  });

  it("admin adjustments are ledger rows signed by the admin, and months don't mix", async () => {
    const user = await member({ leetcode: new Date('2026-01-01T00:00:00Z') });
    const admin = await addUser(t.database, 'ADMIN');
    await recordPracticeDays(t.database.db, user.id, 'leetcode', { '2026-10-31': 1, '2026-11-01': 1 }, 'UTC');
    await adjustPoints(t.database.db, { userId: user.id, delta: -1, adminId: admin.id, day: '2026-11-02', note: 'duplicate account' });
    await adjustPoints(t.database.db, { userId: user.id, delta: 5, adminId: admin.id, day: '2026-11-02' });
    const november = await pointsHistory(t.database.db, user.id, '2026-11');
    assert.equal(november.total, 5);
    assert.equal(november.entries.find((entry) => entry.points === -1)?.by, admin.name);
    assert.equal(await total(user.id, '2026-10'), 1);
    const totals = await monthPoints('2026-11').execute(t.database.db);
    assert.equal(totals.rows.find((row) => row.user_id === user.id)?.points, 5);
  });
});
