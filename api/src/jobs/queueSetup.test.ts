import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { PgBoss } from 'pg-boss';
import { createTestDatabase } from '../../test/database';
import type { DatabaseHandle } from '../db';
import { newBoss } from './queue';
import { createMissingQueues, writeChangedSchedules } from './queueSetup';

describe('queue set-up at start', () => {
  let database: DatabaseHandle;
  let boss: PgBoss;
  before(async () => {
    database = await createTestDatabase();
    boss = await newBoss(database, { schedule: false, supervise: false });
    boss.on('error', () => {});
    await boss.start();
  });
  after(async () => {
    await boss.stop({ graceful: false, timeout: 2_000 });
    await database.close();
  });

  it('creates the missing queues with their options and leaves an existing one as it was', async () => {
    await boss.createQueue('setup-kept', { policy: 'stately', retryLimit: 5 });
    await createMissingQueues(boss, [
      { name: 'setup-kept', options: { policy: 'stately', retryLimit: 1 } },
      { name: 'setup-new', options: { policy: 'stately', retryLimit: 2, retryDelay: 300 } },
    ]);
    const kept = await boss.getQueue('setup-kept');
    const created = await boss.getQueue('setup-new');
    assert.equal(kept?.retryLimit, 5);
    assert.equal(created?.policy, 'stately');
    assert.equal(created?.retryLimit, 2);
    assert.equal(created?.retryDelay, 300);
    // Run again, as every later start does: nothing new, nothing changed.
    await createMissingQueues(boss, [{ name: 'setup-new', options: { policy: 'stately', retryLimit: 4 } }]);
    assert.equal((await boss.getQueue('setup-new'))?.retryLimit, 2);
  });

  it('writes a missing or changed schedule and leaves an unchanged one untouched', async () => {
    for (const name of ['daily', 'moved', 'zone']) await boss.createQueue(`setup-${name}`);
    const options = { tz: 'Asia/Kolkata', missed: 'once' as const };
    await writeChangedSchedules(boss, [
      { name: 'setup-daily', cron: '30 0 * * *', options },
      { name: 'setup-moved', cron: '0 1 * * *', options },
      { name: 'setup-zone', cron: '0 2 * * *', options },
    ]);
    const before = new Map((await boss.getSchedules()).map((row) => [row.name, row]));
    assert.equal(before.get('setup-daily')?.cron, '30 0 * * *');
    assert.equal(before.get('setup-daily')?.timezone, 'Asia/Kolkata');
    await new Promise((resolve) => setTimeout(resolve, 20));

    // The next start: one expression changed, one time zone changed, one as it was.
    await writeChangedSchedules(boss, [
      { name: 'setup-daily', cron: '30 0 * * *', options },
      { name: 'setup-moved', cron: '15 1 * * *', options },
      { name: 'setup-zone', cron: '0 2 * * *', options: { tz: 'Europe/Berlin', missed: 'once' } },
    ]);
    const afterStart = new Map((await boss.getSchedules()).map((row) => [row.name, row]));
    assert.equal(afterStart.get('setup-moved')?.cron, '15 1 * * *');
    assert.equal(afterStart.get('setup-zone')?.timezone, 'Europe/Berlin');
    assert.deepEqual(afterStart.get('setup-zone')?.options, { tz: 'Europe/Berlin', missed: 'once' });
    assert.equal(afterStart.get('setup-daily')?.updatedOn.getTime(), before.get('setup-daily')?.updatedOn.getTime());
    assert.notEqual(afterStart.get('setup-moved')?.updatedOn.getTime(), before.get('setup-moved')?.updatedOn.getTime());
  });
});
