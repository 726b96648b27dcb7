import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db';
import { createTestDatabase } from '../../../test/database';
import type { PlatformClients } from '../../platforms';
import { addUser, bearer, loginAs, testConfig } from '../../../test/app';
import { startProcesses, type Processes } from '../../../test/processes';
import { dateIn } from '../../clock';
import { CODEFORCES_POINTS_PER_PROBLEM } from '../points/rules';
import { lastBossJob } from '../../jobs/adminRuns';
import { SCHEDULES } from '../../jobs/queue';

describe('admin: fetch now (run-job) through the shared queue', () => {
  let database: DatabaseHandle;
  let processes: Processes;
  const apps = () => processes.apps;
  let token: string;
  const config = testConfig();
  const calls = { practice: [] as string[], contest: [] as string[][] };
  let release: () => void = () => {};
  let gate: Promise<void> = Promise.resolve();

  // Fake platforms: practice solves one problem today; the contest gives every handle two solved problems.
  const clients = {
    leetcode: {
      fetchSolvedProblems: async (handle: string) => {
        calls.practice.push(handle);
        await gate;
        return [{ key: 'leetcode:two-sum', epochMs: Date.now() }];
      },
    },
    geeksforgeeks: {
      fetchSolvedProblems: async (handle: string) => {
        calls.practice.push(handle);
        return [{ key: 'geeksforgeeks:two-sum', epochMs: Date.now() }];
      },
    },
    codeforces: {
      features: new Set(),
      fetchContestResults: async (_contest: unknown, handles: string[]) => {
        calls.contest.push(handles);
        return {
          platform: 'codeforces',
          contest: '1999',
          name: null,
          final: true,
          notFound: [],
          entries: Object.fromEntries(handles.map((h) => [h, { participated: true, solved: 2, problems: ['A', 'B'], rank: 1 }])),
        };
      },
    },
    codechef: { features: new Set() },
  } as unknown as PlatformClients;

  before(async () => {
    database = await createTestDatabase();
    // Two API processes on one database, each with its own queue worker.
    processes = await startProcesses(database, config, clients);
    const admin = await addUser(database, 'ADMIN');
    token = await loginAs(apps()[0]!, admin.email, admin.password);
    const yesterday = new Date(Date.now() - 86_400_000);
    for (const [platform, handle] of [
      ['leetcode', 'lc_one'],
      ['geeksforgeeks', 'gfg_two'],
      ['codeforces', 'cf_three'],
    ] as const) {
      const member = await addUser(database, 'MEMBER');
      await database.db.insertInto('platform_accounts').values({ user_id: member.id, platform, handle, verified_at: yesterday }).execute();
    }
  });
  after(async () => {
    release();
    await processes.close();
    await database.close();
  });

  const call = (app: FastifyInstance, method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url: `/api/v1/admin/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const waitFor = async (id: string, done: (run: { state: string; progress: unknown }) => boolean) => {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const run = (await call(apps()[1]!, 'GET', `job-run/${id}`)).json().data;
      if (done(run)) return run;
      if (Date.now() > deadline) throw new Error(`run ${id} still ${run.state}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };

  it('two requests at once, one per process, make one run that fetches each member once, with progress to the end', async () => {
    gate = new Promise((resolve) => (release = resolve));
    const [a, b] = await Promise.all([
      call(apps()[0]!, 'POST', 'run-job', { job: 'practice-today' }),
      call(apps()[1]!, 'POST', 'run-job', { job: 'practice-today' }),
    ]);
    assert.equal(a.statusCode, 200, a.body);
    assert.equal(b.statusCode, 200, b.body);
    assert.equal(a.json().data.id, b.json().data.id);
    const id = a.json().data.id as string;
    assert.match(a.json().data.label, /^Today's practice \(\d{4}-\d{2}-\d{2}\)$/);
    // While it runs, asking again answers the same run.
    const running = await waitFor(id, (run) => run.state === 'active' && run.progress !== null);
    const again = await call(apps()[1]!, 'POST', 'run-job', { job: 'practice-today' });
    assert.equal(again.json().data.id, id);
    assert.match(again.json().message, /already running/);
    assert.equal(running.progress.total, 2);
    release();
    const done = await waitFor(id, (run) => run.state === 'completed' || run.state === 'failed');
    assert.equal(done.state, 'completed', done.error);
    assert.deepEqual(done.progress, { done: 2, total: 2 });
    assert.equal(done.result.members, 2);
    assert.equal(done.result.awarded, 2);
    assert.deepEqual(calls.practice.sort(), ['gfg_two', 'lc_one']);
    assert.ok(done.startedAt && done.completedAt);
    const runs = await database.db.selectFrom('job_runs').select('id').execute();
    assert.equal(runs.length, 1);
    const audited = await database.db.selectFrom('audit_log').select(['action', 'after']).where('action', '=', 'run-job').execute();
    assert.equal(audited.length, 1);
    assert.equal(audited[0]!.after?.runId, id);
    // The scheduled jobs' last runs are read from the same pg-boss table.
    const deadline = Date.now() + 20_000;
    while ((await lastBossJob(database, 'admin-run'))?.state !== 'completed' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    assert.equal((await lastBossJob(database, 'admin-run'))?.state, 'completed');
  });

  it('an error-queue re-run answers at once with the queued run; its outcome carries the message and the new error count', async () => {
    const day = dateIn(new Date(Date.now() - 2 * 86_400_000), config.timeZone);
    const account = await database.db.selectFrom('platform_accounts').select('user_id').where('handle', '=', 'lc_one').executeTakeFirstOrThrow();
    await database.db
      .insertInto('practice_errors')
      .values({ day, user_id: account.user_id, platform: 'leetcode', handle: 'lc_one', message: 'LeetCode answered 503' })
      .execute();
    const response = await call(apps()[0]!, 'POST', 're-run-practice-question-error', { practiceQuestionId: day });
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.equal(body.message, 'Practice re-run queued');
    assert.equal(body.errorCount, 1, 'the count before the re-run');
    assert.match(body.data.state, /^(queued|active|completed)$/);
    const done = await waitFor(body.data.id, (run) => run.state === 'completed' || run.state === 'failed');
    assert.equal(done.state, 'completed', JSON.stringify(done));
    assert.match(done.result.message, /^Practice re-run awarded \d+ points$/);
    assert.equal(done.result.errorCount, 0, 'the fetch succeeded, so the record is empty');
    const left = await database.db.selectFrom('practice_errors').select('day').where('user_id', '=', account.user_id).execute();
    assert.equal(left.length, 0);
  });

  it('refuses an unknown job, an unknown contest and one not finished yet', async () => {
    const soon = new Date(Date.now() + 3_600_000);
    const future = await database.db
      .insertInto('contests')
      .values({
        name: 'Later Round',
        link: 'https://codeforces.com/contest/2000',
        platform: 'Codeforces',
        date: dateIn(soon, config.timeZone),
        start_time: '20:00',
        end_time: '22:00',
        starts_at: soon,
        ends_at: soon,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const cases: Array<[object, string]> = [
      [{ job: 'everything' }, 'Unknown job: choose one of contest-results, practice-today'],
      [{}, 'Unknown job: choose one of contest-results, practice-today'],
      [{ job: 'contest-results', contestId: 'x' }, 'Contest not found: choose a contest of the calendar'],
      [{ job: 'contest-results', contestId: '00000000-0000-4000-8000-000000000000' }, 'Contest not found: choose a contest of the calendar'],
      [{ job: 'contest-results', contestId: future.id }, 'This contest has not finished yet'],
    ];
    for (const [payload, message] of cases) {
      const response = await call(apps()[0]!, 'POST', 'run-job', payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.deepEqual(response.json(), { message });
    }
    assert.equal((await call(apps()[0]!, 'GET', 'job-run/nope')).statusCode, 404);
  });

  it('fetches a finished contest now (before the scheduled half hour), listed among finished contests', async () => {
    const ended = new Date(Date.now() - 5 * 60_000);
    const contest = await database.db
      .insertInto('contests')
      .values({
        name: 'Round 1999',
        link: 'https://codeforces.com/contest/1999',
        platform: 'Codeforces',
        date: dateIn(ended, config.timeZone),
        start_time: '18:00',
        end_time: '20:00',
        starts_at: ended,
        ends_at: ended,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const status = (await call(apps()[0]!, 'GET', 'job-status')).json().data;
    assert.ok(status.finishedContests.some((c: { contestId: string; contestName: string }) => c.contestId === contest.id && c.contestName === 'Round 1999'));
    assert.ok(!status.finishedContests.some((c: { contestName: string }) => c.contestName === 'Later Round'));
    assert.equal(status.scheduled.length, SCHEDULES.length);
    assert.equal(status.timeZone, config.timeZone, 'the schedules are named in the chapter zone');
    for (const job of status.scheduled) {
      assert.ok(job.label && job.name);
      assert.ok(!Number.isNaN(Date.parse(job.nextRunAt)), job.name);
    }
    assert.ok(status.queued.length >= 1);

    const response = await call(apps()[1]!, 'POST', 'run-job', { job: 'contest-results', contestId: contest.id });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().data.label, 'Results of Round 1999');
    const done = await waitFor(response.json().data.id, (run) => run.state === 'completed' || run.state === 'failed');
    assert.equal(done.state, 'completed', done.error);
    assert.deepEqual(done.progress, { done: 1, total: 1 });
    assert.deepEqual({ awarded: done.result.awarded, final: done.result.final }, { awarded: 2 * CODEFORCES_POINTS_PER_PROBLEM, final: true });
    assert.deepEqual(calls.contest, [['cf_three']]);
    const row = await database.db.selectFrom('contests').select('results_at').where('id', '=', contest.id).executeTakeFirstOrThrow();
    assert.ok(row.results_at);
  });
});
