// Runs cut off by a PostgreSQL outage (issue 34, docs/operations.md "When PostgreSQL is lost"): an event mail run and a
// month end (with its backup) lose their database in the middle, wait, and complete exactly once when it is back.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { connectPostgres, type DatabaseHandle } from '../db';
import { migrateToLatest } from '../db/migrate';
import { seedMembers } from '../demo/seedMembers';
import type { Mail, Mailer } from '../mail';
import { updateSchedulerSettings } from '../modules/points/schedulerSettings';
import { createUser } from '../modules/users/service';
import { outageTestServer, scratchDatabase, startCutProxy, type CutProxy } from '../../test/cutProxy';
import { claimDelivery } from './deliveries';
import { EVENT_MAIL_QUEUE, startEventMail, type EventMailQueue } from './eventMail';
import { runMonthEnd, type MonthEndPoint } from './monthEnd';
import { runThroughOutage } from './outage';

const quiet = { info() {}, warn() {}, error() {} };
const serverUrl = await outageTestServer();
const RECIPIENTS = 12;
const MONTH = '2026-10';
// Hang guards only: each wait ends as soon as its condition holds.
const HANG_GUARD_MS = 120_000;

async function until(condition: () => Promise<boolean> | boolean, what: string): Promise<void> {
  const deadline = Date.now() + HANG_GUARD_MS;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('runs cut off by a PostgreSQL outage', { skip: serverUrl ? false : 'no PostgreSQL server (set TEST_DATABASE_URL)' }, () => {
  let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
  let direct: DatabaseHandle;
  let proxy: CutProxy;
  let database: DatabaseHandle;
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  /** Cuts the database now and gives it back a moment later (the run must wait for it, however long). */
  const outage = async () => {
    await proxy.cut();
    setTimeout(() => void proxy.restore(), 1_500);
  };

  before(async () => {
    process.on('unhandledRejection', onUnhandled);
    scratch = await scratchDatabase(serverUrl!, 'chapter_outage_jobs');
    direct = connectPostgres(scratch.url);
    await migrateToLatest(direct.db);
    proxy = await startCutProxy(scratch.url);
    database = connectPostgres(proxy.url);
  });
  after(async () => {
    process.off('unhandledRejection', onUnhandled);
    await database?.close();
    await proxy?.close();
    await direct?.close();
    await scratch?.drop();
  });

  it('a claim whose answer was lost is taken back by the same worker, not by another', async () => {
    const key = {
      event_kind: 'meeting',
      event_id: '00000000-0000-4000-8000-000000000001',
      user_id: (await createUser(direct.db, { email: 'claim@example.edu', name: 'Claim', password: 'secret-pass', role: 'USER' })).id,
    };
    await direct.db
      .insertInto('meetings')
      .values({
        id: key.event_id,
        title: 'T',
        description: 'D',
        link: 'https://meet.example.org/x',
        date: '2031-03-04',
        time: '18:30:00',
        compulsory: false,
        attendees: 'ALL',
      })
      .execute();
    // A mark as claimDelivery makes them: this clock to the microsecond (a live claim, well inside its lease).
    const lost = new Date().toISOString().replace('Z', '456Z');
    // The first claim committed, but its worker never heard back.
    await sql`insert into event_mail_deliveries (event_kind, event_id, user_id, claimed_at, attempts) values (${key.event_kind}, ${key.event_id}, ${key.user_id}, now(), 1)`.execute(
      direct.db,
    );
    await sql`update event_mail_deliveries set claimed_at = ${lost}::timestamptz`.execute(direct.db);
    assert.equal(await claimDelivery(direct.db, 'event_mail_deliveries', key), false, 'another worker sees a live claim');
    assert.equal(await claimDelivery(direct.db, 'event_mail_deliveries', key, undefined, [lost]), true, 'the worker that made it takes it back');
    await direct.db.deleteFrom('event_mail_deliveries').execute();
    await direct.db.deleteFrom('meetings').execute();
  });

  it('an event mail run: the database goes away after a mail went out; each member gets the mail once and the job completes once', async () => {
    const emails: string[] = [];
    for (let i = 0; i < RECIPIENTS; i++) {
      emails.push((await createUser(direct.db, { email: `outage${i}@example.edu`, name: `Member ${i}`, password: 'secret-pass', role: 'MEMBER' })).email);
    }
    const sent: Mail[] = [];
    let cuts = 0;
    const mailer: Mailer = {
      async send(mail) {
        sent.push(mail);
        // The 4th and the 9th mail go out, then the database is cut before the run can record them.
        if (sent.length === 4 || sent.length === 9) {
          cuts += 1;
          await outage();
        }
      },
    };
    let queue: EventMailQueue | null = null;
    try {
      queue = await startEventMail(
        { database },
        { db: database.db, mailer, timeZone: 'Asia/Kolkata', publicUrl: 'https://chapter.example.edu', log: quiet },
        { pollingIntervalSeconds: 0.5, outageWait: { pauseMs: 200, maxPauseMs: 500 } },
      );
      const { id } = await direct.db
        .insertInto('meetings')
        .values({
          title: 'Outage drill',
          description: 'D',
          link: 'https://meet.example.org/o',
          date: '2031-03-04',
          time: '18:30:00',
          compulsory: false,
          attendees: 'ALL',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await queue.enqueue(direct.db, { kind: 'meeting', id });
      const jobs = () => sql<{ state: string }>`select state from pgboss.job where name = ${EVENT_MAIL_QUEUE}`.execute(direct.db);
      await until(async () => (await jobs()).rows.some((row) => row.state === 'completed'), 'the mail job completed');
      assert.equal(cuts, 2, 'the run lost its database twice');
      const counts = new Map<string, number>();
      for (const mail of sent) counts.set(mail.to, (counts.get(mail.to) ?? 0) + 1);
      for (const email of emails) assert.equal(counts.get(email), 1, `${email} mailed once`);
      const everyone = await direct.db.selectFrom('users').select('email').where('subscribed', '=', true).where('blocked', '=', false).execute();
      assert.deepEqual(sent.map((mail) => mail.to).sort(), everyone.map((user) => user.email).sort(), 'everyone the meeting concerns, once each');
      const rows = await sql<{
        unsent: number;
      }>`select count(*) filter (where sent_at is null) as unsent from event_mail_deliveries where event_id = ${id}`.execute(direct.db);
      assert.equal(rows.rows[0]!.unsent, 0, 'every delivery is recorded as sent');
      assert.deepEqual(
        (await jobs()).rows.map((row) => row.state),
        ['completed'],
        'one job, completed once, not retried',
      );
    } finally {
      await queue?.stop();
    }
    assert.deepEqual(unhandled, [], 'no unhandled rejection');
  });

  it('a month end: the database goes away inside a step and while the backup is renamed; one backup, each achievement once', async () => {
    const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chapter-outage-backups-'));
    try {
      await updateSchedulerSettings(direct.db, { autoKickScheduler: true });
      await seedMembers(direct.db, 40, MONTH, 'outage', 0.2);
      const usersBefore = (await sql`select id, role, subscribed from users`.execute(direct.db)).rows;
      const cutAt = new Set<MonthEndPoint>(['achievements:during', 'backup:renamed', 'autoKick:start']);
      const reachedCuts: string[] = [];
      let runs = 0;
      const result = await runThroughOutage(
        () => {
          runs += 1;
          return runMonthEnd({ db: database.db, log: quiet }, MONTH, {
            backupDir,
            reached: async (point) => {
              if (!cutAt.delete(point)) return;
              reachedCuts.push(point);
              await outage();
            },
          });
        },
        quiet,
        { pauseMs: 200, maxPauseMs: 500 },
      );
      assert.deepEqual(reachedCuts, ['achievements:during', 'backup:renamed', 'autoKick:start']);
      assert.ok(runs >= 2, `the month end ran again after the outage (${runs} runs)`);
      assert.ok(result.stepsRun.length > 0);

      const outcome = async () => ({
        ranks: (await sql`select user_id, points, rank from monthly_ranks where month = ${MONTH} order by user_id`.execute(direct.db)).rows,
        achievements: (await sql`select user_id, type, value from achievements where month = ${MONTH} order by user_id, type`.execute(direct.db)).rows,
        users: (await sql`select id, role, subscribed from users order by id`.execute(direct.db)).rows,
        runs: (await sql`select steps_done, finished_at is not null as finished from month_end_runs where month = ${MONTH}`.execute(direct.db)).rows,
        backups: fs.readdirSync(backupDir).sort(),
        records: (await direct.db.selectFrom('backups').select('name').execute()).map((row) => row.name),
      });
      const resumed = await outcome();
      assert.deepEqual(resumed.backups, [`${MONTH}.json.gz`], 'one backup file');
      assert.deepEqual(resumed.records, [`${MONTH}.json.gz`], 'one backup recorded');
      assert.ok(resumed.achievements.length >= 3, 'achievements were awarded');
      assert.deepEqual(resumed.runs, [{ steps_done: ['ranks', 'achievements', 'backup', 'autoKick', 'subscriptions'], finished: true }]);

      // The same month end run once, without an outage, gives the same result.
      await sql`delete from monthly_ranks where month = ${MONTH}`.execute(direct.db);
      await sql`delete from achievements where month = ${MONTH}`.execute(direct.db);
      await sql`delete from month_end_runs where month = ${MONTH}`.execute(direct.db);
      await sql`delete from backups`.execute(direct.db);
      await sql`update users set subscribed = s.subscribed, role = s.role from json_populate_recordset(null::users, ${JSON.stringify(usersBefore)}::json) s where s.id = users.id`.execute(
        direct.db,
      );
      fs.rmSync(path.join(backupDir, `${MONTH}.json.gz`));
      await runMonthEnd({ db: direct.db, log: quiet }, MONTH, { backupDir });
      assert.deepEqual(await outcome(), resumed);
    } finally {
      fs.rmSync(backupDir, { recursive: true, force: true });
    }
    assert.deepEqual(unhandled, [], 'no unhandled rejection');
  });
});
