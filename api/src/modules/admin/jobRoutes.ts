import type { FastifyPluginAsync } from 'fastify';
import type { JobsHandle, RouteDeps } from '../deps';
import { serve } from '../serve';
import { findJobRun, readRunRequest, requestJobRun } from '../jobRuns/jobRuns';
import { jobStatus, type ScheduleStatus } from './jobStatus';
import { actorOf } from './userRoutes';

/** /admin: the jobs' status and "fetch now" for a finished contest or today's practice, through the shared queue. */
/** The queue (filled in once the server runs it) and the schedules' status, both from the job layer. */
export interface AdminRunRouteDeps extends RouteDeps {
  jobs: JobsHandle;
  scheduleStatus: ScheduleStatus;
}

export const adminJobRunRoutes: FastifyPluginAsync<AdminRunRouteDeps> = async (app, { db, config, jobs, scheduleStatus }) => {
  serve(app, 'GET /admin/job-status', async () => ({
    message: 'Job status fetched',
    data: { ...(await jobStatus(db, scheduleStatus)), timeZone: config.timeZone },
  }));

  serve(app, 'POST /admin/run-job', async (request) => {
    const { run, created } = await requestJobRun(db, jobs.queue, actorOf(request), await readRunRequest(db, request.body, config.timeZone));
    return { message: created ? `${run.label}: queued` : `${run.label}: already ${run.state === 'active' ? 'running' : run.state}`, data: run };
  });

  serve(app, 'GET /admin/job-run/:id', async (request) => ({
    message: 'Job run fetched',
    data: await findJobRun(db, request.params.id),
  }));
};
