import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { PracticeSet, PracticeSetPage, Question, QuestionsResponse } from '@chapter/shared/types';
import { startTestApp, type TestApp } from '../../../../test/app';
import { callRoute, signedIn } from '../../../../test/learningClient';

type Session = Awaited<ReturnType<typeof signedIn>>;

describe('/core-member practice sets and problems', () => {
  let t: TestApp;
  let core: Session;
  let member: Session;
  let user: Session;
  before(async () => {
    t = await startTestApp();
    core = await signedIn(t, 'COREMEMBER');
    member = await signedIn(t, 'MEMBER');
    user = await signedIn(t, 'USER');
  });
  after(() => t.close());

  const createSet = async (title = 'Graphs', description = 'Shortest paths and trees') => {
    const answer = await core.call<{ data: PracticeSet }>('POST', 'create-resource', { title, description });
    assert.equal(answer.status, 200, answer.body.message);
    return answer.body.data;
  };
  const problem = (resourceId: string, overrides: Record<string, unknown> = {}) => ({
    resourceId,
    title: 'Two Sum',
    link: 'https://leetcode.com/problems/two-sum/',
    description: 'Find two numbers adding up to a target',
    difficulty: 'EASY',
    platform: 'LeetCode',
    ...overrides,
  });
  const addProblem = async (resourceId: string, overrides: Record<string, unknown> = {}) => {
    const answer = await core.call<{ data: Question }>('POST', 'add-question', problem(resourceId, overrides));
    assert.equal(answer.status, 200, answer.body.message);
    return answer.body.data;
  };
  const problemCount = async (setId: string) =>
    Number(
      (
        await t.database.db
          .selectFrom('practice_problems')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('set_id', '=', setId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('creates, edits and lists sets for every signed-in reader, with paging and case-insensitive search', async () => {
    const created = await createSet('Dynamic Programming Drills', 'Knapsack and LIS');
    assert.equal(created.title, 'Dynamic Programming Drills');
    assert.deepEqual(created.platforms, []);
    assert.equal(created.totalQuestions, 0);
    await createSet('Warm-up', 'Easy STRINGS for beginners');
    await createSet('Arrays', 'Prefix sums');

    const edited = await core.call<{ data: PracticeSet }>('PUT', 'edit-resource', { resourceId: created._id, title: ' DP Drills ', description: 'Knapsack' });
    assert.equal(edited.status, 200);
    assert.equal(edited.body.data.title, 'DP Drills');
    assert.ok(edited.body.data.lastModifiedAt >= created.lastModifiedAt);

    const first = await user.call<PracticeSetPage>('POST', 'fetch-all-resources', { page: 1, limit: 2 });
    assert.equal(first.status, 200);
    assert.equal(first.body.data.length, 2);
    assert.ok(first.body.totalCount >= 3);
    assert.equal(first.body.totalPages, Math.ceil(first.body.totalCount / 2));
    assert.equal(first.body.currentPage, 1);
    const second = await member.call<PracticeSetPage>('POST', 'fetch-all-resources', { page: 2, limit: 2 });
    assert.equal(second.body.currentPage, 2);
    assert.ok(!second.body.data.some((set) => first.body.data.some((other) => other._id === set._id)));

    // Pages read from either end of the list join up to the whole list, newest first.
    const whole = (await member.call<PracticeSetPage>('POST', 'fetch-all-resources', { limit: 50 })).body;
    const pages = [];
    for (let page = 1; page <= whole.totalCount; page++)
      pages.push(...(await member.call<PracticeSetPage>('POST', 'fetch-all-resources', { page, limit: 1 })).body.data);
    assert.deepEqual(pages, whole.data);
    assert.equal(whole.data.length, whole.totalCount);
    assert.deepEqual((await member.call<PracticeSetPage>('POST', 'fetch-all-resources', { page: 99 })).body.data, []);

    const search = await member.call<PracticeSetPage>('POST', 'fetch-all-resources', { search: 'strings' });
    assert.deepEqual(
      search.body.data.map((set) => set.title),
      ['Warm-up'],
    );
    const byTitle = await member.call<PracticeSetPage>('POST', 'fetch-all-resources', { search: 'dp dri' });
    assert.deepEqual(
      byTitle.body.data.map((set) => set.title),
      ['DP Drills'],
    );
    const wildcard = await member.call<PracticeSetPage>('POST', 'fetch-all-resources', { search: '%' });
    assert.equal(wildcard.body.totalCount, 0, 'LIKE wildcards are matched literally');
  });

  it("keeps a set's total, platforms and last-updated equal to its problems", async () => {
    const set = await createSet();
    const easy = await addProblem(set._id);
    await addProblem(set._id, { title: 'Paths', difficulty: 'HARD', platform: 'Codeforces', link: 'https://codeforces.com/problemset/problem/1/A' });
    const medium = await addProblem(set._id, {
      title: 'Trees',
      difficulty: 'MEDIUM',
      platform: 'Codeforces',
      link: 'https://codeforces.com/problemset/problem/1/B',
    });
    assert.equal(easy.questionTitle, 'Two Sum');

    let info = (await member.call<QuestionsResponse>('POST', 'fetch-all-questions', { resourceId: set._id })).body;
    assert.deepEqual(info.resourceInfo.platforms, ['Codeforces', 'LeetCode']);
    assert.equal(info.resourceInfo.totalQuestions, 3);
    assert.equal(info.questions.length, 3);
    assert.ok(info.resourceInfo.lastUpdatedAt >= set.lastUpdatedAt);

    const codeforces = await member.call<QuestionsResponse>('POST', 'fetch-all-questions', { resourceId: set._id, platform: 'Codeforces' });
    assert.deepEqual(
      codeforces.body.questions.map((q) => q.questionTitle),
      ['Paths', 'Trees'],
    );
    const hard = await member.call<QuestionsResponse>('POST', 'fetch-all-questions', { resourceId: set._id, difficulty: 'HARD', platform: 'Codeforces' });
    assert.deepEqual(
      hard.body.questions.map((q) => q.questionTitle),
      ['Paths'],
    );
    const all = await user.call<QuestionsResponse>('POST', 'fetch-all-questions', { resourceId: set._id, difficulty: 'All', platform: 'all' });
    assert.equal(all.body.questions.length, 3);

    assert.equal((await core.call('DELETE', 'delete-question', { resourceId: set._id, questionId: easy._id })).status, 200);
    info = (await member.call<QuestionsResponse>('POST', 'fetch-all-questions', { resourceId: set._id })).body;
    assert.deepEqual(info.resourceInfo.platforms, ['Codeforces']);
    assert.equal(info.resourceInfo.totalQuestions, 2);

    // Ten additions at once still count to ten more.
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        addProblem(set._id, { title: `Bulk ${i}`, platform: 'GeeksforGeeks', link: `https://www.geeksforgeeks.org/problems/bulk-${i}/1` }),
      ),
    );
    info = (await member.call<QuestionsResponse>('POST', 'fetch-all-questions', { resourceId: set._id })).body;
    assert.equal(info.resourceInfo.totalQuestions, 12);
    assert.equal(await problemCount(set._id), 12);
    assert.deepEqual(info.resourceInfo.platforms, ['Codeforces', 'GeeksforGeeks']);

    // A problem of another set cannot be deleted through this one.
    const other = await createSet('Other', 'Other set');
    const gone = await core.call('DELETE', 'delete-question', { resourceId: other._id, questionId: medium._id });
    assert.deepEqual(gone, { status: 404, body: { message: 'Question not found' } });
    assert.equal(await problemCount(set._id), 12);
  });

  it('deletes a set together with its problems', async () => {
    const set = await createSet('Doomed', 'Will be deleted');
    await addProblem(set._id);
    await addProblem(set._id, { platform: 'CodeChef', link: 'https://www.codechef.com/problems/FLOW001' });
    const deleted = await core.call('DELETE', 'delete-resource', { resourceId: set._id });
    assert.deepEqual(deleted, { status: 200, body: { message: 'Practice set deleted successfully' } });
    assert.equal(await problemCount(set._id), 0);
    const missing = await member.call('POST', 'fetch-all-questions', { resourceId: set._id });
    assert.deepEqual(missing, { status: 404, body: { message: 'Resource not found' } });
    assert.equal((await core.call('DELETE', 'delete-resource', { resourceId: set._id })).status, 404);
  });

  it('refuses every write to a MEMBER with the core-only tooltip text and changes nothing', async () => {
    const set = await createSet('Guarded', 'Members read only');
    const question = await addProblem(set._id);
    const writes: [method: 'POST' | 'PUT' | 'DELETE', route: string, payload: unknown, message: string][] = [
      ['POST', 'create-resource', { title: 'X', description: 'Y' }, 'Only core team members can create practice sets'],
      ['PUT', 'edit-resource', { resourceId: set._id, title: 'X', description: 'Y' }, 'Only core team members can edit'],
      ['DELETE', 'delete-resource', { resourceId: set._id }, 'Only core team members can delete'],
      ['POST', 'add-question', problem(set._id), 'Only core team can add problems'],
      ['DELETE', 'delete-question', { resourceId: set._id, questionId: question._id }, 'Only core team members can delete'],
    ];
    for (const [method, route, payload, message] of writes) {
      assert.deepEqual(await member.call(method, route, payload), { status: 403, body: { message } }, route);
      assert.equal((await user.call(method, route, payload)).status, 403, route);
      assert.deepEqual(await callRoute(t.app, method, route, null, payload), { status: 401, body: { message: 'Session expired! Please login again.' } }, route);
    }
    const info = (await member.call<QuestionsResponse>('POST', 'fetch-all-questions', { resourceId: set._id })).body;
    assert.equal(info.resourceInfo.title, 'Guarded');
    assert.equal(info.questions.length, 1);
    assert.equal((await callRoute(t.app, 'POST', 'fetch-all-resources', null, {})).status, 401);
  });

  it('refuses bad input with its message and changes nothing', async () => {
    const set = await createSet('Validated', 'Inputs checked');
    const before = await member.call<PracticeSetPage>('POST', 'fetch-all-resources', { limit: 50 });
    const cases: [method: 'POST' | 'PUT' | 'DELETE', route: string, payload: unknown, status: number, message: string][] = [
      ['POST', 'create-resource', { description: 'D' }, 400, 'Title is required'],
      ['POST', 'create-resource', { title: '   ', description: 'D' }, 400, 'Title is required'],
      ['POST', 'create-resource', { title: 'T' }, 400, 'Description is required'],
      ['PUT', 'edit-resource', { resourceId: set._id, title: '', description: 'D' }, 400, 'Title is required'],
      ['PUT', 'edit-resource', { resourceId: set._id, title: 'T', description: ' ' }, 400, 'Description is required'],
      ['PUT', 'edit-resource', { title: 'T', description: 'D' }, 400, 'resourceId is required'],
      ['PUT', 'edit-resource', { resourceId: '00000000-0000-4000-8000-000000000000', title: 'T', description: 'D' }, 404, 'Resource not found'],
      ['PUT', 'edit-resource', { resourceId: 'not-an-id', title: 'T', description: 'D' }, 404, 'Resource not found'],
      ['POST', 'add-question', problem(set._id, { title: '' }), 400, 'Title is required'],
      ['POST', 'add-question', problem(set._id, { link: '' }), 400, 'Link is required'],
      ['POST', 'add-question', problem(set._id, { link: 'not a url' }), 400, 'Enter a valid URL'],
      ['POST', 'add-question', problem(set._id, { difficulty: 'EXTREME' }), 400, 'Difficulty must be EASY, MEDIUM or HARD'],
      ['POST', 'add-question', problem(set._id, { difficulty: undefined }), 400, 'Difficulty is required'],
      ['POST', 'add-question', problem(set._id, { platform: 'HackerRank' }), 400, 'Choose a platform'],
      ['POST', 'add-question', problem('00000000-0000-4000-8000-000000000000'), 404, 'Resource not found'],
      ['DELETE', 'delete-question', { resourceId: set._id, questionId: 'nope' }, 404, 'Question not found'],
      ['DELETE', 'delete-question', { resourceId: set._id }, 400, 'questionId is required'],
      ['DELETE', 'delete-resource', {}, 400, 'resourceId is required'],
      ['POST', 'fetch-all-questions', { resourceId: set._id, difficulty: 'impossible' }, 400, 'Difficulty must be EASY, MEDIUM or HARD'],
      [
        'POST',
        'fetch-all-questions',
        { resourceId: set._id, platform: 'Topcoder' },
        400,
        'Platform must be one of LeetCode, CodeChef, Codeforces, GeeksforGeeks',
      ],
      ['POST', 'fetch-all-resources', { page: 0 }, 400, 'page must be >= 1'],
      ['POST', 'fetch-all-resources', { limit: 1000 }, 400, 'limit must be <= 50'],
    ];
    for (const [method, route, payload, status, message] of cases) {
      assert.deepEqual(await core.call(method, route, payload), { status, body: { message } }, `${route} ${JSON.stringify(payload)}`);
    }
    const afterwards = await member.call<PracticeSetPage>('POST', 'fetch-all-resources', { limit: 50 });
    assert.deepEqual(afterwards.body, before.body);
    assert.equal(await problemCount(set._id), 0);
  });
});
