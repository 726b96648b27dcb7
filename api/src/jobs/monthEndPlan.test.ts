import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Role } from '@chapter/shared/roles';
import { createTestDatabase } from '../../test/database';
import type { DatabaseHandle } from '../db';
import { createUser } from '../modules/users/service';
import { updateSchedulerSettings } from '../modules/points/schedulerSettings';
import { planMonthEnd } from '../modules/monthEnd/plan';
import { monthStatus, previewMonthEnd } from '../modules/monthEnd/service';
import { distrust } from '../backup/verify';
import { runMonthEnd } from './monthEnd';

const quiet = { info() {}, warn() {}, error() {} };

describe('month end: the preview is what the run does', () => {
  let database: DatabaseHandle;
  const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chapter-month-end-plan-'));
  before(async () => {
    database = await createTestDatabase();
  });
  after(async () => {
    await database.close();
    fs.rmSync(backupDir, { recursive: true, force: true });
  });
  const ctx = () => ({ db: database.db, log: quiet });

  /** A member with this month's points (and, optionally, active days), flags and role. */
  const member = async (tag: string, name: string, role: Role, points: number, flags: { protected?: boolean; blocked?: boolean; days?: string[] } = {}) => {
    const db = database.db;
    const user = await createUser(db, { email: `${name.toLowerCase()}@${tag}.test`, name, password: 'secret-pass', role });
    await db
      .updateTable('users')
      .set({ protected: flags.protected ?? false, blocked: flags.blocked ?? false })
      .where('id', '=', user.id)
      .execute();
    if (points > 0) {
      const day = `${tag}-05`;
      await db
        .insertInto('points_ledger')
        .values({ user_id: user.id, source: `adjustment:${user.id}`, kind: 'adjustment', platform: null, day, points })
        .execute();
    }
    for (const day of flags.days ?? []) await db.insertInto('solved_days').values({ user_id: user.id, platform: 'leetcode', day, solved: 2 }).execute();
    return user;
  };

  it('a chapter with ties, protected, blocked and core members below the mark: the run awards, ranks and removes exactly the preview', async () => {
    const db = database.db;
    const month = '2026-05';
    await updateSchedulerSettings(db, { autoKickScheduler: true, passingMarks: 10 });
    const streak = ['2026-05-10', '2026-05-11', '2026-05-12', '2026-05-13'];
    const ana = await member(month, 'Ana', 'MEMBER', 40, { days: streak });
    const ben = await member(month, 'Ben', 'MEMBER', 25, { days: streak }); // ties Cai for silver, and Ana for the streak
    const cai = await member(month, 'Cai', 'COREMEMBER', 25);
    const dev = await member(month, 'Dev', 'MEMBER', 12); // rank 4, no medal
    const low = await member(month, 'Low', 'MEMBER', 3); // below the mark: removed
    const none = await member(month, 'None', 'MEMBER', 0); // below the mark: removed
    const guarded = await member(month, 'Guarded', 'MEMBER', 2, { protected: true });
    const core = await member(month, 'Core', 'COREMEMBER', 1);
    const vice = await member(month, 'Vice', 'VICEPRESIDENT', 0);
    const blocked = await member(month, 'Blocked', 'MEMBER', 4, {
      blocked: true,
      days: ['2026-05-01', '2026-05-02', '2026-05-03', '2026-05-04', '2026-05-05'],
    });
    const visitor = await member(month, 'Visitor', 'USER', 50); // USER: not ranked, never removed
    const mine = [ana, ben, cai, dev, low, none, guarded, core, vice, blocked, visitor].map((user) => user.id);
    const rolesBefore = new Map((await db.selectFrom('users').select(['id', 'role']).where('id', 'in', mine).execute()).map((row) => [row.id, row.role]));

    const plan = await planMonthEnd(db, month);
    const preview = await previewMonthEnd(db, month);
    const key = (award: { userId: string; type: string; value: number }) => `${award.type}:${award.userId}:${award.value}`;

    // What the preview shows, as a reader checks it.
    const awardsOf = (type: string) =>
      preview.achievements
        .filter((award) => award.type === type)
        .map((award) => award.name)
        .sort();
    assert.deepEqual(awardsOf('gold'), ['Ana']);
    assert.deepEqual(awardsOf('silver'), ['Ben', 'Cai']);
    assert.deepEqual(awardsOf('bronze'), []);
    assert.deepEqual(awardsOf('dailyActiveStreak'), ['Ana', 'Ben'], 'the blocked member’s longer streak does not count');
    assert.deepEqual(preview.removals.map((one) => one.name).sort(), ['Low', 'None']);
    assert.deepEqual(preview.spared.map((one) => [one.name, one.reason]).sort(), [
      ['Blocked', 'blocked'],
      ['Core', 'coreMember'],
      ['Guarded', 'protected'],
      ['Vice', 'coreMember'],
    ]);
    assert.deepEqual(
      preview.status.steps.map((step) => step.state),
      ['pending', 'pending', 'pending', 'pending', 'pending'],
    );

    const result = await runMonthEnd(ctx(), month, { backupDir });
    assert.deepEqual(result.stepsRun, ['ranks', 'achievements', 'backup', 'autoKick', 'subscriptions']);

    const awarded = await db.selectFrom('achievements').select(['user_id as userId', 'type', 'value']).where('month', '=', month).execute();
    assert.deepEqual(awarded.map((row) => key({ ...row, value: row.value ?? 0 })).sort(), preview.achievements.map(key).sort());
    const ranks = await db.selectFrom('monthly_ranks').select(['user_id as userId', 'points', 'rank']).where('month', '=', month).execute();
    const byUser = (a: { userId: string }, b: { userId: string }) => a.userId.localeCompare(b.userId);
    assert.deepEqual(ranks.sort(byUser), [...plan.standings].sort(byUser));
    assert.equal(ranks.length, preview.ranked);
    const rolesAfter = await db.selectFrom('users').select(['id', 'role']).where('id', 'in', mine).execute();
    const changed = rolesAfter.filter((row) => row.role !== rolesBefore.get(row.id));
    assert.deepEqual(changed.map((row) => row.id).sort(), preview.removals.map((one) => one.userId).sort());
    assert.ok(changed.every((row) => row.role === 'USER'));
    assert.equal(await distrust(db, path.join(backupDir, `${month}.json.gz`)), null, 'the backup verifies');

    const after = await monthStatus(db, month);
    assert.deepEqual(
      after.steps.map((step) => step.state),
      ['done', 'done', 'done', 'done', 'done'],
    );
    assert.ok(after.finishedAt);
    assert.equal((await runMonthEnd(ctx(), month, { backupDir })).alreadyDone, true);
  });

  it('a step switched off is recorded as skipped and runs later: once switched on, or on its own when asked for', async () => {
    const db = database.db;
    const month = '2026-06';
    await updateSchedulerSettings(db, { autoKickScheduler: false, backupDataScheduler: false, passingMarks: 10 });
    try {
      const stays = await member(month, 'Stays', 'MEMBER', 50);
      const slacker = await member(month, 'Slacker', 'MEMBER', 1);
      const roleOf = async (id: string) => (await db.selectFrom('users').select('role').where('id', '=', id).executeTakeFirstOrThrow()).role;

      const first = await runMonthEnd(ctx(), month, { backupDir });
      assert.deepEqual(first.stepsRun, ['ranks', 'achievements', 'subscriptions']);
      assert.deepEqual(first.stepsSkipped, ['backup', 'autoKick']);
      let status = await monthStatus(db, month);
      assert.deepEqual(
        status.steps.map((step) => [step.name, step.state]),
        [
          ['ranks', 'done'],
          ['achievements', 'done'],
          ['backup', 'skipped'],
          ['autoKick', 'skipped'],
          ['subscriptions', 'done'],
        ],
      );
      assert.ok(status.finishedAt, 'the month counts as finished');
      assert.equal(await roleOf(slacker.id), 'MEMBER');
      assert.equal(fs.existsSync(path.join(backupDir, `${month}.json.gz`)), false);

      // Still switched off: a whole run has nothing to do.
      assert.equal((await runMonthEnd(ctx(), month, { backupDir })).alreadyDone, true);

      // The admin asks for the backup step on its own, its switch still off.
      const backup = await runMonthEnd(ctx(), month, { backupDir, only: 'backup' });
      assert.deepEqual(backup.stepsRun, ['backup']);
      assert.equal(await distrust(db, path.join(backupDir, `${month}.json.gz`)), null);

      // Auto-kick switched on afterwards: the next run does it, at the plan's mark.
      await updateSchedulerSettings(db, { autoKickScheduler: true });
      const preview = await previewMonthEnd(db, month);
      const mine = new Set([stays.id, slacker.id]);
      assert.deepEqual(
        preview.removals.filter((one) => mine.has(one.userId)).map((one) => one.userId),
        [slacker.id],
      );
      const later = await runMonthEnd(ctx(), month, { backupDir });
      assert.deepEqual(later.stepsRun, ['autoKick']);
      assert.equal(await roleOf(slacker.id), 'USER');
      assert.equal(await roleOf(stays.id), 'MEMBER');
      status = await monthStatus(db, month);
      assert.ok(status.steps.every((step) => step.state === 'done'));
    } finally {
      await updateSchedulerSettings(db, { autoKickScheduler: false, backupDataScheduler: true, passingMarks: 30 });
    }
  });

  it('two runs of the same month at once do each step once', async () => {
    const db = database.db;
    const month = '2026-07';
    await member(month, 'Racer', 'MEMBER', 9, { days: ['2026-07-01', '2026-07-02', '2026-07-03'] });
    const [one, two] = await Promise.all([runMonthEnd(ctx(), month, { backupDir }), runMonthEnd(ctx(), month, { backupDir })]);
    const ran = [...one.stepsRun, ...two.stepsRun].sort();
    assert.deepEqual(ran, ['achievements', 'backup', 'ranks', 'subscriptions']);
    const status = await monthStatus(db, month);
    assert.deepEqual(
      status.steps.map((step) => step.state),
      ['done', 'done', 'done', 'skipped', 'done'],
    );
  });
});
