import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { dateIn } from '../clock';
import type { PlatformClients, SolvedProblem } from '../platforms/types';
import { addUser, startTestApp, type TestApp } from '../../test/app';
import type { JobContext } from './context';
import { runPractice } from './practice';

const quiet = { info() {}, warn() {}, error() {} };

describe('practice job: solved problems for the marks', () => {
  let t: TestApp;
  let ctx: JobContext;
  const calls: string[] = [];
  const now = Date.now();
  // LeetCode: two problems accepted today (one twice); Codeforces: one problem; a failing Codeforces handle.
  const solves: Record<string, SolvedProblem[]> = {
    lc_ann: [
      { key: 'leetcode:two-sum', epochMs: now },
      { key: 'leetcode:three-sum', epochMs: now },
    ],
    cf_ann: [{ key: 'codeforces:1/A', epochMs: now }],
  };
  const fetchSolvedProblems = async (handle: string) => {
    calls.push(handle);
    if (!solves[handle]) throw Object.assign(new Error('Codeforces is not answering'), { name: 'PlatformUnavailable' });
    return solves[handle];
  };
  const clients = {
    leetcode: { features: new Set(['solvedProblems']), fetchSolvedProblems },
    geeksforgeeks: { features: new Set(['solvedProblems']), fetchSolvedProblems },
    codeforces: { features: new Set(['solvedProblems']), fetchSolvedProblems },
    // CodeChef lists no solved problems: its handles are not asked.
    codechef: { features: new Set(), fetchSolvedProblems },
  } as unknown as PlatformClients;

  let ann: string;
  let bob: string;
  before(async () => {
    t = await startTestApp({ timeZone: 'UTC' }, undefined, { clients });
    ctx = { db: t.database.db, clients, timeZone: 'UTC', backupDir: t.config.backupDir, log: quiet };
    ann = (await addUser(t.database, 'MEMBER')).id;
    bob = (await addUser(t.database, 'MEMBER')).id;
    const verified_at = new Date();
    await t.database.db
      .insertInto('platform_accounts')
      .values([
        { user_id: ann, platform: 'leetcode', handle: 'lc_ann', verified_at },
        { user_id: ann, platform: 'codeforces', handle: 'cf_ann', verified_at },
        { user_id: ann, platform: 'codechef', handle: 'chef_ann', verified_at },
        { user_id: bob, platform: 'codeforces', handle: 'cf_down', verified_at },
      ])
      .execute();
  });
  after(() => t.close());

  it('asks each handle once, awards points from the same answer, records the solves, tells the member once per handle', async () => {
    const today = dateIn(new Date(), 'UTC');
    const result = await runPractice(ctx, today);
    assert.deepEqual(result, { members: 1, awarded: 1, failed: 0 });
    assert.deepEqual(calls.sort(), ['cf_ann', 'cf_down', 'lc_ann']);

    const solved = await t.database.db
      .selectFrom('solved_problems')
      .select(['problem_key', 'handle'])
      .where('user_id', '=', ann)
      .orderBy('problem_key')
      .execute();
    assert.deepEqual(solved, [
      { problem_key: 'codeforces:1/A', handle: 'cf_ann' },
      { problem_key: 'leetcode:three-sum', handle: 'lc_ann' },
      { problem_key: 'leetcode:two-sum', handle: 'lc_ann' },
    ]);
    const day = await t.database.db.selectFrom('solved_days').select('solved').where('user_id', '=', ann).where('day', '=', today).executeTakeFirst();
    assert.equal(day?.solved, 2);

    // The failing Codeforces handle: marked on its freshness, no practice error (those are about points).
    const down = await t.database.db
      .selectFrom('platform_accounts')
      .select(['last_failure_kind', 'solves_fetched_at'])
      .where('user_id', '=', bob)
      .executeTakeFirstOrThrow();
    assert.ok(down.last_failure_kind);
    assert.equal(down.solves_fetched_at, null);
    assert.equal((await t.database.db.selectFrom('practice_errors').selectAll().execute()).length, 0);

    // A second run finds nothing new: still one event.
    await runPractice(ctx, today);
    const events = await t.database.db.selectFrom('live_events').select('payload').where('type', '=', 'solved').where('user_id', '=', ann).execute();
    assert.equal(events.length, 2, 'one per handle that added problems on the first run');
    const added = events.map((event) => (typeof event.payload === 'string' ? JSON.parse(event.payload) : event.payload).added).sort();
    assert.deepEqual(added, [1, 2]);
  });

  it("an admin's re-run asks only the members it names", async () => {
    calls.length = 0;
    await runPractice(ctx, dateIn(new Date(), 'UTC'), [{ userId: ann, platform: 'leetcode' }]);
    assert.deepEqual(calls, ['lc_ann']);
  });
});
