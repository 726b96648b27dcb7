import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { Role } from '@chapter/shared/roles';
import { createTestDatabase } from '../../test/database';
import type { DatabaseHandle } from '../db';
import { createMailer, readOutbox, type Mail, type Mailer } from '../mail';
import { zonedInstant } from '../clock';
import { createUser } from '../modules/users/service';
import { updateSchedulerSettings } from '../modules/points/schedulerSettings';
import { planMonthEnd } from '../modules/monthEnd/plan';
import { daysLeftAfter, warningDayOf, writeWarnDays } from '../modules/monthEnd/warnings';
import { warnBelowMark, type MarkWarningContext } from './markWarnings';

const quiet = { info() {}, warn() {}, error() {} };
const ZONE = 'Asia/Kolkata';
const MONTH = '2031-05'; // 31 days: with the default 7, the warning day is the 24th
const at = (day: string, time = '09:00:00') => zonedInstant(day, time, ZONE);

/** Mails written to an outbox by the real mailer (so the unsubscribe headers are there), each also kept as sent. */
function outboxMailer(dir: string, failFor = new Set<string>()): Mailer & { sent: Mail[] } {
  const real = createMailer({
    smtpUrl: null,
    outboxDir: dir,
    from: 'chapter@example.edu',
    log: quiet,
    unsubscribe: { publicUrl: 'https://chapter.example.edu', secret: 'test-secret' },
  });
  const sent: Mail[] = [];
  return {
    sent,
    async send(mail) {
      // A real send takes a moment: a second run alongside gets its turn in between.
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (failFor.has(mail.to)) throw new Error(`mailbox of ${mail.to} unavailable`);
      await real.send(mail);
      sent.push(mail);
    },
  };
}

