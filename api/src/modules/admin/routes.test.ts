import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { addUser, bearer, loginAs, startTestApp, type TestApp } from '../../../test/app';

describe('GET /api/v1/admin/check-role', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(() => t.close());

  const checkRole = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/v1/admin/check-role', headers });

  it('authorizes an ADMIN', async () => {
    const admin = await addUser(t.database, 'ADMIN');
    const response = await checkRole(bearer(await loginAs(t.app, admin.email, admin.password)));
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { message: 'Authorized', role: 'ADMIN' });
  });

  for (const role of ['USER', 'MEMBER', 'COREMEMBER', 'PRESIDENT'] as const) {
    it(`refuses a ${role} with 403`, async () => {
      const user = await addUser(t.database, role);
      const response = await checkRole(bearer(await loginAs(t.app, user.email, user.password)));
      assert.equal(response.statusCode, 403);
      assert.deepEqual(response.json(), { message: 'Unauthorized access! Only admins allowed.' });
    });
  }

  it('answers 401 without a valid token', async () => {
    for (const headers of [{}, { authorization: 'Bearer nonsense' }, { authorization: 'Basic abc' }] as Record<string, string>[]) {
      const response = await checkRole(headers);
      assert.equal(response.statusCode, 401);
      assert.deepEqual(response.json(), { message: 'Session expired! Please login again.' });
    }
  });

  it('reads the role from the database on every request', async () => {
    const user = await addUser(t.database, 'MEMBER');
    const token = await loginAs(t.app, user.email, user.password);
    assert.equal((await checkRole(bearer(token))).statusCode, 403);
    await t.database.db.updateTable('users').set({ role: 'ADMIN' }).where('id', '=', user.id).execute();
    assert.equal((await checkRole(bearer(token))).statusCode, 200);
    await t.database.db.updateTable('users').set({ role: 'USER' }).where('id', '=', user.id).execute();
    assert.equal((await checkRole(bearer(token))).statusCode, 403);
  });
});
