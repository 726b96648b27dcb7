import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { addUser, bearer, loginAs, startTestApp, type TestApp } from '../../test/app';
import { storedTestFile } from '../../test/files';
import { writeBackup } from '../backup/backup';
import { writeAudit } from '../modules/audit/audit';
import { runAccountDeletions } from './accountDeletions';

const DAY = 24 * 3_600_000;
const quiet = { info() {}, warn() {}, error() {} };

describe('account-deletions job', () => {
  let t: TestApp;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'deletions-'));
  before(async () => {
    t = await startTestApp({ timeZone: 'UTC' });
  });
  after(async () => {
    await t.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  async function signedIn(role: 'MEMBER' | 'ADMIN') {
    const user = await addUser(t.database, role);
    return { ...user, token: await loginAs(t.app, user.email, user.password) };
  }
  const post = (token: string, url: string, payload: object = {}) => t.app.inject({ method: 'POST', url: `/api/v1/${url}`, headers: bearer(token), payload });
  const run = (now: Date) => runAccountDeletions({ db: t.database.db, log: quiet }, now);

  it('deletes an asked-for account only once it is due: gone from boards, lists, the overview and the next backup', async () => {
    const db = t.database.db;
    const admin = await signedIn('ADMIN');
    const m = await signedIn('MEMBER');
    const today = new Date().toISOString().slice(0, 10);
    const { name: picture, url } = await storedTestFile(db, 'public');
    await db
      .updateTable('users')
      .set({ name: 'Zora Leaving', profile_picture: JSON.stringify({ url }) })
      .where('id', '=', m.id)
      .execute();
    await db
      .insertInto('points_ledger')
      .values({ user_id: m.id, source: 'adjustment:leaving', kind: 'adjustment', platform: null, day: today, points: 500 })
      .execute();
    await db
      .insertInto('allowed_emails')
      .values({ email: m.email })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await db.insertInto('issue_reports').values({ name: 'Zora', email: m.email, subject: 'Hi', description: 'D', user_id: m.id }).execute();
    await writeAudit(db, { action: 'add-allowed-emails', actor: admin, after: [m.email, 'other@example.edu'] });
    await writeAudit(db, { action: 'promote-user', actor: admin, target: m, before: { role: 'USER' }, after: { role: 'MEMBER' } });

    const board = async () =>
      (await post(admin.token, 'user/get-leaderboard-data', { limit: 100 })).json().data.map((row: { _id?: string; userId?: string }) => row._id ?? row.userId);
    const users = async () => (await post(admin.token, 'admin/fetch-all-users', { limit: 100 })).json().data.map((row: { _id: string }) => row._id);
    const overview = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/v1/public/overview' })).json().topPerformers.map((row: { name: string }) => row.name);
    assert.ok((await board()).includes(m.id) && (await users()).includes(m.id) && (await overview()).includes('Zora Leaving'), 'there before');

    const asked = await t.app.inject({ method: 'POST', url: '/api/v1/user/delete-my-account', headers: bearer(m.token), payload: { password: m.password } });
    assert.equal(asked.statusCode, 200, asked.body);
    const dueAt = new Date(asked.json().data.dueAt);

    assert.deepEqual(await run(new Date(dueAt.getTime() - 60_000)), { deleted: 0, skipped: 0 }, 'nothing before the due date');
    assert.ok(await db.selectFrom('users').select('id').where('id', '=', m.id).executeTakeFirst());

    assert.deepEqual(await run(new Date(dueAt.getTime() + DAY)), { deleted: 1, skipped: 0 });
    assert.equal(await db.selectFrom('users').select('id').where('id', '=', m.id).executeTakeFirst(), undefined);
    assert.ok(!(await board()).includes(m.id), 'off the board');
    assert.ok(!(await users()).includes(m.id), 'off the admin list');
    assert.ok(!(await overview()).includes('Zora Leaving'), 'off the landing page');
    assert.equal(await db.selectFrom('stored_files').select('name').where('name', '=', picture).executeTakeFirst(), undefined, 'picture removed');
    const archived = await db.selectFrom('deleted_points_ledger').select(['user_id', 'points']).where('source', '=', 'adjustment:leaving').execute();
    assert.equal(archived.length, 1, 'the ledger row is archived');
    assert.notEqual(archived[0]!.user_id, m.id, 'under a fresh id');
    const entry = await db.selectFrom('audit_log').selectAll().where('action', '=', 'delete-own-account').executeTakeFirstOrThrow();
    assert.deepEqual([entry.actor_id, entry.target_id, entry.target_name], [null, archived[0]!.user_id, 'Zora Leaving']);

    const file = path.join(folder, 'after.json.gz');
    await writeBackup(db, file);
    const text = gunzipSync(fs.readFileSync(file)).toString('utf8');
    assert.ok(text.includes('other@example.edu'), 'the backup holds the audit entry, e-mails of others kept');
    assert.ok(!text.includes(m.email), 'no trace of the e-mail in the next backup');
    assert.ok(!text.includes(m.id), 'no trace of the id in the next backup');

    assert.deepEqual(await run(new Date(dueAt.getTime() + 2 * DAY)), { deleted: 0, skipped: 0 }, 'a second run deletes nothing more');
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: m.email, password: m.password } });
    assert.equal(login.statusCode, 400);
  });

  it('skips an account protected meanwhile and leaves it asked; a sign-in in time keeps it', async () => {
    const db = t.database.db;
    const kept = await signedIn('MEMBER');
    const back = await signedIn('MEMBER');
    for (const m of [kept, back]) {
      const asked = await t.app.inject({ method: 'POST', url: '/api/v1/user/delete-my-account', headers: bearer(m.token), payload: { password: m.password } });
      assert.equal(asked.statusCode, 200);
    }
    await db.updateTable('users').set({ protected: true }).where('id', '=', kept.id).execute();
    await loginAs(t.app, back.email, back.password);
    const later = new Date(Date.now() + 8 * DAY);
    assert.deepEqual(await run(later), { deleted: 0, skipped: 1 });
    const rows = await db.selectFrom('users').select(['id', 'deletion_due_at']).where('id', 'in', [kept.id, back.id]).orderBy('id').execute();
    assert.equal(rows.length, 2);
    assert.notEqual(rows.find((row) => row.id === kept.id)!.deletion_due_at, null, 'still asked');
    assert.equal(rows.find((row) => row.id === back.id)!.deletion_due_at, null, 'cancelled by signing in');
  });
});
