import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { HttpError } from '../../errors';
import type { AdminJobRouteDeps } from '../deps';
import { isUuid } from '../validate';
import { serve } from '../serve';
import { contestErrorCount as countContestErrors, listErrorQueues, practiceErrorCount as countPracticeErrors, practiceErrorsOf } from '../points/errorQueues';
import { readSchedulerSettings, updateSchedulerSettings } from '../points/schedulerSettings';
import { writeAudit } from '../audit/audit';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const NO_CONTEST_ERROR = 'Contest error not found';
const NO_PRACTICE_ERROR = 'Practice question error not found';

/** /admin: the error queues of the scheduled fetches, and the scheduler's switches. */
export const pointsJobRoutes: FastifyPluginAsync<AdminJobRouteDeps> = async (app, { db, jobs, reruns, queueRerun }) => {
  const contestErrorCount = (contestId: string) => countContestErrors(db, contestId);
  const practiceErrorCount = (day: string) => countPracticeErrors(db, day);
  const actor = (request: FastifyRequest) => ({ id: request.user!.id, name: request.user!.name });
  const requireContestErrors = async (contestId: string) => {
    if (!isUuid(contestId) || (await contestErrorCount(contestId)) === 0) throw new HttpError(404, NO_CONTEST_ERROR);
  };
  const requirePracticeErrors = async (day: string) => {
    if (!DAY.test(day) || (await practiceErrorCount(day)) === 0) throw new HttpError(404, NO_PRACTICE_ERROR);
  };

  serve(app, 'GET /admin/get-all-contest-error', async () => ({
    message: 'Error data fetched',
    data: await listErrorQueues(db),
  }));

  serve(app, 'POST /admin/re-run-contest-error', async (request) => {
    await requireContestErrors(request.body.contestId);
    // With the job queue the re-run is a run of its own: the answer comes at once, its outcome in job-run/:id.
    if (jobs.queue) {
      const contest = await db.selectFrom('contests').select('name').where('id', '=', request.body.contestId).executeTakeFirst();
      const run = await queueRerun('rerun-contest-error', request.body.contestId, `Re-run of ${contest?.name ?? 'a contest'}'s errors`, actor(request));
      return { message: 'Contest re-run queued', errorCount: await contestErrorCount(request.body.contestId), data: run };
    }
    const result = await reruns.contest(request.body.contestId, request.log);
    const errorCount = await contestErrorCount(request.body.contestId);
    await writeAudit(db, {
      action: 're-run-contest-error',
      actor: request.user!,
      after: { contestId: request.body.contestId, awarded: result?.awarded ?? 0, errorCount },
    });
    return { message: `Contest re-run awarded ${result?.awarded ?? 0} points`, errorCount };
  });

  serve(app, 'POST /admin/ignore-user-from-contest-error', async (request) => {
    const { contestId, userId } = request.body;
    if (!isUuid(contestId) || !userId || !isUuid(userId)) throw new HttpError(404, NO_CONTEST_ERROR);
    await db.transaction().execute(async (trx) => {
      const removed = await trx
        .deleteFrom('contest_errors')
        .where('contest_id', '=', contestId)
        .where('user_id', '=', userId)
        .returning(['handle', 'message'])
        .executeTakeFirst();
      if (!removed) throw new HttpError(404, NO_CONTEST_ERROR);
      const target = await trx.selectFrom('users').select(['id', 'name']).where('id', '=', userId).executeTakeFirst();
      await writeAudit(trx, { action: 'ignore-user-from-contest-error', actor: request.user!, target, before: { contestId, ...removed }, after: null });
    });
    return { message: 'User ignored from contest error' };
  });

  serve(app, 'DELETE /admin/delete-contest-error', async (request) => {
    await requireContestErrors(request.body.contestId);
    await db.transaction().execute(async (trx) => {
      const removed = await trx.deleteFrom('contest_errors').where('contest_id', '=', request.body.contestId).executeTakeFirst();
      await writeAudit(trx, {
        action: 'delete-contest-error',
        actor: request.user!,
        before: { contestId: request.body.contestId, members: Number(removed.numDeletedRows) },
        after: null,
      });
    });
    return { message: 'Contest error deleted' };
  });

  serve(app, 'POST /admin/re-run-practice-question-error', async (request) => {
    const day = request.body.practiceQuestionId;
    await requirePracticeErrors(day);
    if (jobs.queue) {
      const run = await queueRerun('rerun-practice-error', day, `Re-run of ${day}'s practice errors`, actor(request));
      return { message: 'Practice re-run queued', errorCount: await practiceErrorCount(day), data: run };
    }
    const result = await reruns.practice(day, await practiceErrorsOf(db, day), request.log);
    const errorCount = await practiceErrorCount(day);
    await writeAudit(db, { action: 're-run-practice-question-error', actor: request.user!, after: { day, awarded: result.awarded, errorCount } });
    return { message: `Practice re-run awarded ${result.awarded} points`, errorCount };
  });

  serve(app, 'POST /admin/ignore-user-from-practice-question-error', async (request) => {
    const { practiceQuestionId: day, userId } = request.body;
    if (!DAY.test(day) || !userId || !isUuid(userId)) throw new HttpError(404, NO_PRACTICE_ERROR);
    await db.transaction().execute(async (trx) => {
      const removed = await trx
        .deleteFrom('practice_errors')
        .where('day', '=', day)
        .where('user_id', '=', userId)
        .returning(['platform', 'handle', 'message'])
        .execute();
      if (removed.length === 0) throw new HttpError(404, NO_PRACTICE_ERROR);
      const target = await trx.selectFrom('users').select(['id', 'name']).where('id', '=', userId).executeTakeFirst();
      await writeAudit(trx, {
        action: 'ignore-user-from-practice-question-error',
        actor: request.user!,
        target,
        before: { day, errors: removed },
        after: null,
      });
    });
    return { message: 'User ignored from practice question error' };
  });

  serve(app, 'DELETE /admin/delete-practice-question-error', async (request) => {
    await requirePracticeErrors(request.body.practiceQuestionId);
    await db.transaction().execute(async (trx) => {
      const removed = await trx.deleteFrom('practice_errors').where('day', '=', request.body.practiceQuestionId).executeTakeFirst();
      await writeAudit(trx, {
        action: 'delete-practice-question-error',
        actor: request.user!,
        before: { day: request.body.practiceQuestionId, members: Number(removed.numDeletedRows) },
        after: null,
      });
    });
    return { message: 'Practice question error deleted' };
  });

  serve(app, 'POST /admin/update-leaderboard', async (request) => {
    const type = request.body?.type ?? 'overall';
    if (!jobs.queue) throw new HttpError(503, 'Scheduled jobs are switched off on this server (JOBS=false)');
    const jobId = await jobs.queue.runNow('refresh-now', { type }, type);
    await writeAudit(db, { action: 'update-leaderboard', actor: request.user!, after: { type, queued: jobId !== null } });
    return { message: `The ${type} leaderboard is being updated; it takes a few minutes` };
  });

  serve(app, 'POST /admin/reset-achievement', async (request) => {
    const month = request.body?.month;
    const result = await db.transaction().execute(async (trx) => {
      let query = trx.deleteFrom('achievements');
      if (month) query = query.where('month', '=', month);
      const removed = await query.executeTakeFirst();
      await writeAudit(trx, {
        action: 'reset-achievement',
        actor: request.user!,
        before: { month: month ?? 'all', achievements: Number(removed.numDeletedRows) },
        after: { achievements: 0 },
      });
      return removed;
    });
    return { message: `Reset ${Number(result.numDeletedRows)} achievements${month ? ` of ${month}` : ''}` };
  });

  serve(app, 'GET /admin/fetch-constant-values', async () => ({
    message: 'Constants fetched',
    data: { constant: await readSchedulerSettings(db) },
  }));

  serve(app, 'PUT /admin/edit-constant-values', async (request) => {
    if (Object.keys(request.body ?? {}).length === 0) {
      throw new HttpError(400, 'Send at least one of achievementScheduler, backupDataScheduler, resetDataScheduler, autoKickScheduler, passingMarks');
    }
    const constant = await db.transaction().execute(async (trx) => {
      const before = await readSchedulerSettings(trx);
      const after = await updateSchedulerSettings(trx, request.body);
      await writeAudit(trx, { action: 'edit-constant-values', actor: request.user!, before, after });
      return after;
    });
    return { message: 'Constants updated', data: { constant } };
  });
};
