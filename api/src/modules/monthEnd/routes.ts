import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { BACKUP_NAME, listBackups } from '../../backup/verify';
import { HttpError } from '../../errors';
import type { JobsHandle, RouteDeps } from '../deps';
import { errorResponses, messageResponse } from '../schemas';
import { backupList, jobRun, monthEndMonths as monthsSchema, monthEndPreview, withData } from '../responses';
import { requestJobRun } from '../admin/jobRuns';
import { actorOf } from '../admin/userRoutes';
import { bodyRecord } from '../admin/paging';
import { finishedMonth, monthEndMonths, monthEndRunRequest, previewMonthEnd } from './service';

const doc = (summary: string, ok: object) => ({
  tags: ['month end'],
  summary,
  security: [{ bearer: [] }],
  response: { 200: ok, ...errorResponses, 409: messageResponse, 503: messageResponse },
});

export interface MonthEndRouteDeps extends RouteDeps {
  jobs: JobsHandle;
}

/** /admin: the month end in the admin's hands (preview, run now, run a skipped step) and the verified backups. */
export const monthEndRoutes: FastifyPluginAsync<MonthEndRouteDeps> = async (app, { db, config, jobs }) => {
  app.addHook('onRequest', app.requireRole('ADMIN'));

  app.get('/month-end/months', { schema: doc('The finished months with the state of their month end, newest first', withData(monthsSchema)) }, async () => ({
    message: 'Months fetched',
    data: await monthEndMonths(db, config.timeZone),
  }));

  app.get(
    '/month-end/preview',
    { schema: doc("What a finished month's end would do now (?month=YYYY-MM), computed without changing anything", withData(monthEndPreview)) },
    async (request) => {
      const month = finishedMonth(bodyRecord(request.query).month, config.timeZone);
      return { message: `Month end of ${month} previewed`, data: await previewMonthEnd(db, month) };
    },
  );

  app.post(
    '/month-end/run',
    { schema: doc("Run a finished month's end now ({ month }), or one step a run skipped ({ month, step }); one run per month at a time", withData(jobRun)) },
    async (request) => {
      const { run, created } = await requestJobRun(db, jobs.queue, actorOf(request), await monthEndRunRequest(db, request.body, config.timeZone));
      return { message: created ? `${run.label}: queued` : `${run.label}: already ${run.state === 'active' ? 'running' : run.state}`, data: run };
    },
  );

  app.get('/backups', { schema: doc('The backups with their size, date and verification state, newest first', withData(backupList)) }, async () => ({
    message: 'Backups fetched',
    data: await listBackups(db, config.backupDir),
  }));

  app.get<{ Params: { name: string } }>(
    '/backups/:name',
    {
      schema: {
        tags: ['month end'],
        summary: 'Download one backup file (gzip)',
        security: [{ bearer: [] }],
        params: { type: 'object', properties: { name: { type: 'string', maxLength: 200 } } },
        response: {
          200: { description: 'The backup file', content: { 'application/gzip': { schema: { type: 'string', format: 'binary' } } } },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const name = request.params.name;
      const file = path.join(config.backupDir, name);
      if (!BACKUP_NAME.test(name) || !fs.existsSync(file) || !fs.statSync(file).isFile()) throw new HttpError(404, 'Backup not found');
      return reply
        .header('content-type', 'application/gzip')
        .header('content-length', fs.statSync(file).size)
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(fs.createReadStream(file));
    },
  );
};
