import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { answer, errorQueues, int, jobRun, obj, schedulerConstants, withData } from '../responses';
import { HttpError } from '../../errors';
import type { AdminJobRouteDeps } from '../deps';
import { isUuid } from '../validate';
import { errorResponses, messageResponse } from '../schemas';
import { contestErrorCount as countContestErrors, listErrorQueues, practiceErrorCount as countPracticeErrors, practiceErrorsOf } from './errorQueues';
import { REFRESH_TYPES, type RefreshType } from './rules';
import { readSchedulerSettings, updateSchedulerSettings } from './schedulerSettings';
import { writeAudit } from '../audit/audit';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const contestBody = { type: 'object', required: ['contestId'], properties: { contestId: { type: 'string' }, userId: { type: 'string' } } } as const;
const practiceBody = {
  type: 'object',
  required: ['practiceQuestionId'],
  properties: { practiceQuestionId: { type: 'string' }, userId: { type: 'string' } },
} as const;
// `data` (the queued run) only when the re-run goes through the job queue.
const rerunResponse = answer({ errorCount: int, data: jobRun }, ['data']);

const NO_CONTEST_ERROR = 'Contest error not found';
const NO_PRACTICE_ERROR = 'Practice question error not found';

/** /admin: the error queues of the scheduled fetches, and the scheduler's switches. */
export const adminJobRoutes: FastifyPluginAsync<AdminJobRouteDeps> = async (app, { db, jobs, reruns, queueRerun }) => {
  app.addHook('onRequest', app.requireRole('ADMIN'));
  const contestErrorCount = (contestId: string) => countContestErrors(db, contestId);
  const practiceErrorCount = (day: string) => countPracticeErrors(db, day);
  const actor = (request: FastifyRequest) => ({ id: request.user!.id, name: request.user!.name });
  const requireContestErrors = async (contestId: string) => {
    if (!isUuid(contestId) || (await contestErrorCount(contestId)) === 0) throw new HttpError(404, NO_CONTEST_ERROR);
  };
  const requirePracticeErrors = async (day: string) => {
    if (!DAY.test(day) || (await practiceErrorCount(day)) === 0) throw new HttpError(404, NO_PRACTICE_ERROR);
  };

  app.get(
    '/get-all-contest-error',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Failed contest and practice fetches, per contest and per day',
        security: [{ bearer: [] }],
        response: { 200: withData(errorQueues), ...errorResponses },
      },
    },
    async () => ({
      message: 'Error data fetched',
      data: await listErrorQueues(db),
    }),
  );

  app.post<{ Body: { contestId: string } }>(
    '/re-run-contest-error',
    {
      schema: {
        tags: ['jobs'],
        summary: "Fetch the listed members' results of a contest again",
        security: [{ bearer: [] }],
        body: contestBody,
        response: { 200: rerunResponse, ...errorResponses },
      },
    },
    async (request) => {
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
    },
  );

  app.post<{ Body: { contestId: string; userId?: string } }>(
    '/ignore-user-from-contest-error',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Drop one member from a contest error record',
        security: [{ bearer: [] }],
        body: { ...contestBody, required: ['contestId', 'userId'] },
        response: { 200: messageResponse, ...errorResponses },
      },
    },
    async (request) => {
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
    },
  );

  app.delete<{ Body: { contestId: string } }>(
    '/delete-contest-error',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Drop a whole contest error record',
        security: [{ bearer: [] }],
        body: contestBody,
        response: { 200: messageResponse, ...errorResponses },
      },
    },
    async (request) => {
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
    },
  );

  app.post<{ Body: { practiceQuestionId: string } }>(
    '/re-run-practice-question-error',
    {
      schema: {
        tags: ['jobs'],
        summary: "Fetch the listed members' practice of that day again",
        security: [{ bearer: [] }],
        body: practiceBody,
        response: { 200: rerunResponse, ...errorResponses },
      },
    },
    async (request) => {
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
    },
  );

  app.post<{ Body: { practiceQuestionId: string; userId?: string } }>(
    '/ignore-user-from-practice-question-error',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Drop one member from a practice error record',
        security: [{ bearer: [] }],
        body: { ...practiceBody, required: ['practiceQuestionId', 'userId'] },
        response: { 200: messageResponse, ...errorResponses },
      },
    },
    async (request) => {
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
    },
  );

  app.delete<{ Body: { practiceQuestionId: string } }>(
    '/delete-practice-question-error',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Drop a whole practice error record',
        security: [{ bearer: [] }],
        body: practiceBody,
        response: { 200: messageResponse, ...errorResponses },
      },
    },
    async (request) => {
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
    },
  );

  app.post<{ Body: { type?: RefreshType } }>(
    '/update-leaderboard',
    {
      schema: {
        tags: ['jobs'],
        summary: "Fetch today's practice and the board's profile stats now (type: overall, leetcode, gfg, codechef, codeforces)",
        security: [{ bearer: [] }],
        body: { type: 'object', properties: { type: { type: 'string', enum: [...REFRESH_TYPES] } } },
        response: { 200: messageResponse, ...errorResponses, 503: messageResponse },
      },
    },
    async (request) => {
      const type = request.body?.type ?? 'overall';
      if (!jobs.queue) throw new HttpError(503, 'Scheduled jobs are switched off on this server (JOBS=false)');
      const jobId = await jobs.queue.runNow('refresh-now', { type }, type);
      await writeAudit(db, { action: 'update-leaderboard', actor: request.user!, after: { type, queued: jobId !== null } });
      return { message: `The ${type} leaderboard is being updated; it takes a few minutes` };
    },
  );

  app.post<{ Body: { month?: string } }>(
    '/reset-achievement',
    {
      schema: {
        tags: ['jobs'],
        summary: "Remove the achievements of one month (YYYY-MM), or every member's achievements without a month",
        security: [{ bearer: [] }],
        body: { type: 'object', properties: { month: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])$' } } },
        response: { 200: messageResponse, ...errorResponses },
      },
    },
    async (request) => {
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
    },
  );

  app.get(
    '/fetch-constant-values',
    {
      schema: {
        tags: ['jobs'],
        summary: "The scheduler's switches and the passing mark",
        security: [{ bearer: [] }],
        response: { 200: withData(obj({ constant: schedulerConstants })), ...errorResponses },
      },
    },
    async () => ({
      message: 'Constants fetched',
      data: { constant: await readSchedulerSettings(db) },
    }),
  );

  app.put<{ Body: Record<string, unknown> }>(
    '/edit-constant-values',
    {
      schema: {
        tags: ['jobs'],
        summary: "Change the scheduler's switches or the passing mark",
        security: [{ bearer: [] }],
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            achievementScheduler: { type: 'boolean' },
            backupDataScheduler: { type: 'boolean' },
            resetDataScheduler: { type: 'boolean' },
            autoKickScheduler: { type: 'boolean' },
            passingMarks: { type: 'integer', minimum: 0, maximum: 10_000 },
          },
        },
        response: { 200: withData(obj({ constant: schedulerConstants })), ...errorResponses },
      },
    },
    async (request) => {
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
    },
  );
};