describe('below-the-mark warnings (job on a test clock)', () => {
  let database: DatabaseHandle;
  let outbox = '';
  const people: Record<string, { id: string; email: string }> = {};

  const person = async (name: string, role: Role, points: number, flags: { protected?: boolean; blocked?: boolean; mailOff?: boolean } = {}) => {
    const db = database.db;
    const user = await createUser(db, { email: `${name.toLowerCase()}@warn.test`, name, password: 'secret-pass', role });
    await db
      .updateTable('users')
      .set({ protected: flags.protected ?? false, blocked: flags.blocked ?? false, mail_off: flags.mailOff ? ['warnings'] : [] })
      .where('id', '=', user.id)
      .execute();
    for (const month of [MONTH, '2031-06']) {
      if (points > 0)
        await db
          .insertInto('points_ledger')
          .values({ user_id: user.id, source: `adjustment:${user.id}:${month}`, kind: 'adjustment', platform: null, day: `${month}-05`, points })
          .execute();
    }
    people[name] = { id: user.id, email: user.email };
  };

  const contest = (name: string, day: string, start: string, link: string) =>
    database.db
      .insertInto('contests')
      .values({
        name,
        link,
        platform: 'Codeforces',
        date: day,
        start_time: `${start}:00`,
        end_time: '22:00:00',
        starts_at: at(day, `${start}:00`),
        ends_at: at(day, '22:00:00'),
      })
      .execute();

  const ctx = (mailer: Mailer): MarkWarningContext => ({ db: database.db, mailer, timeZone: ZONE, publicUrl: 'https://chapter.example.edu', log: quiet });
  const notices = () =>
    database.db.selectFrom('notifications').select(['user_id', 'kind', 'title', 'body', 'link', 'dedupe_key']).where('kind', '=', 'below-mark').execute();
  const nameOf = (id: string) => Object.entries(people).find(([, person]) => person.id === id)![0];

  before(async () => {
    database = await createTestDatabase();
    await updateSchedulerSettings(database.db, { passingMarks: 30, autoKickScheduler: true });
    await person('Ana', 'MEMBER', 40); // above the mark
    await person('Edge', 'MEMBER', 30); // at the mark: passes
    await person('Low', 'MEMBER', 12);
    await person('Zero', 'MEMBER', 0);
    await person('Quiet', 'MEMBER', 5, { mailOff: true }); // warned in the app, not mailed
    await person('Guarded', 'MEMBER', 2, { protected: true });
    await person('Core', 'COREMEMBER', 1);
    await person('Vice', 'VICEPRESIDENT', 0);
    await person('Blocked', 'MEMBER', 3, { blocked: true });
    await person('Visitor', 'USER', 0);
    await contest('Round Past', '2031-05-20', '20:00', 'https://codeforces.com/contest/3001');
    await contest('Round Morning', '2031-05-24', '08:00', 'https://codeforces.com/contest/3002'); // started before 09:00
    await contest('Round Ahead', '2031-05-26', '20:00', 'https://codeforces.com/contest/3003');
    await contest('Round Last', '2031-05-31', '21:00', 'https://codeforces.com/contest/3004');
    await contest('Round June', '2031-06-02', '20:00', 'https://codeforces.com/contest/3005');
  });
  after(async () => {
    await database.close();
    if (outbox) fs.rmSync(outbox, { recursive: true, force: true });
  });
  beforeEach(async () => {
    if (outbox) fs.rmSync(outbox, { recursive: true, force: true });
    outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'chapter-warnings-'));
    await database.db.deleteFrom('mark_warning_deliveries').execute();
    await database.db.deleteFrom('notifications').execute();
    await writeWarnDays(database.db, 7);
  });

  it('defines the warning day as the month’s last day minus N days, and N days are left after it', () => {
    assert.equal(warningDayOf('2031-05', 7), '2031-05-24');
    assert.equal(warningDayOf('2031-04', 7), '2031-04-23');
    assert.equal(warningDayOf('2031-02', 7), '2031-02-21');
    assert.equal(warningDayOf('2032-02', 7), '2032-02-22');
    assert.equal(warningDayOf('2031-02', 27), '2031-02-01');
    assert.equal(warningDayOf('2031-12', 1), '2031-12-30');
    assert.equal(warningDayOf('2031-05', 0), null);
    assert.equal(daysLeftAfter('2031-05-24'), 7);
    assert.equal(daysLeftAfter('2031-05-31'), 0);
  });

  it('on the warning day, warns exactly the members the month end would remove: a notice each, a mail to those who take them', async () => {
    const mailer = outboxMailer(outbox);
    const result = await warnBelowMark(ctx(mailer), at('2031-05-24'));
    const plan = await planMonthEnd(database.db, MONTH);
    const removals = plan.removals.map((member) => member.userId).sort();
    assert.deepEqual(removals.map(nameOf).sort(), ['Low', 'Quiet', 'Zero'], 'the plan removes these (protected, core, blocked, above the mark are spared)');

    const noticed = await notices();
    assert.deepEqual(noticed.map((notice) => notice.user_id).sort(), removals, 'a notice for exactly the plan’s removals');
    const mailed = mailer.sent.map((mail) => mail.to).sort();
    assert.deepEqual(mailed, ['Low', 'Zero'].map((name) => people[name]!.email).sort(), 'mail for the removals who take warning mails');
    assert.deepEqual(result, { month: MONTH, atRisk: 3, noticed: 3, sent: 2, failed: 0, skipped: 0 });
    for (const name of ['Ana', 'Edge', 'Guarded', 'Core', 'Vice', 'Blocked', 'Visitor']) {
      assert.equal((await readOutbox(outbox, people[name]!.email)).length, 0, `${name} gets no mail`);
      assert.ok(!noticed.some((notice) => notice.user_id === people[name]!.id), `${name} gets no notice`);
    }

    const low = noticed.find((notice) => notice.user_id === people.Low!.id)!;
    assert.equal(low.dedupe_key, 'below-mark:2031-05');
    assert.equal(low.title, 'Below the passing mark: 12 of 30 points');
    assert.equal(low.body, '7 days left in May 2031. Contests ahead: Round Ahead (26 May), Round Last (31 May).');
    assert.equal(low.link, '/dashboard');
  });

  it('the mail has the points, the mark, the days left, the contests still ahead with dates and links, and one-click unsubscribe', async () => {
    await warnBelowMark(ctx(outboxMailer(outbox)), at('2031-05-24'));
    const [mail] = await readOutbox(outbox, people.Low!.email);
    assert.ok(mail);
    assert.match(mail, /^Subject: Below the passing mark: 12 of 30 points$/m);
    assert.match(mail, /You have 12 points in May 2031; the passing mark is 30 \(18 points to go\)\./);
    assert.match(mail, /7 days left: the month ends on 31 May\./);
    assert.match(mail, /- Round Ahead \(Codeforces\): 26 May, 20:00–22:00 \(Asia\/Kolkata\)\n {2}https:\/\/codeforces\.com\/contest\/3003/);
    assert.match(mail, /- Round Last \(Codeforces\): 31 May, 21:00–22:00 \(Asia\/Kolkata\)\n {2}https:\/\/codeforces\.com\/contest\/3004/);
    for (const gone of ['Round Past', 'Round Morning', 'Round June']) assert.ok(!mail.includes(gone), `${gone} is not ahead this month`);
    assert.match(mail, /^List-Unsubscribe: <https:\/\/chapter\.example\.edu\/api\/v1\/mail\/unsubscribe\?token=[^>]+>$/m);
    assert.match(mail, /^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    assert.match(mail, /Stop these mails: https:\/\/chapter\.example\.edu\/unsubscribe\?token=/);
  });

  it('does nothing the day before or after, nor with the setting 0; follows the setting and the chapter’s zone', async () => {
    const mailer = outboxMailer(outbox);
    for (const day of ['2031-05-23', '2031-05-25', '2031-05-31', '2031-05-01']) {
      const result = await warnBelowMark(ctx(mailer), at(day));
      assert.equal(result.idle, 'not the warning day', day);
    }
    // 23:59 on the 23rd in Kolkata is still the day before; 00:30 on the 24th there is already the 23rd in UTC.
    assert.equal((await warnBelowMark(ctx(mailer), at('2031-05-23', '23:59:00'))).idle, 'not the warning day');
    assert.deepEqual([mailer.sent.length, (await notices()).length], [0, 0]);
    const earlyUtc = at('2031-05-24', '00:30:00');
    assert.equal(earlyUtc.toISOString().slice(0, 10), '2031-05-23');
    assert.equal((await warnBelowMark(ctx(mailer), earlyUtc)).sent, 2);

    await database.db.deleteFrom('mark_warning_deliveries').execute();
    await database.db.deleteFrom('notifications').execute();
    await writeWarnDays(database.db, 0);
    for (const day of ['2031-05-24', '2031-05-31']) assert.equal((await warnBelowMark(ctx(mailer), at(day))).idle, 'off');
    await writeWarnDays(database.db, 3);
    assert.equal((await warnBelowMark(ctx(mailer), at('2031-05-24'))).idle, 'not the warning day');
    const third = await warnBelowMark(ctx(mailer), at('2031-05-28'));
    assert.equal(third.sent, 2);
    assert.match((await readOutbox(outbox, people.Low!.email)).at(-1)!, /3 days left: the month ends on 31 May\./);
  });

  it('warns once: a second run and two runs at once add no notice and send no mail again', async () => {
    const first = outboxMailer(outbox);
    await warnBelowMark(ctx(first), at('2031-05-24'));
    const again = outboxMailer(outbox);
    const second = await warnBelowMark(ctx(again), at('2031-05-24', '15:00:00'));
    assert.deepEqual([second.noticed, second.sent, second.skipped], [0, 0, 2]);
    assert.equal(again.sent.length, 0);
    assert.equal((await notices()).length, 3);

    // June (30 days): the warning day is the 23rd; two runs at once, as two instances would.
    const [one, two] = [outboxMailer(outbox), outboxMailer(outbox)];
    const both = await Promise.all([warnBelowMark(ctx(one), at('2031-06-23')), warnBelowMark(ctx(two), at('2031-06-23'))]);
    const june = [...one.sent, ...two.sent].map((mail) => mail.to).sort();
    assert.deepEqual(june, ['Low', 'Zero'].map((name) => people[name]!.email).sort(), 'each mailed once between the two');
    assert.equal(both[0].noticed + both[1].noticed, 3);
    const juneNotices = (await notices()).filter((notice) => notice.dedupe_key === 'below-mark:2031-06');
    assert.equal(juneNotices.length, 3);
    for (const name of ['Low', 'Zero']) assert.equal((await readOutbox(outbox, people[name]!.email)).length, 2, `${name}: one in May, one in June`);
  });

  it('a failed mail is retried (the run throws after releasing it); the notice is added once and others are not mailed again', async () => {
    const failing = outboxMailer(outbox, new Set([people.Low!.email]));
    await assert.rejects(warnBelowMark(ctx(failing), at('2031-05-24')), /1 of 2 below-the-mark mails failed \(last: mailbox of .* unavailable\)/);
    assert.deepEqual(
      failing.sent.map((mail) => mail.to),
      [people.Zero!.email],
    );
    const row = await database.db.selectFrom('mark_warning_deliveries').selectAll().where('user_id', '=', people.Low!.id).executeTakeFirstOrThrow();
    assert.deepEqual([row.sent_at, row.claimed_at, row.attempts, row.last_error], [null, null, 1, `mailbox of ${people.Low!.email} unavailable`]);
    assert.ok(row.warned_at, 'warned in the app all the same');

    const retry = outboxMailer(outbox);
    const result = await warnBelowMark(ctx(retry), at('2031-05-24', '09:05:00'));
    assert.deepEqual([result.noticed, result.sent, result.skipped], [0, 1, 1]);
    assert.deepEqual(
      retry.sent.map((mail) => mail.to),
      [people.Low!.email],
    );
    assert.equal((await notices()).length, 3);
    const retried = await database.db.selectFrom('mark_warning_deliveries').selectAll().where('user_id', '=', people.Low!.id).executeTakeFirstOrThrow();
    assert.deepEqual([retried.attempts, retried.last_error], [2, null]);
    assert.ok(retried.sent_at);
  });
});
