import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { addUser, bearer, loginAs, startTestApp, type TestApp } from '../../../test/app';
import { assertDeclared } from '../../../test/contract';
import { LIVE_SHOWN_AFTER_END_MS } from './service';

const MINUTE = 60_000;

describe('GET /api/v1/calendar/live-standings', () => {
  let t: TestApp;
  let token: string;
  const ids: Record<string, string> = {};

  const contest = async (name: string, startsAt: number, endsAt: number, platform: 'Codeforces' | 'CodeChef' = 'Codeforces') => {
    const row = await t.database.db
      .insertInto('contests')
      .values({
        name,
        link: platform === 'Codeforces' ? 'https://codeforces.com/contest/2100' : 'https://www.codechef.com/START180',
        platform,
        date: new Date(startsAt).toISOString().slice(0, 10),
        start_time: '00:00:00',
        end_time: '02:00:00',
        starts_at: new Date(startsAt),
        ends_at: new Date(endsAt),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[name] = row.id;
    return row.id;
  };
  const read = async (who: string | null = token) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/calendar/live-standings', headers: who ? bearer(who) : {} });
    assertDeclared('GET', '/calendar/live-standings', response.statusCode, response.json());
    return response;
  };

  before(async () => {
    t = await startTestApp();
    const now = Date.now();
    const [first, second, third] = [await addUser(t.database, 'MEMBER'), await addUser(t.database, 'COREMEMBER'), await addUser(t.database, 'USER')];
    for (const [user, name] of [
      [first, 'Zara'],
      [second, 'Arun'],
      [third, 'Meera'],
    ] as const)
      await t.database.db.updateTable('users').set({ name }).where('id', '=', user.id).execute();
    token = await loginAs(t.app, third.email, third.password);

    const running = await contest('Running', now - 30 * MINUTE, now + 90 * MINUTE);
    await contest('Finished', now - 150 * MINUTE, now - 30 * MINUTE, 'CodeChef');
    await contest('Long over', now - 6 * 60 * MINUTE, now - LIVE_SHOWN_AFTER_END_MS - MINUTE);
    await contest('Ahead', now + 60 * MINUTE, now + 180 * MINUTE);
    const updatedAt = new Date(now - MINUTE);
    await t.database.db.insertInto('live_standings').values({ contest_id: running, attempted_at: updatedAt, updated_at: updatedAt, problem: null }).execute();
    await t.database.db
      .insertInto('live_standing_rows')
      .values([
        { contest_id: running, user_id: first.id, handle: 'zara_cf', chapter_rank: 1, platform_rank: 95, solved: 4, penalty: 31 },
        { contest_id: running, user_id: second.id, handle: 'arun_cf', chapter_rank: 2, platform_rank: 812, solved: 2, penalty: null },
        { contest_id: running, user_id: third.id, handle: 'meera_cf', chapter_rank: 2, platform_rank: 812, solved: 2, penalty: null },
      ])
      .execute();
  });
  after(() => t.close());

  it('answers the contests running now or ended within 3 hours, soonest ending first, with rows in chapter order (ties by name)', async () => {
    const response = await read();
    assert.equal(response.statusCode, 200, response.body);
    const data = response.json().data as Array<Record<string, unknown> & { rows: Array<Record<string, unknown>> }>;
    assert.deepEqual(
      data.map((entry) => [entry.name, entry.platform, entry.phase]),
      [
        ['Finished', 'CodeChef', 'finished'],
        ['Running', 'Codeforces', 'running'],
      ],
    );
    const [finished, running] = data;
    assert.deepEqual({ updatedAt: finished!.updatedAt, problem: finished!.problem, rows: finished!.rows }, { updatedAt: null, problem: null, rows: [] });
    assert.equal(running!.contestId, ids.Running);
    assert.equal(running!.link, 'https://codeforces.com/contest/2100');
    assert.deepEqual(
      running!.rows.map((row) => [row.chapterRank, row.name, row.handle, row.platformRank, row.solved, row.penalty]),
      [
        [1, 'Zara', 'zara_cf', 95, 4, 31],
        [2, 'Arun', 'arun_cf', 812, 2, null],
        [2, 'Meera', 'meera_cf', 812, 2, null],
      ],
    );
  });

  it('needs a sign-in (any role)', async () => {
    assert.equal((await read(null)).statusCode, 401);
    assert.equal((await read('not-a-token')).statusCode, 401);
  });
});
