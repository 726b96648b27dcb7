import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db';
import { createTestDatabase } from '../../../test/database';
import { startJobQueue, type JobQueue } from '../../jobs/queue';
import type { PlatformClients } from '../../platforms';
import { addMonths, monthIn } from '../../clock';
import { addUser, bearer, loginAs, testConfig } from '../../../test/app';
import { updateSchedulerSettings } from '../points/schedulerSettings';

const quiet = { info() {}, warn() {}, error() {} };

describe('admin: month end preview, run now, backups', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let queue: JobQueue;
  let admin: string;
  let member: string;
  const config = testConfig();
  const current = monthIn(new Date(), config.timeZone);
  const last = addMonths(current, -1);

  before(async () => {
    database = await createTestDatabase();
    const jobs = { queue: null as JobQueue | null };
    app = await buildApp({ config, db: database.db, databaseKind: database.kind, platforms: { clients: {} as PlatformClients }, jobs });
    await app.ready();
    queue = await startJobQueue(
      database,
      { db: database.db, clients: {} as PlatformClients, timeZone: config.timeZone, backupDir: config.backupDir, log: quiet },
      { schedule: false, pollingIntervalSeconds: 30 },
    );
    jobs.queue = queue;
    const adminUser = await addUser(database, 'ADMIN');
    const memberUser = await addUser(database, 'MEMBER');
    admin = await loginAs(app, adminUser.email, adminUser.password);
    member = await loginAs(app, memberUser.email, memberUser.password);
    await database.db
      .insertInto('points_ledger')
      .values({ user_id: memberUser.id, source: 'adjustment:routes', kind: 'adjustment', platform: null, day: `${last}-10`, points: 3 })
      .execute();
  });
  after(async () => {
    await queue.stop();
    await app.close();
    await database.close();
    fs.rmSync(config.dataDir, { recursive: true, force: true });
  });

  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url: `/api/v1/admin/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

  it('is for admins only: a member gets 403 on every route, a visitor 401', async () => {
    for (const [method, url] of [
      ['GET', 'month-end/months'],
      ['GET', `month-end/preview?month=${last}`],
      ['POST', 'month-end/run'],
      ['GET', 'backups'],
      ['GET', `backups/${last}.json.gz`],
    ] as const) {
      assert.equal((await call(member, method, url, method === 'POST' ? { month: last } : undefined)).statusCode, 403, url);
      assert.equal((await app.inject({ method, url: `/api/v1/admin/${url}` })).statusCode, 401, url);
    }
  });

  it('runs only for a finished month: 409 for the current or a future month, 400 for no month or an unknown step', async () => {
    for (const month of [current, addMonths(current, 1)]) {
      const preview = await call(admin, 'GET', `month-end/preview?month=${month}`);
      assert.equal(preview.statusCode, 409);
      assert.match(preview.json().message, /is not over yet: the month end runs only for a finished month/);
      assert.equal((await call(admin, 'POST', 'month-end/run', { month })).statusCode, 409);
    }
    assert.equal((await call(admin, 'GET', 'month-end/preview')).statusCode, 400);
    assert.equal((await call(admin, 'GET', 'month-end/preview?month=2026-13')).statusCode, 400);
    const step = await call(admin, 'POST', 'month-end/run', { month: last, step: 'everything' });
    assert.equal(step.statusCode, 400);
    assert.match(step.json().message, /Unknown step/);
    assert.equal(await database.db.selectFrom('job_runs').select('id').executeTakeFirst(), undefined, 'nothing was queued');
  });

  it('the months list offers finished months only; the preview names who is removed and who spared', async () => {
    const months = await call(admin, 'GET', 'month-end/months');
    assert.equal(months.statusCode, 200);
    assert.equal(months.json().data.currentMonth, current);
    assert.equal(months.json().data.months[0].month, last);
    assert.ok(months.json().data.months.every((one: { month: string }) => one.month < current));

    await updateSchedulerSettings(database.db, { autoKickScheduler: true, passingMarks: 5 });
    const preview = await call(admin, 'GET', `month-end/preview?month=${last}`);
    assert.equal(preview.statusCode, 200, preview.body);
    const data = preview.json().data;
    assert.equal(data.passingMarks, 5);
    assert.deepEqual(
      data.removals.map((one: { points: number; role: string }) => [one.role, one.points]),
      [['MEMBER', 3]],
    );
    assert.deepEqual(
      data.spared.map((one: { reason: string }) => one.reason),
      ['coreMember'],
      'the admin is spared as a core member or above',
    );
    assert.ok(data.status.steps.every((step: { state: string }) => step.state === 'pending'));
  });

  it('run now: two clicks make one run, with progress to the end, audited; the new backup is listed, verified and downloadable', async () => {
    const [a, b] = await Promise.all([call(admin, 'POST', 'month-end/run', { month: last }), call(admin, 'POST', 'month-end/run', { month: last })]);
    assert.equal(a.statusCode, 200, a.body);
    assert.equal(b.statusCode, 200, b.body);
    assert.equal(a.json().data.id, b.json().data.id);
    assert.equal(a.json().data.label, `Month end of ${last}`);
    const id = a.json().data.id as string;
    const deadline = Date.now() + 60_000;
    let run = a.json().data;
    while (run.state !== 'completed' && run.state !== 'failed') {
      if (Date.now() > deadline) throw new Error(`run still ${run.state}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      run = (await call(admin, 'GET', `job-run/${id}`)).json().data;
    }
    assert.equal(run.state, 'completed', run.error);
    assert.deepEqual(run.progress, { done: 5, total: 5 });
    assert.deepEqual(run.result.stepsRun, ['ranks', 'achievements', 'backup', 'autoKick', 'subscriptions']);
    const audited = await database.db.selectFrom('audit_log').select(['action', 'after']).where('action', '=', 'run-month-end').execute();
    assert.equal(audited.length, 1);
    assert.equal(audited[0]!.after?.month, last);

    const preview = (await call(admin, 'GET', `month-end/preview?month=${last}`)).json().data;
    assert.ok(preview.status.steps.every((step: { state: string }) => step.state === 'done'));
    const again = await call(admin, 'POST', 'month-end/run', { month: last });
    assert.equal(again.statusCode, 409);
    assert.match(again.json().message, /nothing left to run/);
    const stepAgain = await call(admin, 'POST', 'month-end/run', { month: last, step: 'backup' });
    assert.equal(stepAgain.statusCode, 409);

    const backups = (await call(admin, 'GET', 'backups')).json().data;
    const name = `${last}.json.gz`;
    const listed = backups.find((one: { name: string }) => one.name === name);
    assert.ok(listed, JSON.stringify(backups));
    assert.equal(listed.state, 'verified');
    assert.equal(listed.month, last);
    assert.equal(listed.sizeBytes, fs.statSync(path.join(config.backupDir, name)).size);

    const download = await call(admin, 'GET', `backups/${name}`);
    assert.equal(download.statusCode, 200);
    assert.equal(download.headers['content-disposition'], `attachment; filename="${name}"`);
    assert.equal(download.headers['content-type'], 'application/gzip');
    assert.match(gunzipSync(download.rawPayload).toString('utf8').split('\n')[0]!, /"format":"chapter-backup"/);
    for (const bad of ['..%2F..%2Fetc%2Fpasswd', 'nope.json.gz', '.hidden.json.gz', 'x.txt'])
      assert.equal((await call(admin, 'GET', `backups/${bad}`)).statusCode, 404, bad);
  });
});
