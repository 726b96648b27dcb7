import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { sql } from 'kysely';
import type { Role } from '@chapter/shared/roles';
import { createTestDatabase } from '../../test/database';
import type { DatabaseHandle } from '../db';
import type { Mail, Mailer } from '../mail';
import { createUser } from '../modules/users/service';
import { sendEventMail, startEventMail, type EventMailContext } from './eventMail';

const quiet = { info() {}, warn() {}, error() {} };

/** A mailer that records what it sends; `failFor` addresses fail while listed. */
function recordingMailer(failFor = new Set<string>()): Mailer & { sent: Mail[]; attempts: string[]; failed: string[] } {
  const sent: Mail[] = [];
  const attempts: string[] = [];
  const failed: string[] = [];
  return {
    sent,
    attempts,
    failed,
    async send(mail) {
      attempts.push(mail.to);
      // A real send takes a moment: a second worker running alongside gets its turn in between.
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (failFor.has(mail.to)) {
        failed.push(mail.to);
        throw new Error(`mailbox of ${mail.to} unavailable`);
      }
      sent.push(mail);
    },
  };
}

const count = (mails: Mail[], to: string) => mails.filter((mail) => mail.to === to).length;

describe('event mail job', () => {
  let database: DatabaseHandle;
  const people: Record<string, { id: string; email: string }> = {};
  let n = 0;

  const person = async (key: string, role: Role, flags: { subscribed?: boolean; blocked?: boolean } = {}) => {
    const user = await createUser(database.db, { email: `mail${++n}.${key}@example.edu`, name: key, password: 'secret-pass', role });
    if (flags.subscribed === false || flags.blocked) {
      await database.db
        .updateTable('users')
        .set({ subscribed: flags.subscribed ?? true, blocked: flags.blocked ?? false })
        .where('id', '=', user.id)
        .execute();
    }
    people[key] = { id: user.id, email: user.email };
  };

  const meeting = async (attendees: 'ALL' | 'MEMBER' | 'COREMEMBER', title = 'Weekly sync') =>
    (
      await database.db
        .insertInto('meetings')
        .values({
          title,
          description: 'Plans for the month',
          link: 'https://meet.example.org/abc',
          date: '2031-03-04',
          time: '18:30:00',
          compulsory: true,
          attendees,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  const ctx = (mailer: Mailer): EventMailContext => ({
    db: database.db,
    mailer,
    timeZone: 'Asia/Kolkata',
    publicUrl: 'https://chapter.example.edu',
    log: quiet,
  });

  before(async () => {
    database = await createTestDatabase();
    await person('user', 'USER');
    await person('member', 'MEMBER');
    await person('core', 'COREMEMBER');
    await person('president', 'PRESIDENT');
    await person('unsubscribed', 'MEMBER', { subscribed: false });
    await person('blocked', 'COREMEMBER', { blocked: true });
  });
  after(() => database.close());
  beforeEach(async () => {
    await database.db.deleteFrom('event_mail_deliveries').execute();
  });

  it('mails each subscribed, unblocked user at or above the attendees role, once, with the meeting in the text', async () => {
    const expected: Record<'ALL' | 'MEMBER' | 'COREMEMBER', string[]> = {
      ALL: ['user', 'member', 'core', 'president'],
      MEMBER: ['member', 'core', 'president'],
      COREMEMBER: ['core', 'president'],
    };
    for (const [attendees, keys] of Object.entries(expected) as Array<[keyof typeof expected, string[]]>) {
      const mailer = recordingMailer();
      const id = await meeting(attendees);
      const result = await sendEventMail(ctx(mailer), { kind: 'meeting', id });
      assert.deepEqual(result, { sent: keys.length, failed: 0, skipped: 0 }, attendees);
      assert.deepEqual(mailer.sent.map((mail) => mail.to).sort(), keys.map((key) => people[key]!.email).sort(), attendees);
    }
    const sample = recordingMailer();
    await sendEventMail(ctx(sample), { kind: 'meeting', id: await meeting('COREMEMBER', 'Budget review') });
    assert.equal(sample.sent[0]!.subject, 'Compulsory meeting: Budget review');
    assert.match(sample.sent[0]!.text, /2031-03-04, 18:30 \(Asia\/Kolkata\)/);
    assert.match(sample.sent[0]!.text, /Join: https:\/\/meet\.example\.org\/abc/);
    assert.match(sample.sent[0]!.text, /https:\/\/chapter\.example\.edu\/dashboard/);
  });

  it('mails a contest to members and above', async () => {
    const { id } = await database.db
      .insertInto('contests')
      .values({
        name: 'Chapter Round 9',
        link: 'https://codeforces.com/contest/2001',
        platform: 'Codeforces',
        date: '2031-03-05',
        start_time: '20:00:00',
        end_time: '22:00:00',
        starts_at: new Date('2031-03-05T14:30:00Z'),
        ends_at: new Date('2031-03-05T16:30:00Z'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const mailer = recordingMailer();
    await sendEventMail(ctx(mailer), { kind: 'contest', id });
    assert.deepEqual(mailer.sent.map((mail) => mail.to).sort(), ['member', 'core', 'president'].map((key) => people[key]!.email).sort());
    assert.equal(mailer.sent[0]!.subject, 'Contest scheduled: Chapter Round 9');
  });

  it('a second run, or two workers at once, never mail anyone twice', async () => {
    const id = await meeting('ALL');
    const first = recordingMailer();
    await sendEventMail(ctx(first), { kind: 'meeting', id });
    const again = recordingMailer();
    assert.deepEqual(await sendEventMail(ctx(again), { kind: 'meeting', id }), { sent: 0, failed: 0, skipped: 4 });
    assert.equal(again.attempts.length, 0);

    const other = await meeting('ALL', 'Second sync');
    const shared = recordingMailer();
    const results = await Promise.all([sendEventMail(ctx(shared), { kind: 'meeting', id: other }), sendEventMail(ctx(shared), { kind: 'meeting', id: other })]);
    for (const key of ['user', 'member', 'core', 'president']) assert.equal(count(shared.sent, people[key]!.email), 1, key);
    assert.equal(results[0]!.sent + results[1]!.sent, 4);
    const rows = await database.db.selectFrom('event_mail_deliveries').select(['user_id', 'sent_at']).where('event_id', '=', other).execute();
    assert.equal(rows.length, 4);
    assert.ok(rows.every((row) => row.sent_at !== null));
  });

  it('a failed send fails the run, and the retry sends only what is missing', async () => {
    const id = await meeting('MEMBER');
    const failing = recordingMailer(new Set([people.core!.email]));
    await assert.rejects(sendEventMail(ctx(failing), { kind: 'meeting', id }), /1 of 3 event mails failed/);
    assert.equal(failing.sent.length, 2);
    const stored = await database.db
      .selectFrom('event_mail_deliveries')
      .select(['last_error', 'sent_at'])
      .where('event_id', '=', id)
      .where('user_id', '=', people.core!.id)
      .executeTakeFirstOrThrow();
    assert.equal(stored.sent_at, null);
    assert.match(stored.last_error ?? '', /unavailable/);

    const retry = recordingMailer();
    assert.deepEqual(await sendEventMail(ctx(retry), { kind: 'meeting', id }), { sent: 1, failed: 0, skipped: 2 });
    assert.deepEqual(retry.attempts, [people.core!.email]);
  });

  it('a claim left by a worker that died mid-send is taken again after the lease; a fresh claim is not', async () => {
    const id = await meeting('COREMEMBER');
    await database.db
      .insertInto('event_mail_deliveries')
      .values([
        { event_kind: 'meeting', event_id: id, user_id: people.core!.id, claimed_at: sql<Date>`now() - interval '11 minutes'`, attempts: 1 },
        { event_kind: 'meeting', event_id: id, user_id: people.president!.id, claimed_at: sql<Date>`now()`, attempts: 1 },
      ])
      .execute();
    const mailer = recordingMailer();
    assert.deepEqual(await sendEventMail(ctx(mailer), { kind: 'meeting', id }), { sent: 1, failed: 0, skipped: 1 });
    assert.deepEqual(mailer.attempts, [people.core!.email]);
  });

  it('an event deleted before its job ran mails no one', async () => {
    const id = await meeting('ALL');
    await database.db.deleteFrom('meetings').where('id', '=', id).execute();
    const mailer = recordingMailer();
    assert.deepEqual(await sendEventMail(ctx(mailer), { kind: 'meeting', id }), { sent: 0, failed: 0, skipped: 0 });
  });

  it('through pg-boss: two workers on one database, a failed send retried, still one mail each', async () => {
    const failFor = new Set([people.member!.email]);
    const mailer = recordingMailer(failFor);
    // Two queue instances on one database stand for two API processes.
    const queues = [
      await startEventMail({ database }, ctx(mailer), { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 }),
      await startEventMail({ database }, ctx(mailer), { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 }),
    ];
    try {
      const id = await database.db.transaction().execute(async (trx) => {
        const created = await trx
          .insertInto('meetings')
          .values({ title: 'Queued', description: 'd', link: 'https://meet.example.org/q', date: '2031-03-06', time: '10:00:00', attendees: 'MEMBER' })
          .returning('id')
          .executeTakeFirstOrThrow();
        await queues[0]!.enqueue(trx, { kind: 'meeting', id: created.id });
        return created.id;
      });
      const deadline = Date.now() + 30_000;
      // Until the member's send has really failed (not merely started), the mailbox stays broken.
      const memberTried = () => mailer.failed.includes(people.member!.email);
      while ((mailer.sent.length < 2 || !memberTried()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      assert.equal(mailer.sent.length, 2, 'the two healthy mailboxes got theirs on the first run');
      assert.equal(count(mailer.sent, people.member!.email), 0);
      // The member's mailbox recovers; the job's retry delivers to it.
      failFor.clear();
      while (mailer.sent.length < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      for (const key of ['member', 'core', 'president']) assert.equal(count(mailer.sent, people[key]!.email), 1, key);
      assert.equal(mailer.sent.length, 3);
      assert.ok(mailer.attempts.filter((to) => to === people.member!.email).length >= 2, 'the member was tried again');
      const rows = await database.db.selectFrom('event_mail_deliveries').select('sent_at').where('event_id', '=', id).execute();
      assert.equal(rows.filter((row) => row.sent_at !== null).length, 3);
    } finally {
      for (const queue of queues) await queue.stop();
    }
  });

  it('a rolled-back event leaves no mail job behind', async () => {
    const mailer = recordingMailer();
    const queue = await startEventMail({ database }, ctx(mailer), { pollingIntervalSeconds: 0.5 });
    const mailJobs = async () =>
      (await sql<{ n: number }>`select count(*)::int as n from pgboss.job where name = 'event-mail'`.execute(database.db)).rows[0]!.n;
    try {
      const before = await mailJobs();
      await assert.rejects(
        database.db.transaction().execute(async (trx) => {
          const created = await trx
            .insertInto('meetings')
            .values({ title: 'Never', description: 'd', link: 'https://meet.example.org/n', date: '2031-03-07', time: '10:00:00' })
            .returning('id')
            .executeTakeFirstOrThrow();
          await queue.enqueue(trx, { kind: 'meeting', id: created.id });
          // Inside the transaction the job is there; the rollback takes it away with the meeting.
          const inside = await sql<{ n: number }>`select count(*)::int as n from pgboss.job where name = 'event-mail'`.execute(trx);
          assert.equal(inside.rows[0]!.n, before + 1);
          throw new Error('the request failed after queueing');
        }),
        /request failed/,
      );
      assert.equal(await mailJobs(), before);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      assert.equal(mailer.attempts.length, 0);
    } finally {
      await queue.stop();
    }
  });
});
