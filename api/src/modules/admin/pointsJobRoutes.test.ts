import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { addUser, bearer, loginAs, startTestApp, type TestApp } from '../../../test/app';

describe('admin scheduler routes', () => {
  let t: TestApp;
  let admin: string;
  let core: string;
  before(async () => {
    t = await startTestApp();
    const a = await addUser(t.database, 'ADMIN');
    const c = await addUser(t.database, 'PRESIDENT');
    admin = await loginAs(t.app, a.email, a.password);
    core = await loginAs(t.app, c.email, c.password);
  });
  after(() => t.close());

  const call = (token: string, method: 'GET' | 'PUT' | 'POST', route: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1/admin/${route}`, headers: bearer(token), ...(payload ? { payload } : {}) });

  it('reads and edits the scheduler constants (passing mark 30 by default); bad values change nothing', async () => {
    const initial = (await call(admin, 'GET', 'fetch-constant-values')).json().data.constant;
    assert.deepEqual(initial, { achievementScheduler: true, backupDataScheduler: true, resetDataScheduler: true, autoKickScheduler: false, passingMarks: 30 });
    const edited = await call(admin, 'PUT', 'edit-constant-values', { autoKickScheduler: true, passingMarks: 25 });
    assert.equal(edited.statusCode, 200);
    assert.equal(edited.json().data.constant.passingMarks, 25);
    for (const bad of [{ passingMarks: -1 }, { passingMarks: 'many' }, { somethingElse: true }]) {
      assert.equal((await call(admin, 'PUT', 'edit-constant-values', bad)).statusCode, 400, JSON.stringify(bad));
    }
    const after = (await call(admin, 'GET', 'fetch-constant-values')).json().data.constant;
    assert.deepEqual(after, { ...initial, autoKickScheduler: true, passingMarks: 25 });
  });

  it('refuses everyone below ADMIN, a president included', async () => {
    for (const [method, route] of [
      ['GET', 'fetch-constant-values'],
      ['PUT', 'edit-constant-values'],
      ['POST', 'update-leaderboard'],
      ['POST', 'reset-achievement'],
      ['GET', 'get-all-contest-error'],
    ] as const) {
      assert.equal((await call(core, method, route, method === 'GET' ? undefined : {})).statusCode, 403, route);
    }
  });

  it('update-leaderboard says so when this server runs no jobs, and refuses an unknown board', async () => {
    const off = await call(admin, 'POST', 'update-leaderboard', { type: 'leetcode' });
    assert.equal(off.statusCode, 503);
    assert.match(off.json().message, /JOBS=false/);
    assert.equal((await call(admin, 'POST', 'update-leaderboard', { type: 'hackerrank' })).statusCode, 400);
  });

  it('reset-achievement removes one month or all', async () => {
    const member = await addUser(t.database, 'MEMBER');
    const db = t.database.db;
    await db
      .insertInto('achievements')
      .values([
        { user_id: member.id, month: '2026-09', type: 'gold', value: 40 },
        { user_id: member.id, month: '2026-10', type: 'silver', value: 30 },
        { user_id: member.id, month: '2026-10', type: 'maxAvgPerDay', value: 2 },
      ])
      .execute();
    const one = await call(admin, 'POST', 'reset-achievement', { month: '2026-10' });
    assert.equal(one.json().message, 'Reset 2 achievements of 2026-10');
    assert.equal((await call(admin, 'POST', 'reset-achievement', { month: 'October' })).statusCode, 400);
    const all = await call(admin, 'POST', 'reset-achievement', {});
    assert.equal(all.json().message, 'Reset 1 achievements');
  });
});
