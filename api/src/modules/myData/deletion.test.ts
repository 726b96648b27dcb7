import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DELETION_GRACE_DAYS, PRIVACY_MESSAGES, type AccountDeletion } from '@chapter/contract';
import { addUser, bearer, loginAs, startTestApp, type TestApp } from '../../../test/app';
import { readOutbox } from '../../mail';

describe('/user/delete-my-account', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(() => t.close());

  async function member(role: 'MEMBER' | 'ADMIN' = 'MEMBER') {
    const user = await addUser(t.database, role);
    return { ...user, token: await loginAs(t.app, user.email, user.password) };
  }
  const call = (token: string, method: 'GET' | 'POST' | 'DELETE', payload?: object) =>
    t.app.inject({ method, url: '/api/v1/user/delete-my-account', headers: bearer(token), ...(payload ? { payload } : {}) });
  const row = (id: string) =>
    t.database.db.selectFrom('users').select(['deletion_requested_at', 'deletion_due_at']).where('id', '=', id).executeTakeFirstOrThrow();

  it('asks with the password, shows the due date, keeps the first date when asked again, and cancels', async () => {
    const m = await member();
    const start = (await call(m.token, 'GET')).json<{ data: AccountDeletion }>().data;
    assert.deepEqual(start, { dueAt: null, requestedAt: null, allowed: true, reason: null, graceDays: DELETION_GRACE_DAYS });

    const wrong = await call(m.token, 'POST', { password: 'not-it' });
    assert.equal(wrong.statusCode, 400);
    assert.deepEqual(wrong.json(), { message: PRIVACY_MESSAGES.wrongPassword });
    assert.deepEqual(await row(m.id), { deletion_requested_at: null, deletion_due_at: null }, 'a wrong password changes nothing');

    const asked = await call(m.token, 'POST', { password: m.password });
    assert.equal(asked.statusCode, 200, asked.body);
    const body = asked.json<{ message: string; data: AccountDeletion }>();
    assert.equal(body.message, PRIVACY_MESSAGES.deletionAsked);
    const due = Date.parse(body.data.dueAt!) - Date.parse(body.data.requestedAt!);
    assert.equal(due, DELETION_GRACE_DAYS * 24 * 3_600_000);
    assert.deepEqual((await call(m.token, 'GET')).json<{ data: AccountDeletion }>().data, body.data);
    const [mail] = await readOutbox(t.config.outboxDir, m.email);
    assert.match(mail ?? '', /signing in cancels the deletion/);

    const again = (await call(m.token, 'POST', { password: m.password })).json<{ data: AccountDeletion }>().data;
    assert.equal(again.dueAt, body.data.dueAt, 'asking again keeps the first due date');

    const cancelled = await call(m.token, 'DELETE');
    assert.equal(cancelled.statusCode, 200);
    assert.equal(cancelled.json().message, PRIVACY_MESSAGES.deletionCancelled);
    assert.equal(cancelled.json().data.dueAt, null);
    assert.deepEqual(await row(m.id), { deletion_requested_at: null, deletion_due_at: null });
    const actions = await t.database.db.selectFrom('audit_log').select('action').where('target_id', '=', m.id).orderBy('at').execute();
    assert.deepEqual(
      actions.map((entry) => entry.action),
      ['ask-account-deletion', 'cancel-account-deletion'],
    );
  });

  it('refuses a protected account and the only admin, with the reason, changing nothing', async () => {
    const m = await member();
    await t.database.db.updateTable('users').set({ protected: true }).where('id', '=', m.id).execute();
    assert.equal((await call(m.token, 'GET')).json().data.reason, PRIVACY_MESSAGES.protectedAccount);
    const refused = await call(m.token, 'POST', { password: m.password });
    assert.equal(refused.statusCode, 403);
    assert.deepEqual(refused.json(), { message: PRIVACY_MESSAGES.protectedAccount });
    assert.deepEqual(await row(m.id), { deletion_requested_at: null, deletion_due_at: null });

    const db = t.database.db;
    const admins = await db.selectFrom('users').select('id').where('role', '=', 'ADMIN').execute();
    const only = await member('ADMIN');
    // The only admin: any other admin of this database steps down for the check.
    if (admins.length)
      await db
        .updateTable('users')
        .set({ role: 'PRESIDENT' })
        .where(
          'id',
          'in',
          admins.map((a) => a.id),
        )
        .execute();
    const status = (await call(only.token, 'GET')).json<{ data: AccountDeletion }>().data;
    assert.deepEqual([status.allowed, status.reason], [false, PRIVACY_MESSAGES.lastAdmin]);
    const last = await call(only.token, 'POST', { password: only.password });
    assert.equal(last.statusCode, 403);
    assert.deepEqual(last.json(), { message: PRIVACY_MESSAGES.lastAdmin });
    const second = await member('ADMIN');
    assert.equal((await call(only.token, 'POST', { password: only.password })).statusCode, 200, 'with a second admin it may');
    await call(only.token, 'DELETE');
    await db.updateTable('users').set({ role: 'MEMBER' }).where('id', '=', second.id).execute();
  });

  it('signing in cancels it and says so; a session that already existed does not', async () => {
    const m = await member();
    await call(m.token, 'POST', { password: m.password });
    // The old session goes on reading and working: the deletion stays asked.
    assert.notEqual((await call(m.token, 'GET')).json().data.dueAt, null);
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: m.email, password: m.password } });
    assert.equal(login.statusCode, 200);
    assert.equal(login.json().deletionCancelled, true);
    assert.equal(login.json().message, PRIVACY_MESSAGES.signInCancelledDeletion);
    assert.deepEqual(await row(m.id), { deletion_requested_at: null, deletion_due_at: null });
    const next = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: m.email, password: m.password } });
    assert.deepEqual([next.json().message, next.json().deletionCancelled], ['Login successful!', undefined]);
  });

  it('needs a session', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      assert.equal(
        (await t.app.inject({ method, url: '/api/v1/user/delete-my-account', payload: method === 'POST' ? { password: 'x' } : undefined })).statusCode,
        401,
      );
    }
  });
});
