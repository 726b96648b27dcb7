import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { BACKUP_NAME, listBackups } from '../../backup/verify';
import { HttpError } from '../../errors';
import type { JobsHandle, RouteDeps } from '../deps';
import { serve } from '../serve';
import { requestJobRun } from '../jobRuns/jobRuns';
import { actorOf } from './userRoutes';
import { bodyRecord } from '../lists';
import { finishedMonth, monthEndMonths, monthEndRunRequest, previewMonthEnd } from '../monthEnd/service';
import { atRiskMembers, checkWarnDays, warningDayOf, writeWarnDays } from '../monthEnd/warnings';
import { writeAudit } from '../audit/audit';
import { monthIn } from '../../clock';

export interface MonthEndRouteDeps extends RouteDeps {
  jobs: JobsHandle;
}

/**
 * /admin: the month end in the admin's hands (preview, run now, run a skipped step), the members at risk and the
 * warning before it, and the verified backups.
 */
export const monthEndRoutes: FastifyPluginAsync<MonthEndRouteDeps> = async (app, { db, config, jobs }) => {
  serve(app, 'GET /admin/month-end/months', async () => ({
    message: 'Months fetched',
    data: await monthEndMonths(db, config.timeZone),
  }));

  serve(app, 'GET /admin/month-end/preview', async (request) => {
    const month = finishedMonth(bodyRecord(request.query).month, config.timeZone);
    return { message: `Month end of ${month} previewed`, data: await previewMonthEnd(db, month) };
  });

  serve(app, 'POST /admin/month-end/run', async (request) => {
    const { run, created } = await requestJobRun(db, jobs.queue, actorOf(request), await monthEndRunRequest(db, request.body, config.timeZone));
    return { message: created ? `${run.label}: queued` : `${run.label}: already ${run.state === 'active' ? 'running' : run.state}`, data: run };
  });

  serve(app, 'GET /admin/month-end/at-risk', async () => ({
    message: 'Members at risk fetched',
    data: await atRiskMembers(db, config.timeZone),
  }));

  serve(app, 'PUT /admin/month-end/warning-days', async (request) => {
    const warnDaysBefore = checkWarnDays(bodyRecord(request.body).warnDaysBefore);
    await db.transaction().execute(async (trx) => {
      const { before, after } = await writeWarnDays(trx, warnDaysBefore);
      await writeAudit(trx, { action: 'edit-warning-days', actor: request.user!, before: { warnDaysBefore: before }, after: { warnDaysBefore: after } });
    });
    const warningDay = warningDayOf(monthIn(new Date(), config.timeZone), warnDaysBefore);
    return {
      message: warningDay ? `Members below the mark are warned on ${warningDay}` : 'Below-the-mark warnings are off',
      data: { warnDaysBefore, warningDay },
    };
  });

  serve(app, 'GET /admin/backups', async () => ({
    message: 'Backups fetched',
    data: await listBackups(db, config.backupDir),
  }));

  serve(app, 'GET /admin/backups/:name', async (request, reply) => {
    const name = request.params.name ?? '';
    const file = path.join(config.backupDir, name);
    if (!BACKUP_NAME.test(name) || !fs.existsSync(file) || !fs.statSync(file).isFile()) throw new HttpError(404, 'Backup not found');
    return reply
      .header('content-type', 'application/gzip')
      .header('content-length', fs.statSync(file).size)
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      .send(fs.createReadStream(file) as unknown as string); // streamed: the contract declares the file's bytes (binary)
  });
};
