import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestDatabase } from '../../test/database';
import type { DatabaseHandle } from '../db';
import { newBoss } from './queue';

describe('job queue', () => {
  let database: DatabaseHandle;
  before(async () => {
    database = await createTestDatabase();
  });
  after(() => database.close());

  it('runs pg-boss on the app database: two processes keep one schedule and one of them runs each job', async () => {
    // Two queue instances on one database stand for two API processes.
    const bosses = await Promise.all([0, 1].map(() => newBoss(database, { schedule: false, supervise: false })));
    for (const boss of bosses) {
      boss.on('error', () => {});
      await boss.start();
    }
    try {
      await bosses[0]!.createQueue('practice-daily', { policy: 'stately' });
      const runs: number[] = [];
      for (const [index, boss] of bosses.entries()) {
        await boss.work('practice-daily', { pollingIntervalSeconds: 0.5 }, async () => {
          runs.push(index);
        });
      }
      // Both "processes" register the same schedule: it is stored once, so each tick makes one job.
      for (const boss of bosses) await boss.schedule('practice-daily', '30 0 * * *', null, { tz: 'Asia/Kolkata' });
      assert.equal((await bosses[1]!.getSchedules()).length, 1);
      // One tick's job: both workers poll for it, exactly one gets it.
      await bosses[0]!.send('practice-daily', { day: '2026-11-22' });
      const deadline = Date.now() + 10_000;
      while (runs.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      assert.equal(runs.length, 1, `ran ${runs.length} times`);
    } finally {
      for (const boss of bosses) await boss.stop({ graceful: false, timeout: 2_000 });
    }
  });
});
