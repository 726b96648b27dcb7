import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { createTestDatabase } from '../../test/database';
import type { DatabaseHandle } from '../db';
import { createUser } from '../modules/users/service';
import { updateSchedulerSettings } from '../modules/points/schedulerSettings';
import { runMonthEnd, scheduledMonthEnd, type MonthEndStep } from './monthEnd';
import { seedMembers } from '../demo/seedMembers';

const quiet = { info() {}, warn() {}, error() {} };

describe('month end', () => {
  let database: DatabaseHandle;
  const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chapter-month-end-'));
  before(async () => {
    database = await createTestDatabase();
  });
  after(async () => {
    await database.close();
    fs.rmSync(backupDir, { recursive: true, force: true });
  });
  const ctx = () => ({ db: database.db, log: quiet });

  it('awards the podium, the longest streak and the best average, and freezes the ranks', async () => {
    const db = database.db;
    const make = async (name: string) => createUser(db, { email: `${name}@small.test`, name, password: 'secret-pass', role: 'MEMBER' });
    const [ana, ben, cai, dev] = [await make('ana'), await make('ben'), await make('cai'), await make('dev')];
    const points = (userId: string, day: string, amount: number) =>
      db
        .insertInto('points_ledger')
        .values({ user_id: userId, source: `adjustment:${userId}:${day}`, kind: 'adjustment', platform: null, day, points: amount })
        .execute();
    await points(ana.id, '2026-09-03', 10);
    await points(ben.id, '2026-09-04', 7);
    await points(cai.id, '2026-09-05', 7);
    await points(dev.id, '2026-09-05', 1);
    await points(dev.id, '2026-10-01', 50); // next month: does not count
    for (const day of ['2026-09-10', '2026-09-11', '2026-09-12', '2026-09-13']) {
      await db.insertInto('solved_days').values({ user_id: dev.id, platform: 'leetcode', day, solved: 1 }).execute();
    }
    await db.insertInto('solved_days').values({ user_id: ana.id, platform: 'geeksforgeeks', day: '2026-09-20', solved: 30 }).execute();
    await db.updateTable('users').set({ subscribed: false }).where('id', '=', ben.id).execute();

    const result = await runMonthEnd(ctx(), '2026-09', { backupDir });
    // Auto-kick is switched off by default: left out, and recorded as skipped so it can run later.
    assert.deepEqual(result.stepsRun, ['ranks', 'achievements', 'backup', 'subscriptions']);
    assert.deepEqual(result.stepsSkipped, ['autoKick']);

    const ranks = await db
      .selectFrom('monthly_ranks')
      .select(['user_id', 'points', 'rank'])
      .where('month', '=', '2026-09')
      .orderBy('rank')
      .orderBy('user_id')
      .execute();
    const tied = [ben.id, cai.id].sort();
    assert.deepEqual(
      ranks.map((row) => [row.user_id, row.points, row.rank]),
      [
        [ana.id, 10, 1],
        [tied[0], 7, 2],
        [tied[1], 7, 2],
        [dev.id, 1, 4],
      ],
    );
    const awards = await db
      .selectFrom('achievements')
      .select(['user_id', 'type', 'value'])
      .where('month', '=', '2026-09')
      .orderBy('type')
      .orderBy('user_id')
      .execute();
    const byType = (type: string) =>
      awards
        .filter((award) => award.type === type)
        .map((award) => award.user_id)
        .sort();
    assert.deepEqual(byType('gold'), [ana.id]);
    assert.deepEqual(byType('silver'), [ben.id, cai.id].sort()); // a tie shares the medal
    assert.deepEqual(byType('bronze'), []); // nobody is third after a shared second
    assert.deepEqual(byType('dailyActiveStreak'), [dev.id]);
    assert.equal(awards.find((award) => award.type === 'dailyActiveStreak')?.value, 4);
    assert.deepEqual(byType('maxAvgPerDay'), [ana.id]);
    assert.equal(awards.find((award) => award.type === 'maxAvgPerDay')?.value, 1); // 30 problems over 30 days
    assert.equal((await db.selectFrom('users').select('subscribed').where('id', '=', ben.id).executeTakeFirstOrThrow()).subscribed, true);
    assert.ok(fs.existsSync(path.join(backupDir, '2026-09.json.gz')));

    assert.equal((await runMonthEnd(ctx(), '2026-09', { backupDir })).alreadyDone, true);
  });

  it('auto-kick takes active membership from members below the passing mark, protected ones excepted', async () => {
    const db = database.db;
    await updateSchedulerSettings(db, { autoKickScheduler: true, passingMarks: 5 });
    try {
      const make = async (name: string, role: 'MEMBER' | 'COREMEMBER', isProtected = false) => {
        const user = await createUser(db, { email: `${name}@kick.test`, name, password: 'secret-pass', role });
        if (isProtected) await db.updateTable('users').set({ protected: true }).where('id', '=', user.id).execute();
        return user;
      };
      const [passes, fails, guarded, core] = [
        await make('passes', 'MEMBER'),
        await make('fails', 'MEMBER'),
        await make('guarded', 'MEMBER', true),
        await make('core', 'COREMEMBER'),
      ];
      await db
        .insertInto('points_ledger')
        .values({ user_id: passes.id, source: 'adjustment:passes', kind: 'adjustment', platform: null, day: '2026-07-10', points: 5 })
        .execute();
      await runMonthEnd(ctx(), '2026-07', { backupDir });
      const roles = await db.selectFrom('users').select(['id', 'role']).where('id', 'in', [passes.id, fails.id, guarded.id, core.id]).execute();
      const roleOf = (id: string) => roles.find((row) => row.id === id)?.role;
      assert.deepEqual([roleOf(passes.id), roleOf(fails.id), roleOf(guarded.id), roleOf(core.id)], ['MEMBER', 'USER', 'MEMBER', 'COREMEMBER']);
    } finally {
      await updateSchedulerSettings(db, { autoKickScheduler: false, passingMarks: 30 });
      await db.updateTable('users').set({ role: 'MEMBER' }).where('email', 'like', '%@kick.test').where('role', '=', 'USER').execute();
    }
  });

  it('leaves out what the admin switched off', async () => {
    await updateSchedulerSettings(database.db, { achievementScheduler: false, backupDataScheduler: false });
    try {
      await runMonthEnd(ctx(), '2026-08', { backupDir });
      const awards = await database.db.selectFrom('achievements').select('id').where('month', '=', '2026-08').execute();
      assert.equal(awards.length, 0);
      assert.equal(fs.existsSync(path.join(backupDir, '2026-08.json.gz')), false);
    } finally {
      await updateSchedulerSettings(database.db, { achievementScheduler: true, backupDataScheduler: true });
    }
  });

  it('the scheduled run is in the audit log once; a second process finding nothing left adds nothing', async () => {
    const entries = () => database.db.selectFrom('audit_log').select(['actor_id', 'actor_name', 'after']).where('action', '=', 'run-month-end').execute();
    const jobCtx = { ...ctx(), backupDir, timeZone: 'UTC', clients: {} as never };
    const first = await scheduledMonthEnd(jobCtx, '2026-05');
    assert.ok(first.stepsRun.includes('ranks'));
    await scheduledMonthEnd(jobCtx, '2026-05');
    const logged = await entries();
    assert.equal(logged.length, 1);
    assert.equal(logged[0].actor_id, null);
    assert.equal(logged[0].actor_name, 'Schedule');
    assert.equal((logged[0].after as { month: string }).month, '2026-05');
  });

  it('10,000 members with crashes injected half way: the re-run equals a clean run', async () => {
    const db = database.db;
    const month = '2026-10';
    await updateSchedulerSettings(db, { autoKickScheduler: true });
    // A fifth of the days carry activity: the same shape at a size PGlite seeds in seconds.
    await seedMembers(db, 10_000, month, 'crash', 0.2);
    const subscribedBefore = await sql<{ id: string; subscribed: boolean; role: string }>`select id, subscribed, role from users`.execute(db);

    const outcome = async () => ({
      ranks: (await sql`select user_id, points, rank from monthly_ranks where month = ${month} order by user_id`.execute(db)).rows,
      achievements: (await sql`select user_id, type, value from achievements where month = ${month} order by user_id, type`.execute(db)).rows,
      subscribed: (await sql`select id, subscribed, role from users order by id`.execute(db)).rows,
      steps: (await sql`select steps_done from month_end_runs where month = ${month}`.execute(db)).rows,
    });

    const crashes: Array<{ step: MonthEndStep; when: 'during' | 'after' }> = [
      { step: 'ranks', when: 'during' },
      { step: 'achievements', when: 'during' },
      { step: 'achievements', when: 'after' },
      { step: 'backup', when: 'during' },
      { step: 'autoKick', when: 'during' },
      { step: 'subscriptions', when: 'during' },
    ];
    for (const crash of crashes) await assert.rejects(runMonthEnd(ctx(), month, { backupDir, crash }), /injected crash/);
    await runMonthEnd(ctx(), month, { backupDir });
    const resumed = await outcome();
    assert.equal(resumed.ranks.length >= 10_000, true);
    assert.ok(resumed.achievements.length >= 3);

    // Undo the month end and run it once, cleanly.
    await sql`delete from monthly_ranks where month = ${month}`.execute(db);
    await sql`delete from achievements where month = ${month}`.execute(db);
    await sql`delete from month_end_runs where month = ${month}`.execute(db);
    await sql`update users set subscribed = s.subscribed, role = s.role from json_populate_recordset(null::users, ${JSON.stringify(subscribedBefore.rows)}::json) s where s.id = users.id`.execute(
      db,
    );
    fs.rmSync(path.join(backupDir, `${month}.json.gz`));
    await runMonthEnd(ctx(), month, { backupDir });

    assert.deepEqual(await outcome(), resumed);
  });
});
