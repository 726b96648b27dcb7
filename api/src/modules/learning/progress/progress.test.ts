import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { PracticeSetPage, PracticeSetResponse, QuestionResponse, QuestionsResponse } from '@chapter/contract';
import { PlatformProblemNotFound } from '../../../platforms/errors';
import type { PlatformClients } from '../../../platforms/types';
import { startTestApp, bearer, type TestApp } from '../../../../test/app';
import { signedIn } from '../../../../test/learningClient';
import { recordSolvedProblems } from './record';

type Session = Awaited<ReturnType<typeof signedIn>>;
type Listing = PracticeSetPage;

// Lookups answer from these fakes: LeetCode knows every problem (and counts its calls), Codeforces knows none,
// CodeChef is down.
const infoCalls: string[] = [];
const clients = {
  leetcode: {
    fetchProblemInfo: async (key: string) => {
      infoCalls.push(key);
      return { title: 'Two Sum', difficulty: 'EASY' };
    },
  },
  codeforces: { fetchProblemInfo: async () => Promise.reject(new PlatformProblemNotFound('codeforces', 'codeforces:1/Z')) },
  codechef: { fetchProblemInfo: async () => Promise.reject(Object.assign(new Error('timed out'), { name: 'PlatformUnavailable' })) },
  geeksforgeeks: {},
} as unknown as PlatformClients;

