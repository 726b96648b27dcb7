import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db';
import { createTestDatabase } from '../../../test/database';
import { multipart } from '../../../test/files';
import type { JobQueue } from '../../jobs/queue';
import type { PlatformClients } from '../../platforms';
import { addUser, bearer, loginAs, testConfig } from '../../../test/app';

describe('admin: every change is in the audit log', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let token: string;
  let admin: Awaited<ReturnType<typeof addUser>>;
  const queued: unknown[] = [];
  // The queue's only part these routes use: what they hand it is recorded.
  const queue = { runNow: async (name: string, data?: object) => (queued.push([name, data]), 'job-1') } as unknown as JobQueue;
  const clients = {
    leetcode: { fetchSolvedProblems: async () => Promise.reject(new Error('LeetCode is down')) },
    codeforces: { features: new Set() },
    codechef: { features: new Set() },
  } as unknown as PlatformClients;

  before(async () => {
    database = await createTestDatabase();
    app = await buildApp({ config: testConfig(), db: database.db, databaseKind: database.kind, platforms: { clients }, jobs: { queue } });
    await app.ready();
    admin = await addUser(database, 'ADMIN');
    token = await loginAs(app, admin.email, admin.password);
  });
  after(async () => {
    await app.close();
    await database.close();
  });

  const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload: object = {}) =>
    app.inject({ method, url: `/api/v1/admin/${url}`, headers: bearer(token), payload });
  const latest = async (action: string) => {
    const body = (await call('POST', 'fetch-audit-log', { action, limit: 1 })).json();
    assert.equal(body.data.length, 1, `no ${action} entry`);
    assert.deepEqual(body.data[0].actor, { _id: admin.id, name: admin.name });
    return body.data[0];
  };

  it('allowed e-mails: add, upload and delete', async () => {
    assert.equal((await call('POST', 'add-allowed-emails', { emails: ['a1@uni.edu', 'a2@uni.edu'] })).statusCode, 200);
    assert.deepEqual((await latest('add-allowed-emails')).after, { added: 2, skipped: 0 });
    const body = await multipart({}, { file: { content: Buffer.from('a2@uni.edu\na3@uni.edu'), filename: 'e.csv', type: 'text/csv' } });
    const upload = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/upload-csv-allowed-emails',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
    });
    assert.equal(upload.statusCode, 200, upload.body);
    assert.deepEqual((await latest('upload-csv-allowed-emails')).after, { added: 1, skipped: 1 });
    const row = await database.db.selectFrom('allowed_emails').select('id').where('email', '=', 'a3@uni.edu').executeTakeFirstOrThrow();
    assert.equal((await call('DELETE', 'delete-allowed-email', { userId: row.id })).statusCode, 200);
    assert.deepEqual((await latest('delete-allowed-email')).before, { email: 'a3@uni.edu' });
    // A refused request leaves no entry.
    assert.equal((await call('DELETE', 'delete-allowed-email', { userId: row.id })).statusCode, 404);
    assert.equal((await call('POST', 'fetch-audit-log', { action: 'delete-allowed-email' })).json().totalCount, 1);
  });

  it('constants, achievements reset and the leaderboard update', async () => {
    assert.equal((await call('PUT', 'edit-constant-values', { passingMarks: 12 })).statusCode, 200);
    const edit = await latest('edit-constant-values');
    assert.equal(edit.before.passingMarks, 30);
    assert.equal(edit.after.passingMarks, 12);
    assert.equal((await call('POST', 'reset-achievement', { month: '2026-01' })).statusCode, 200);
    assert.deepEqual((await latest('reset-achievement')).before, { month: '2026-01', achievements: 0 });
    assert.equal((await call('POST', 'update-leaderboard', { type: 'leetcode' })).statusCode, 200);
    assert.deepEqual((await latest('update-leaderboard')).after, { type: 'leetcode', queued: true });
    assert.deepEqual(queued, [['refresh-now', { type: 'leetcode' }]]);
  });

  it('the error queues: re-run, ignore one member, delete', async () => {
    const db = database.db;
    const member = await addUser(database, 'MEMBER');
    const past = new Date(Date.now() - 86_400_000);
    const contest = await db
      .insertInto('contests')
      .values({
        name: 'Odd Round',
        link: 'https://example.com/no-code',
        platform: 'Codeforces',
        date: '2026-01-10',
        start_time: '10:00',
        end_time: '12:00',
        starts_at: past,
        ends_at: past,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('platform_accounts').values({ user_id: member.id, platform: 'codeforces', handle: 'cf_m', verified_at: past }).execute();
    await db.insertInto('platform_accounts').values({ user_id: member.id, platform: 'leetcode', handle: 'lc_m', verified_at: past }).execute();
    await db.insertInto('contest_errors').values({ contest_id: contest.id, user_id: member.id, handle: 'cf_m', message: 'x' }).execute();
    await db.insertInto('practice_errors').values({ day: '2026-01-10', user_id: member.id, platform: 'leetcode', handle: 'lc_m', message: 'x' }).execute();

    assert.equal((await call('POST', 're-run-contest-error', { contestId: contest.id })).statusCode, 200);
    // This app has a job queue: the re-run is queued, and the entry names the run.
    const rerun = await latest('re-run-contest-error');
    assert.equal(rerun.after.contestId, contest.id);
    assert.equal(typeof rerun.after.runId, 'string');
    assert.equal((await call('POST', 're-run-practice-question-error', { practiceQuestionId: '2026-01-10' })).statusCode, 200);
    const practiceRerun = await latest('re-run-practice-question-error');
    assert.equal(practiceRerun.after.day, '2026-01-10');
    assert.equal(typeof practiceRerun.after.runId, 'string');

    assert.equal((await call('POST', 'ignore-user-from-contest-error', { contestId: contest.id, userId: member.id })).statusCode, 200);
    const ignored = await latest('ignore-user-from-contest-error');
    assert.deepEqual(ignored.target, { _id: member.id, name: member.name });
    assert.equal(ignored.before.handle, 'cf_m');
    assert.equal((await call('POST', 'ignore-user-from-practice-question-error', { practiceQuestionId: '2026-01-10', userId: member.id })).statusCode, 200);
    assert.deepEqual((await latest('ignore-user-from-practice-question-error')).target, { _id: member.id, name: member.name });

    await db.insertInto('contest_errors').values({ contest_id: contest.id, user_id: member.id, handle: 'cf_m', message: 'x' }).execute();
    await db.insertInto('practice_errors').values({ day: '2026-01-10', user_id: member.id, platform: 'leetcode', handle: 'lc_m', message: 'x' }).execute();
    assert.equal((await call('DELETE', 'delete-contest-error', { contestId: contest.id })).statusCode, 200);
    assert.deepEqual((await latest('delete-contest-error')).before, { contestId: contest.id, members: 1 });
    assert.equal((await call('DELETE', 'delete-practice-question-error', { practiceQuestionId: '2026-01-10' })).statusCode, 200);
    assert.deepEqual((await latest('delete-practice-question-error')).before, { day: '2026-01-10', members: 1 });

    const all = (await call('POST', 'fetch-audit-log', { limit: 100 })).json();
    for (const action of [
      'add-allowed-emails',
      'delete-contest-error',
      'edit-constant-values',
      're-run-contest-error',
      'reset-achievement',
      'update-leaderboard',
      'upload-csv-allowed-emails',
    ]) {
      assert.ok(all.actions.includes(action), action);
    }
    assert.deepEqual(all.actions, [...all.actions].sort());
  });
});
