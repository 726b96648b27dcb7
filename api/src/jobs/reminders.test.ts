import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { Role } from '@chapter/shared/roles';
import { createTestDatabase } from '../../test/database';
import { decryptPush, startPushService, testBrowser, type TestBrowser, type TestPushService } from '../../test/pushService';
import type { DatabaseHandle } from '../db';
import { createMailer, readOutbox, setMailSwitch, type Mailer } from '../mail';
import { ensurePushKeys } from '../modules/reminders/pushKeys';
import { savePushSubscription } from '../modules/reminders/pushSubscriptions';
import { saveReminderSettings } from '../modules/reminders/settings';
import { createUser } from '../modules/users/service';
import { isReminderDue, sendDueReminders, type ReminderContext } from './reminders';

const quiet = { info() {}, warn() {}, error() {} };
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const at = (start: Date, offsetMs: number) => new Date(start.getTime() + offsetMs);

describe('reminders job (on a test clock)', () => {
  let database: DatabaseHandle;
  let push: TestPushService;
  let outboxDir: string;
  let mailer: Mailer;
  const people: Record<string, { id: string; email: string }> = {};
  const browsers: Record<string, TestBrowser> = {};
  let n = 0;

  const person = async (key: string, role: Role, settings: { email?: boolean; push?: boolean; leads: number[]; contests?: boolean; meetings?: boolean }) => {
    const user = await createUser(database.db, { email: `remind${++n}.${key}@example.edu`, name: key, password: 'secret-pass', role });
    people[key] = { id: user.id, email: user.email };
    await saveReminderSettings(database.db, user.id, {
      email: settings.email ?? false,
      push: settings.push ?? false,
      leadMinutes: settings.leads,
      contests: settings.contests ?? true,
      meetings: settings.meetings ?? true,
    });
  };
  /** Turns push on in a new browser of the member's, on the test push service under `name`. */
  const subscribe = async (key: string, name: string) => {
    browsers[name] = testBrowser();
    await savePushSubscription(database.db, people[key]!.id, browsers[name]!.subscription(push.endpoint(name)));
  };

  const ctx = (): ReminderContext => ({
    db: database.db,
    timeZone: 'Asia/Kolkata',
    mailer,
    publicUrl: 'https://chapter.example.edu',
    contactEmail: 'chapter@example.edu',
    log: quiet,
    pushAgent: push.agent,
  });
  const run = (now: Date) => sendDueReminders(ctx(), now);

  const mailsTo = async (key: string) => readOutbox(outboxDir, people[key]!.email);
  const subjectsTo = async (key: string) => (await mailsTo(key)).map((mail) => /\nSubject: (.*)\n/.exec(mail)![1]);
  const pushedTo = (name: string) =>
    push
      .accepted(name)
      .map((received) => JSON.parse(decryptPush(received.body, browsers[name]!)) as { title: string; body: string; link: string; tag: string });
  const notices = async (key: string) =>
    database.db.selectFrom('notifications').select(['title', 'kind']).where('user_id', '=', people[key]!.id).orderBy('created_at').execute();

  let contestCount = 0;
  const contest = async (start: Date) =>
    (
      await database.db
        .insertInto('contests')
        .values({
          name: `Chapter Round ${++contestCount}`,
          link: 'https://codeforces.com/contest/2001',
          platform: 'Codeforces',
          date: '2031-03-05',
          start_time: '20:00:00',
          end_time: '22:00:00',
          starts_at: start,
          ends_at: at(start, 2 * HOUR),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  before(async () => {
    database = await createTestDatabase();
    push = await startPushService();
    outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reminders-outbox-'));
    mailer = createMailer({
      smtpUrl: null,
      outboxDir,
      from: 'chapter@example.edu',
      log: quiet,
      unsubscribe: { publicUrl: 'https://chapter.example.edu', secret: 'test-secret' },
    });
    await ensurePushKeys(database.db);
    await person('member', 'MEMBER', { email: true, push: true, leads: [1440, 60] });
    await person('core', 'COREMEMBER', { email: true, leads: [60] });
    await person('pushOnly', 'MEMBER', { push: true, leads: [60] });
    await person('user', 'USER', { email: true, leads: [1440, 60] });
    await person('noContests', 'MEMBER', { email: true, leads: [60], contests: false });
    await person('mailOff', 'MEMBER', { email: true, leads: [60] });
    await setMailSwitch(database.db, people.mailOff!.id, 'reminders', false);
    await person('nothing', 'MEMBER', { email: true, push: true, leads: [] });
    await subscribe('member', 'member-laptop');
    await subscribe('member', 'member-phone');
    await subscribe('pushOnly', 'push-only');
    await subscribe('nothing', 'nothing');
  });
  after(async () => {
    await push.close();
    await database.close();
    fs.rmSync(outboxDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    contestCount = 0;
    await database.db.deleteFrom('contests').execute();
    await database.db.deleteFrom('meetings').execute();
    await database.db.deleteFrom('reminder_deliveries').execute();
    await database.db.deleteFrom('notifications').execute();
    fs.rmSync(outboxDir, { recursive: true, force: true });
    push.received.length = 0;
    push.answer.clear();
  });

  it('is due from its lead time before the start, for a grace of a quarter of the lead (15 minutes to 6 hours), never after the start', () => {
    const start = new Date('2031-03-05T14:30:00Z');
    assert.equal(isReminderDue(at(start, -DAY - MINUTE), start, 1440), false);
    assert.equal(isReminderDue(at(start, -DAY), start, 1440), true);
    assert.equal(isReminderDue(at(start, -DAY + 6 * HOUR - MINUTE), start, 1440), true);
    assert.equal(isReminderDue(at(start, -DAY + 6 * HOUR), start, 1440), false, 'a 1-day reminder 6 hours late is dropped');
    assert.equal(isReminderDue(at(start, -HOUR + 14 * MINUTE), start, 60), true);
    assert.equal(isReminderDue(at(start, -HOUR + 15 * MINUTE), start, 60), false);
    assert.equal(isReminderDue(at(start, -MINUTE), start, 15), true);
    assert.equal(isReminderDue(start, start, 15), false, 'never once the event has started');
  });

  it('sends each member one mail and one push per browser at each lead time they chose, and one notice', async () => {
    const start = new Date('2031-03-05T14:30:00Z');
    await contest(start);
    // The job runs every 5 minutes: walk the clock from two days before to the start.
    for (let time = at(start, -2 * DAY).getTime(); time <= start.getTime(); time += 5 * MINUTE) await run(new Date(time));

    assert.deepEqual(await subjectsTo('member'), ['Reminder: Chapter Round 1 in 1 day', 'Reminder: Chapter Round 1 in 1 hour']);
    assert.deepEqual(await subjectsTo('core'), ['Reminder: Chapter Round 1 in 1 hour']);
    assert.deepEqual(await subjectsTo('user'), [], 'contests concern members and above');
    assert.deepEqual(await subjectsTo('noContests'), []);
    assert.deepEqual(await subjectsTo('mailOff'), [], 'a member who turned reminder mails off gets none');
    assert.deepEqual(await subjectsTo('nothing'), []);
    assert.deepEqual(await subjectsTo('pushOnly'), []);

    const [mail] = await mailsTo('core');
    assert.match(mail!, /Chapter Round 1 starts in 1 hour:\n2031-03-05, 20:00–22:00 \(Asia\/Kolkata\)/);
    assert.match(mail!, /https:\/\/codeforces\.com\/contest\/2001/);
    assert.match(mail!, /\nList-Unsubscribe: <https:\/\/chapter\.example\.edu\/api\/v1\/mail\/unsubscribe\?token=/);
    assert.match(mail!, /Stop these mails: https:\/\/chapter\.example\.edu\/unsubscribe\?token=/);

    for (const name of ['member-laptop', 'member-phone']) {
      assert.deepEqual(
        pushedTo(name).map((message) => message.title),
        ['Chapter Round 1 in 1 day', 'Chapter Round 1 in 1 hour'],
        name,
      );
    }
    assert.deepEqual(pushedTo('push-only'), [
      {
        title: 'Chapter Round 1 in 1 hour',
        body: '2031-03-05, 20:00–22:00 (Asia/Kolkata)',
        link: 'https://chapter.example.edu/dashboard',
        tag: pushedTo('push-only')[0]!.tag,
      },
    ]);
    assert.deepEqual(pushedTo('nothing'), []);
    // Signed with the server's VAPID key, kept for as long as the event is ahead.
    const keys = await ensurePushKeys(database.db);
    const first = push.accepted('push-only')[0]!;
    assert.match(String(first.headers.authorization), new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${keys.publicKey}$`));
    assert.equal(first.headers['content-encoding'], 'aes128gcm');
    assert.equal(first.headers.ttl, '3600');

    assert.deepEqual(
      (await notices('member')).map((notice) => [notice.kind, notice.title]),
      [
        ['reminder', 'Chapter Round 1 in 1 day'],
        ['reminder', 'Chapter Round 1 in 1 hour'],
      ],
    );
    assert.equal((await notices('mailOff')).length, 1, 'the notification centre still gets it');
    assert.equal((await notices('user')).length, 0);
  });

  it('a meeting reminds the roles it concerns, at its local time in the chapter zone', async () => {
    // 18:30 in Kolkata is 13:00 UTC.
    await database.db
      .insertInto('meetings')
      .values({
        title: 'Core sync',
        description: 'd',
        link: 'https://meet.example.org/c',
        date: '2031-03-04',
        time: '18:30:00',
        attendees: 'COREMEMBER',
        compulsory: true,
      })
      .execute();
    await database.db
      .insertInto('meetings')
      .values({ title: 'Open hour', description: 'd', link: 'https://meet.example.org/o', date: '2031-03-04', time: '18:30:00', attendees: 'ALL' })
      .execute();
    assert.equal((await run(new Date('2031-03-04T11:59:00Z'))).sent, 0);
    await run(new Date('2031-03-04T12:00:00Z'));
    assert.deepEqual((await subjectsTo('core')).sort(), ['Reminder: Core sync in 1 hour', 'Reminder: Open hour in 1 hour']);
    assert.deepEqual(await subjectsTo('member'), ['Reminder: Open hour in 1 hour']);
    assert.deepEqual(await subjectsTo('user'), ['Reminder: Open hour in 1 hour'], 'a meeting for all reaches users too');
    assert.match(
      (await mailsTo('core')).find((mail) => mail.includes('Core sync'))!,
      /2031-03-04, 18:30 \(Asia\/Kolkata\)\nAttendance is compulsory\.\nhttps:\/\/meet\.example\.org\/c/,
    );
  });

  it('a moved event is reminded at its new time, once; a cancelled one not at all', async () => {
    const start = new Date('2031-03-05T14:30:00Z');
    const id = await contest(start);
    await run(at(start, -HOUR));
    assert.equal((await subjectsTo('core')).length, 1);

    // Moved two hours later after its 1-hour reminder went out: the old time is never due again, the new one is.
    const moved = at(start, 2 * HOUR);
    await database.db
      .updateTable('contests')
      .set({ starts_at: moved, ends_at: at(moved, 2 * HOUR) })
      .where('id', '=', id)
      .execute();
    for (let time = at(start, -HOUR + 5 * MINUTE).getTime(); time <= moved.getTime(); time += 5 * MINUTE) await run(new Date(time));
    assert.deepEqual(await subjectsTo('core'), ['Reminder: Chapter Round 1 in 1 hour', 'Reminder: Chapter Round 1 in 1 hour']);
    assert.equal(pushedTo('push-only').length, 2);
    assert.equal((await notices('core')).length, 2, 'a notice for each start');

    // Cancelled before its reminders: nothing at all.
    const other = await contest(at(start, DAY));
    await database.db.deleteFrom('contests').where('id', '=', other).execute();
    for (let time = at(start, 0).getTime(); time <= at(start, DAY).getTime(); time += 30 * MINUTE) await run(new Date(time));
    assert.equal((await subjectsTo('core')).length, 2);
    assert.deepEqual(
      [...(await subjectsTo('core')), ...(await subjectsTo('member'))].filter((subject) => subject!.includes('Round 2')),
      [],
    );
    assert.equal((await notices('member')).filter((notice) => notice.title.includes('Round 2')).length, 0);
  });

  it('two instances running at once send each reminder once', async () => {
    const start = new Date('2031-03-05T14:30:00Z');
    await contest(start);
    const results = await Promise.all([run(at(start, -HOUR)), run(at(start, -HOUR))]);
    // member: mail + 2 browsers; core: mail; pushOnly: 1 browser.
    assert.equal(results[0]!.sent + results[1]!.sent, 5);
    assert.equal(results[0]!.notices + results[1]!.notices, 4, 'member, core, pushOnly and mailOff, each once');
    assert.equal((await subjectsTo('member')).length, 1);
    assert.equal((await subjectsTo('core')).length, 1);
    for (const name of ['member-laptop', 'member-phone', 'push-only']) assert.equal(push.accepted(name).length, 1, name);
    // And again, a run later: nothing new.
    assert.equal((await run(at(start, -HOUR + 5 * MINUTE))).sent, 0);
  });

  it('a failing push service is retried; what was sent is not sent again', async () => {
    const start = new Date('2031-03-05T14:30:00Z');
    await contest(start);
    push.answer.set('member-phone', 503);
    await assert.rejects(run(at(start, -HOUR)), /1 reminders failed \(last: push service answered 503/);
    assert.equal(push.accepted('member-laptop').length, 1);
    assert.equal(push.accepted('member-phone').length, 0);
    const failed = await database.db
      .selectFrom('reminder_deliveries')
      .select(['sent_at', 'claimed_at', 'last_error', 'attempts'])
      .where('channel', '=', 'push')
      .where('sent_at', 'is', null)
      .executeTakeFirstOrThrow();
    assert.equal(failed.claimed_at, null, 'released for the retry');
    assert.match(failed.last_error ?? '', /503/);

    // Still failing at the next run; then the service recovers.
    await assert.rejects(run(at(start, -HOUR + 5 * MINUTE)));
    push.answer.clear();
    const retry = await run(at(start, -HOUR + 10 * MINUTE));
    assert.equal(retry.sent, 1);
    assert.equal(push.accepted('member-phone').length, 1);
    assert.equal(push.accepted('member-laptop').length, 1);
    assert.equal((await subjectsTo('member')).length, 1);
    assert.equal(push.received.filter((received) => received.path === '/push/member-phone').length, 3, 'tried three times');
  });

  it('a browser the push service no longer knows (410) is forgotten', async () => {
    const start = new Date('2031-03-05T14:30:00Z');
    await contest(start);
    await subscribe('core', 'core-old-browser');
    await database.db.updateTable('reminder_settings').set({ push: true }).where('user_id', '=', people.core!.id).execute();
    push.answer.set('core-old-browser', 410);
    await run(at(start, -HOUR));
    const left = await database.db.selectFrom('push_subscriptions').select('id').where('user_id', '=', people.core!.id).execute();
    assert.equal(left.length, 0);
    assert.equal((await subjectsTo('core')).length, 1, 'the mail still went');
    await database.db.updateTable('reminder_settings').set({ push: false }).where('user_id', '=', people.core!.id).execute();
  });
});