describe('learning progress: marks, counts, order and lookup', () => {
  let t: TestApp;
  let core: Session;
  let member: Session;
  let other: Session;
  before(async () => {
    t = await startTestApp({}, undefined, { clients });
    core = await signedIn(t, 'COREMEMBER');
    member = await signedIn(t, 'MEMBER');
    other = await signedIn(t, 'MEMBER');
  });
  after(() => t.close());

  const db = () => t.database.db;
  const verify = async (userId: string, platform: 'leetcode' | 'codeforces', handle: string) =>
    db()
      .insertInto('platform_accounts')
      .values({ user_id: userId, platform, handle, verified_at: new Date() })
      .onConflict((oc) => oc.columns(['user_id', 'platform']).doUpdateSet({ handle, verified_at: new Date() }))
      .execute();
  const solve = (userId: string, platform: 'leetcode' | 'codeforces', handle: string, keys: string[]) =>
    recordSolvedProblems(
      db(),
      { user_id: userId, platform, handle },
      keys.map((key, i) => ({ key, epochMs: Date.UTC(2026, 10, 1 + i) })),
    );

  const createSet = async (title: string) => {
    const answer = await core.call<PracticeSetResponse>('POST', 'create-resource', { title, description: 'Practice' });
    assert.equal(answer.status, 200, answer.body.message);
    return answer.body.data.id;
  };
  const add = (resourceId: string, link: string, platform = 'LeetCode') =>
    core.call<QuestionResponse>('POST', 'add-question', { resourceId, title: link, link, description: '', difficulty: 'EASY', platform });
  const questions = async (who: Session, resourceId: string, extra: Record<string, unknown> = {}) => {
    const answer = await who.call<QuestionsResponse>('POST', 'fetch-all-questions', { resourceId, ...extra });
    assert.equal(answer.status, 200, answer.body.message);
    return answer.body;
  };
  const tableSnapshot = async () => ({
    problems: await db().selectFrom('practice_problems').selectAll().orderBy('id').execute(),
    sets: await db().selectFrom('practice_sets').selectAll().orderBy('id').execute(),
  });

  let setId: string;
  let ids: string[];
  beforeEach(async () => {
    setId = await createSet(`Arrays ${Math.random()}`);
    ids = [];
    for (const slug of ['two-sum', 'three-sum', 'four-sum']) ids.push((await add(setId, `https://leetcode.com/problems/${slug}/`)).body.data.id);
  });

  it("marks the caller's solved problems (any link form) and shows counts to core members only", async () => {
    await verify(member.user.id, 'leetcode', 'Mem_LC');
    // Recorded under another case of the handle, with the description page and no trailing slash in the set's links.
    await solve(member.user.id, 'leetcode', 'mem_lc', ['leetcode:two-sum', 'leetcode:three-sum', 'leetcode:four-sum']);
    const variant = await createSet(`Variants ${Math.random()}`);
    await add(variant, 'https://leetcode.com/problems/two-sum/description/');
    assert.equal((await add(variant, 'https://leetcode.com/problems/three-sum')).status, 200);

    const mine = await questions(member, variant);
    assert.deepEqual(
      mine.questions.map((q) => [q.position, q.solved, q.solvedBy]),
      [
        [1, true, undefined],
        [2, true, undefined],
      ],
    );
    assert.equal(mine.resourceInfo.solvedCount, 2);
    assert.equal(mine.resourceInfo.solvedBy, undefined);

    const coreView = await questions(core, setId);
    assert.deepEqual(
      coreView.questions.map((q) => [q.solved, q.solvedBy]),
      [
        [false, 1],
        [false, 1],
        [false, 1],
      ],
    );
    assert.deepEqual([coreView.resourceInfo.solvedCount, coreView.resourceInfo.solvedBy, coreView.resourceInfo.finishedBy], [0, 1, 1]);
    assert.equal(coreView.marksUpdatedAt, null);
  });

  it("progress 'unsolved' keeps unsolved problems and unfinished sets, with totals to match", async () => {
    await verify(other.user.id, 'leetcode', 'other_lc');
    await solve(other.user.id, 'leetcode', 'other_lc', ['leetcode:two-sum']);
    const left = await questions(other, setId, { progress: 'unsolved' });
    assert.deepEqual(
      left.questions.map((q) => q.id),
      ids.slice(1),
    );

    await solve(other.user.id, 'leetcode', 'other_lc', ['leetcode:three-sum', 'leetcode:four-sum']);
    const all = await other.call<Listing>('POST', 'fetch-all-resources', { page: 1, limit: 50 });
    const open = await other.call<Listing>('POST', 'fetch-all-resources', { page: 1, limit: 50, progress: 'unsolved' });
    assert.ok(all.body.data.some((set) => set.id === setId && set.solvedCount === 3));
    assert.ok(!open.body.data.some((set) => set.id === setId), 'a finished set is left out');
    assert.equal(
      open.body.totalCount,
      all.body.totalCount - all.body.data.filter((set) => set.totalQuestions > 0 && set.solvedCount === set.totalQuestions).length,
    );
    assert.equal(open.body.totalCount, open.body.data.length);
  });

  it('stops counting the solves of an unverified or changed handle', async () => {
    const solver = await signedIn(t, 'MEMBER');
    await verify(solver.user.id, 'leetcode', 'first_handle');
    await solve(solver.user.id, 'leetcode', 'first_handle', ['leetcode:two-sum']);
    assert.equal((await questions(solver, setId)).resourceInfo.solvedCount, 1);

    await verify(solver.user.id, 'leetcode', 'second_handle');
    assert.equal((await questions(solver, setId)).resourceInfo.solvedCount, 0, 'changed handle');

    await verify(solver.user.id, 'leetcode', 'first_handle');
    await db().updateTable('platform_accounts').set({ verified_at: null }).where('user_id', '=', solver.user.id).execute();
    assert.equal((await questions(solver, setId)).resourceInfo.solvedCount, 0, 'unverified handle');
  });

  it('refuses the same problem under another link form with 409 and writes nothing', async () => {
    const before = await tableSnapshot();
    for (const link of [
      'https://leetcode.com/problems/two-sum',
      'https://leetcode.com/problems/two-sum/description/',
      'https://leetcode.cn/problems/TWO-SUM/',
    ]) {
      const answer = await add(setId, link);
      assert.equal(answer.status, 409);
      assert.equal(answer.body.message, 'This problem is already in the set.');
    }
    assert.deepEqual(await tableSnapshot(), before);
  });

  it('stores a new order, keeps positions gapless after a delete, and refuses a bad order without changes', async () => {
    const order = [ids[2]!, ids[0]!, ids[1]!];
    const saved = await core.call('PUT', 'reorder-questions', { resourceId: setId, questionIds: order });
    assert.deepEqual([saved.status, saved.body.message], [200, 'Order saved']);
    assert.deepEqual(
      (await questions(member, setId)).questions.map((q) => [q.id, q.position]),
      [
        [ids[2], 1],
        [ids[0], 2],
        [ids[1], 3],
      ],
    );

    const before = await tableSnapshot();
    for (const questionIds of [
      [ids[0], ids[1]],
      [ids[0], ids[0], ids[1]],
      [...order, ids[0]],
      [ids[0], ids[1], 'not-a-problem'],
    ]) {
      const answer = await core.call('PUT', 'reorder-questions', { resourceId: setId, questionIds });
      assert.deepEqual([answer.status, answer.body.message], [400, 'Send every problem of the set once, in the new order.']);
    }
    assert.deepEqual(await tableSnapshot(), before);
    const unknown = await core.call('PUT', 'reorder-questions', { resourceId: '00000000-0000-4000-8000-000000000000', questionIds: [] });
    assert.deepEqual([unknown.status, unknown.body.message], [404, 'Resource not found']);
    assert.equal((await member.call('PUT', 'reorder-questions', { resourceId: setId, questionIds: order })).status, 403);

    await core.call('DELETE', 'delete-question', { resourceId: setId, questionId: ids[2] });
    assert.deepEqual(
      (await questions(member, setId)).questions.map((q) => [q.id, q.position]),
      [
        [ids[0], 1],
        [ids[1], 2],
      ],
    );
    const added = await add(setId, 'https://leetcode.com/problems/valid-parentheses/');
    assert.equal(added.body.data.position, 3);
  });

  it('looks a problem up on its platform, caching answers, for core members only', async () => {
    infoCalls.length = 0;
    const found = await core.call<{ data: Record<string, unknown> }>('POST', 'lookup-problem', { link: 'https://leetcode.com/problems/two-sum/description/' });
    assert.equal(found.status, 200, found.body.message);
    assert.deepEqual(found.body.data, { link: 'https://leetcode.com/problems/two-sum/', title: 'Two Sum', difficulty: 'EASY', platform: 'LeetCode' });
    await core.call('POST', 'lookup-problem', { link: 'leetcode.com/problems/two-sum' });
    assert.deepEqual(infoCalls, ['leetcode:two-sum'], 'the second lookup came from the cache');

    const missing = await core.call('POST', 'lookup-problem', { link: 'https://codeforces.com/contest/1/problem/Z' });
    assert.deepEqual([missing.status, missing.body.message], [404, 'Codeforces has no problem at that link.']);
    const down = await core.call('POST', 'lookup-problem', { link: 'https://www.codechef.com/problems/FLOW001' });
    assert.deepEqual([down.status, down.body.message], [503, 'CodeChef is not answering right now. Fill in the problem by hand or try again later.']);
    const notProblem = await core.call('POST', 'lookup-problem', { link: 'https://example.com/problems/two-sum' });
    assert.deepEqual([notProblem.status, notProblem.body.message], [400, 'Paste a problem link from LeetCode, Codeforces, CodeChef or GeeksforGeeks.']);
    assert.equal((await member.call('POST', 'lookup-problem', { link: 'https://leetcode.com/problems/two-sum/' })).status, 403);
  });

  it('lets a member make 30 lookups a minute, then answers 429', async () => {
    const editor = await signedIn(t, 'COREMEMBER');
    for (let i = 0; i < 30; i++) assert.equal((await editor.call('POST', 'lookup-problem', { link: 'https://leetcode.com/problems/two-sum/' })).status, 200);
    const refused = await editor.call('POST', 'lookup-problem', { link: 'https://leetcode.com/problems/two-sum/' });
    assert.deepEqual([refused.status, refused.body.message], [429, 'Too many requests! Please try later.']);
    // Another member still has theirs.
    assert.equal((await core.call('POST', 'lookup-problem', { link: 'https://leetcode.com/problems/two-sum/' })).status, 200);
  });

  it('lists finished sets on the profile, for every viewer, most recently finished first', async () => {
    const finisher = await signedIn(t, 'MEMBER');
    await verify(finisher.user.id, 'codeforces', 'cf_finisher');
    const older = await createSet(`Older ${Math.random()}`);
    await add(older, 'https://codeforces.com/contest/4/problem/A', 'Codeforces');
    const newer = await createSet(`Newer ${Math.random()}`);
    await add(newer, 'https://codeforces.com/problemset/problem/1/A', 'Codeforces');
    await createSet(`Empty ${Math.random()}`);
    await recordSolvedProblems(db(), { user_id: finisher.user.id, platform: 'codeforces', handle: 'cf_finisher' }, [
      { key: 'codeforces:4/A', epochMs: Date.UTC(2026, 0, 1) },
      { key: 'codeforces:1/A', epochMs: Date.UTC(2026, 5, 1) },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/get-profile-data',
      headers: bearer(other.token),
      payload: { userId: finisher.user.id },
    });
    assert.equal(response.statusCode, 200);
    const finished = response.json().data.finishedSets as Array<{ id: string; totalQuestions: number }>;
    assert.deepEqual(
      finished.map((set) => [set.id, set.totalQuestions]),
      [
        [newer, 1],
        [older, 1],
      ],
    );
  });

  it("records a solve once and tells the member's pages with one 'solved' event", async () => {
    const solver = await signedIn(t, 'MEMBER');
    await verify(solver.user.id, 'leetcode', 'evt');
    assert.equal(await solve(solver.user.id, 'leetcode', 'evt', ['leetcode:two-sum', 'leetcode:three-sum']), 2);
    assert.equal(await solve(solver.user.id, 'leetcode', 'evt', ['leetcode:two-sum']), 0);
    const events = await db().selectFrom('live_events').select(['type', 'payload']).where('user_id', '=', solver.user.id).execute();
    assert.deepEqual(
      events.map((event) => [event.type, typeof event.payload === 'string' ? JSON.parse(event.payload) : event.payload]),
      [['solved', { added: 2 }]],
    );
  });
});
