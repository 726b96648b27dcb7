import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LeaderboardResponse } from '@chapter/shared/types';
import { dateIn } from '../../clock';
import { addUser, bearer, loginAs, startTestApp, type TestApp } from '../../../test/app';

/** What a member sees of another member: the overall board's row, the top 5 and the profile. */
function reader(t: TestApp, token: string) {
  const post = async <T>(url: string, payload: object = {}) => {
    const response = await t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: bearer(token), payload });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<T>();
  };
  const get = async <T>(url: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(token) });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<T>();
  };
  return {
    boardPoints: async (userId: string) =>
      (await post<LeaderboardResponse>('/user/get-leaderboard-data', { limit: 100 })).data.find((row) => row._id === userId)?.points ?? null,
    topFive: async () => (await get<{ data: Array<{ _id: string; points: number }> }>('/user/get-top-5-users')).data,
    profilePoints: async (userId: string) => (await post<{ data: { points: number } }>('/user/get-profile-data', { userId })).data.points,
    stats: async () => (await get<{ data: Record<string, unknown> }>('/user/stats-data')).data,
  };
}

async function adminAction(t: TestApp, token: string, method: 'POST' | 'DELETE', url: string, payload: object) {
  const response = await t.app.inject({ method, url: `/api/v1/admin${url}`, headers: bearer(token), payload });
  assert.equal(response.statusCode, 200, response.body);
  return response.json<{ message: string }>();
}

describe('with the settings npm start uses, every change shows on the very next read', () => {
  let t: TestApp;
  let adminToken: string;
  let memberToken: string;
  let member: Awaited<ReturnType<typeof addUser>>;

  before(async () => {
    t = await startTestApp();
    const admin = await addUser(t.database, 'ADMIN');
    member = await addUser(t.database, 'MEMBER');
    const other = await addUser(t.database, 'MEMBER');
    adminToken = await loginAs(t.app, admin.email, admin.password);
    memberToken = await loginAs(t.app, other.email, other.password);
  });
  after(() => t.close());

  it('uses no refresh window by default', () => {
    assert.equal(t.config.leaderboardRefreshSeconds, 0);
  });

  it("an admin's points show on the next read of the board, the top 5, the profile and the stats", async () => {
    const view = reader(t, memberToken);
    // The boards have been read (and are kept) before the change.
    assert.equal(await view.boardPoints(member.id), 0);
    const statsBefore = JSON.stringify(await view.stats());
    assert.equal((await adminAction(t, adminToken, 'POST', '/update-points', { userId: member.id, delta: 7, reason: 'Workshop' })).message, 'Added 7 points');
    assert.equal(await view.boardPoints(member.id), 7);
    assert.equal(await view.profilePoints(member.id), 7);
    assert.equal((await view.topFive()).find((row) => row._id === member.id)?.points, 7);
    assert.notEqual(JSON.stringify(await view.stats()), statsBefore);
  });

  it('a demoted member leaves the board on the next read, and a promoted one comes back', async () => {
    const view = reader(t, memberToken);
    await adminAction(t, adminToken, 'POST', '/demote-user', { userId: member.id });
    assert.equal(await view.boardPoints(member.id), null);
    await adminAction(t, adminToken, 'POST', '/promote-user', { userId: member.id });
    assert.equal(await view.boardPoints(member.id), 7);
  });
});

describe('with a refresh window, the person who made a change still sees it at once', () => {
  let t: TestApp;
  let adminToken: string;
  let member: Awaited<ReturnType<typeof addUser>>;

  before(async () => {
    t = await startTestApp({ leaderboardRefreshSeconds: 3_600 });
    const admin = await addUser(t.database, 'ADMIN');
    member = await addUser(t.database, 'MEMBER');
    adminToken = await loginAs(t.app, admin.email, admin.password);
  });
  after(() => t.close());

  it("the admin's own next read shows the points they added", async () => {
    const view = reader(t, adminToken);
    assert.equal(await view.boardPoints(member.id), 0);
    await adminAction(t, adminToken, 'POST', '/update-points', { userId: member.id, delta: 7 });
    assert.equal(await view.boardPoints(member.id), 7);
    assert.equal(await view.profilePoints(member.id), 7);
  });

  it('a change the reader did not make may wait for the window (a job writing behind the API)', async () => {
    const view = reader(t, adminToken);
    await t.database.db
      .insertInto('points_ledger')
      .values({ user_id: member.id, source: 'test:behind', kind: 'adjustment', platform: null, day: dateIn(new Date(), t.config.timeZone), points: 5 })
      .execute();
    // Served within the window as it was; the update runs behind this read.
    assert.equal(await view.boardPoints(member.id), 7);
  });
});
