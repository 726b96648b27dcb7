import type { FastifyPluginAsync } from 'fastify';
import type { JobsHandle, RouteDeps } from '../deps';
import { errorResponses, messageResponse } from '../schemas';
import { jobRun, jobStatus as jobStatusSchema, withData } from '../responses';
import { findJobRun, readRunRequest, requestJobRun } from './jobRuns';
import { jobStatus, type ScheduleStatus } from './jobStatus';
import { actorOf } from './userRoutes';

const doc = (summary: string, ok: object) => ({
  tags: ['jobs'],
  summary,
  security: [{ bearer: [] }],
  response: { 200: ok, ...errorResponses, 503: messageResponse },
});

/** /admin: the jobs' status and "fetch now" for a finished contest or today's practice, through the shared queue. */
/** The queue (filled in once the server runs it) and the schedules' status, both from the job layer. */
export interface AdminRunRouteDeps extends RouteDeps {
  jobs: JobsHandle;
  scheduleStatus: ScheduleStatus;
}

export const adminJobRunRoutes: FastifyPluginAsync<AdminRunRouteDeps> = async (app, { db, config, jobs, scheduleStatus }) => {
  app.addHook('onRequest', app.requireRole('ADMIN'));

  app.get(
    '/job-status',
    { schema: doc('Scheduled jobs (last and next run), recent on-demand runs, and contests that have ended', withData(jobStatusSchema)) },
    async () => ({
      message: 'Job status fetched',
      data: { ...(await jobStatus(db, scheduleStatus)), timeZone: config.timeZone },
    }),
  );

  app.post(
    '/run-job',
    { schema: doc("Fetch now: { job: 'contest-results', contestId } or { job: 'practice-today' }; one run per thing at a time", withData(jobRun)) },
    async (request) => {
      const { run, created } = await requestJobRun(db, jobs.queue, actorOf(request), await readRunRequest(db, request.body, config.timeZone));
      return { message: created ? `${run.label}: queued` : `${run.label}: already ${run.state === 'active' ? 'running' : run.state}`, data: run };
    },
  );

  app.get<{ Params: { id: string } }>('/job-run/:id', { schema: doc('One on-demand run, for its progress', withData(jobRun)) }, async (request) => ({
    message: 'Job run fetched',
    data: await findJobRun(db, request.params.id),
  }));
};
