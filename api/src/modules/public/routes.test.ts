import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { PublicOverview } from '@chapter/contract';
import { addUser, startTestApp, type TestApp } from '../../../test/app';
import { signedIn } from '../../../test/learningClient';

describe('GET /api/v1/public/overview', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({ timeZone: 'UTC' });
  });
  after(() => t.close());

  const overview = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/public/overview' });
    assert.equal(response.statusCode, 200);
    return response.json<PublicOverview>();
  };

  it('counts unblocked users, problems and resources without a bearer', async () => {
    const start = await overview();
    assert.equal(start.platforms, 4);
    assert.match(start.month, /^\d{4}-\d{2}$/);
    assert.equal(start.month, new Date().toISOString().slice(0, 7));
    assert.deepEqual(start.topPerformers, []);

    const core = await signedIn(t, 'COREMEMBER');
    const blocked = await addUser(t.database, 'MEMBER');
    await t.database.db.updateTable('users').set({ blocked: true }).where('id', '=', blocked.id).execute();
    const set = await core.call<{ data: { _id: string } }>('POST', 'create-resource', { title: 'Set', description: 'Problems' });
    for (const platform of ['LeetCode', 'CodeChef']) {
      await core.call('POST', 'add-question', {
        resourceId: set.body.data._id,
        title: 'P',
        // Two problems: the same link twice is the same problem, which a set refuses (docs/learning-progress.md).
        link: `https://example.org/p/${platform}`,
        description: 'D',
        difficulty: 'EASY',
        platform,
      });
    }
    await core.call('POST', 'create-video-resource', { title: 'Videos', description: 'Talks' });

    const now = await overview();
    assert.equal(now.activeUsers, start.activeUsers + 1);
    assert.equal(now.practiceProblems, start.practiceProblems + 2);
    assert.equal(now.resources, start.resources + 2);
  });

  it("shows this month's top three with points, ties sharing a rank", async () => {
    const db = t.database.db;
    const today = new Date().toISOString().slice(0, 10);
    const members = [];
    for (const [name, points] of [
      ['Zed', 5],
      ['Amy', 9],
      ['Bea', 5],
      ['Cal', 2],
    ] as const) {
      const user = await addUser(t.database, 'MEMBER');
      await db.updateTable('users').set({ name }).where('id', '=', user.id).execute();
      await db
        .insertInto('points_ledger')
        .values({ user_id: user.id, source: `adjustment:${name}`, kind: 'adjustment', platform: null, day: today, points })
        .execute();
      members.push(user);
    }
    const lastMonth = await addUser(t.database, 'MEMBER');
    await db
      .insertInto('points_ledger')
      .values({ user_id: lastMonth.id, source: 'adjustment:old', kind: 'adjustment', platform: null, day: '2020-01-15', points: 99 })
      .execute();

    const { topPerformers } = await overview();
    assert.deepEqual(
      topPerformers.map(({ name, points, rank }) => ({ name, points, rank })),
      [
        { name: 'Amy', points: 9, rank: 1 },
        { name: 'Bea', points: 5, rank: 2 },
        { name: 'Zed', points: 5, rank: 2 },
      ],
    );
  });
  it('leaves members who opted out of the landing page off the podium and out of the count, the next moving up', async () => {
    const db = t.database.db;
    const today = new Date().toISOString().slice(0, 10);
    const add = async (name: string, points: number) => {
      const user = await addUser(t.database, 'MEMBER');
      await db.updateTable('users').set({ name }).where('id', '=', user.id).execute();
      await db
        .insertInto('points_ledger')
        .values({ user_id: user.id, source: `adjustment:${name}`, kind: 'adjustment', platform: null, day: today, points })
        .execute();
      return user;
    };
    const hidden = await add('Hidden Top', 1_000);
    for (const [name, points] of [
      ['Next One', 900],
      ['Next Two', 800],
      ['Next Three', 700],
    ] as const)
      await add(name, points);
    const before = await overview();
    assert.deepEqual(
      before.topPerformers.map(({ name, rank }) => ({ name, rank })),
      [
        { name: 'Hidden Top', rank: 1 },
        { name: 'Next One', rank: 2 },
        { name: 'Next Two', rank: 3 },
      ],
    );

    await db.updateTable('users').set({ on_landing_page: false }).where('id', '=', hidden.id).execute();
    const after = await overview();
    assert.equal(after.activeUsers, before.activeUsers - 1);
    assert.equal(JSON.stringify(after).includes(hidden.id), false);
    // The next ones move up, and the ranks count only the members shown (docs/privacy.md): no gap hints at a hidden one.
    assert.deepEqual(
      after.topPerformers.map(({ name, rank }) => ({ name, rank })),
      [
        { name: 'Next One', rank: 1 },
        { name: 'Next Two', rank: 2 },
        { name: 'Next Three', rank: 3 },
      ],
    );
  });
});
