import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { addUser, bearer, loginAs, startTestApp, type TestApp } from '../../../test/app';
import { assertDeclared } from '../../../test/contract';
import { dateIn, monthIn, zonedInstant } from '../../clock';
import { createMailer } from '../../mail';
import { warnBelowMark } from '../../jobs/markWarnings';
import { updateSchedulerSettings } from '../points/schedulerSettings';
import { planMonthEnd } from '../monthEnd/plan';
import { daysLeftAfter, warningDayOf } from '../monthEnd/warnings';

const quiet = { info() {}, warn() {}, error() {} };

describe('admin: the members at risk and the warning setting', () => {
  let t: TestApp;
  let admin: string;
  let member: string;
  let month: string;
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'chapter-at-risk-'));

  before(async () => {
    t = await startTestApp();
    month = monthIn(new Date(), t.config.timeZone);
    await updateSchedulerSettings(t.database.db, { passingMarks: 30 });
    const a = await addUser(t.database, 'ADMIN');
    const m = await addUser(t.database, 'MEMBER');
    admin = await loginAs(t.app, a.email, a.password);
    member = await loginAs(t.app, m.email, m.password);
    const today = dateIn(new Date(), t.config.timeZone);
    const points = async (id: string, value: number) =>
      t.database.db
        .insertInto('points_ledger')
        .values({ user_id: id, source: `adjustment:${id}`, kind: 'adjustment', platform: null, day: today, points: value })
        .execute();
    const above = await addUser(t.database, 'MEMBER');
    await points(above.id, 45);
    const low = await addUser(t.database, 'MEMBER');
    await points(low.id, 4);
    const guarded = await addUser(t.database, 'MEMBER');
    await t.database.db.updateTable('users').set({ protected: true }).where('id', '=', guarded.id).execute();
    await addUser(t.database, 'COREMEMBER');
  });
  after(async () => {
    await t.close();
    fs.rmSync(outbox, { recursive: true, force: true });
  });

  const call = async (token: string | null, method: 'GET' | 'PUT', url: string, payload?: object) => {
    const response = await t.app.inject({ method, url: `/api/v1/admin/${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
    assertDeclared(method, `/admin/${url}`, response.statusCode, response.json());
    return response;
  };

  it('is for admins only: a member gets 403, a visitor 401', async () => {
    for (const [method, url] of [
      ['GET', 'month-end/at-risk'],
      ['PUT', 'month-end/warning-days'],
    ] as const) {
      const payload = method === 'PUT' ? { warnDaysBefore: 3 } : undefined;
      assert.equal((await call(member, method, url, payload)).statusCode, 403, url);
      assert.equal((await call(null, method, url, payload)).statusCode, 401, url);
    }
  });

  it('lists exactly the members the month end would remove now, with the mark, the warning day and whether each was warned', async () => {
    const plan = await planMonthEnd(t.database.db, month);
    const first = (await call(admin, 'GET', 'month-end/at-risk')).json().data;
    assert.equal(first.month, month);
    assert.equal(first.passingMarks, 30);
    assert.equal(first.warnDaysBefore, 7);
    assert.equal(first.warningDay, warningDayOf(month, 7));
    assert.equal(first.daysLeft, daysLeftAfter(dateIn(new Date(), t.config.timeZone)));
    assert.equal(first.removeStepOn, false, 'the remove step is off by default');
    assert.deepEqual(
      first.members.map((one: { userId: string; points: number }) => [one.userId, one.points]),
      plan.removals.map((one) => [one.userId, one.points]),
    );
    assert.ok(plan.removals.some((one) => one.points === 4) && plan.removals.every((one) => one.points < 30));
    assert.ok(first.members.every((one: { warnedAt: string | null; mailedAt: string | null }) => one.warnedAt === null && one.mailedAt === null));

    // The job on this month's warning day warns them; the list then says when.
    const warnedAt = zonedInstant(first.warningDay, '09:00:00', t.config.timeZone);
    const mailer = createMailer({ smtpUrl: null, outboxDir: outbox, from: 'chapter@example.edu', log: quiet });
    await warnBelowMark({ db: t.database.db, mailer, timeZone: t.config.timeZone, publicUrl: t.config.publicUrl, log: quiet }, warnedAt);
    const warned = (await call(admin, 'GET', 'month-end/at-risk')).json().data;
    assert.ok(warned.members.length > 0);
    for (const one of warned.members) {
      assert.equal(one.warnedAt, warnedAt.toISOString());
      assert.equal(one.mailedAt, one.takesMail ? warnedAt.toISOString() : null);
    }
  });

  it('the warning setting: 0 to 27 days (0 is off), anything else refused with a clear message; audited', async () => {
    for (const bad of [-1, 28, 2.5, 'soon', null, undefined]) {
      const refused = await call(admin, 'PUT', 'month-end/warning-days', { warnDaysBefore: bad });
      assert.equal(refused.statusCode, 400, String(bad));
      assert.equal(refused.json().message, 'Warning days must be a whole number from 0 (off) to 27');
    }
    const three = await call(admin, 'PUT', 'month-end/warning-days', { warnDaysBefore: 3 });
    assert.equal(three.statusCode, 200);
    assert.deepEqual(three.json().data, { warnDaysBefore: 3, warningDay: warningDayOf(month, 3) });
    assert.equal(three.json().message, `Members below the mark are warned on ${warningDayOf(month, 3)}`);
    assert.equal((await call(admin, 'GET', 'month-end/at-risk')).json().data.warnDaysBefore, 3);

    const off = await call(admin, 'PUT', 'month-end/warning-days', { warnDaysBefore: 0 });
    assert.deepEqual(off.json(), { message: 'Below-the-mark warnings are off', data: { warnDaysBefore: 0, warningDay: null } });
    assert.equal((await call(admin, 'GET', 'month-end/at-risk')).json().data.warningDay, null);

    const audit = await t.database.db.selectFrom('audit_log').select(['before', 'after']).where('action', '=', 'edit-warning-days').orderBy('at').execute();
    assert.deepEqual(
      audit.map((row) => [row.before, row.after]),
      [
        [{ warnDaysBefore: 7 }, { warnDaysBefore: 3 }],
        [{ warnDaysBefore: 3 }, { warnDaysBefore: 0 }],
      ],
    );
  });
});
