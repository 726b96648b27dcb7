import { call, saveFile, useApiQuery } from '@chapter/shared';
import type { MonthEndRunRequest } from '@chapter/shared/types';
import { useAdminMutation } from '../../../hooks/useAdminMutation';
import { BACKUPS_KEY, MONTH_END_KEY } from '../../../lib/queryKeys';

/** The finished months the picker offers, with their month end's state. */
export const fetchMonths = () => call('GET /admin/month-end/months');
export const useMonths = () => useApiQuery([...MONTH_END_KEY, 'months'], fetchMonths, { select: (body) => body.data });

/** What the month end would do now (nothing changes). */
export const fetchPreview = (month: string) => call('GET /admin/month-end/preview', { query: { month } });
export const usePreview = (month: string) =>
  useApiQuery([...MONTH_END_KEY, 'preview', month], () => fetchPreview(month), { select: (body) => body.data, enabled: month !== '' });

/** The whole month, or one step a run skipped. */
export const runMonthEnd = (request: MonthEndRunRequest) => call('POST /admin/month-end/run', { body: request });
export const useRunMonthEnd = (onStarted: (runId: string) => void) =>
  useAdminMutation(runMonthEnd, { failed: 'Failed to start the month end', error: 'Error starting the month end' }, [MONTH_END_KEY], (body) =>
    onStarted(body.data.id),
  );

/** Every backup with its size, date and verification state. */
export const fetchBackups = () => call('GET /admin/backups');
export const useBackups = () => useApiQuery(BACKUPS_KEY, fetchBackups, { select: (body) => body.data });

/** One backup, fetched with the admin's token and saved as the file (a plain link would carry no token). */
export async function downloadBackup(name: string): Promise<{ ok: boolean; message: string }> {
  const result = await call('GET /admin/backups/:name', { params: { name }, responseType: 'blob' });
  if (!result.ok || !result.data) return { ok: false, message: result.status === 404 ? 'Backup not found' : 'Failed to download the backup' };
  // The file's bytes, as the browser received them (a Blob, asked for with responseType 'blob').
  saveFile(new Blob([result.data], { type: 'application/gzip' }), name);
  return { ok: true, message: `Downloading ${name}` };
}
