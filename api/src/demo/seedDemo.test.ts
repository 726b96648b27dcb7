import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LeaderboardResponse } from '@chapter/shared/types';
import { addUser, bearer, loginAs, startTestApp, type TestApp } from '../testing';
import { demoMember } from './demoMembers';
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
      ['-leetcode', 23],
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

  it('demo members cannot sign in', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: demoMember(1).email, password: 'demo-account-without-a-password' },
    });
    assert.equal(response.statusCode, 400);
  });
});
