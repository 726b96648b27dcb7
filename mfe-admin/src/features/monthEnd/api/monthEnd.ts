import { api, useApiQuery } from '@chapter/shared';
import { useAdminMutation } from '../../../hooks/useAdminMutation';
import { BACKUPS_KEY, MONTH_END_KEY } from '../../../lib/queryKeys';
import type { BackupsResponse, MonthEndRunResponse, MonthEndStepName, MonthsResponse, PreviewResponse } from './types';

/** GET /admin/month-end/months: the finished months the picker offers, with their month end's state. */
export const fetchMonths = () => api.get<MonthsResponse>('/admin/month-end/months');
export const useMonths = () => useApiQuery([...MONTH_END_KEY, 'months'], fetchMonths, { select: (body) => body.data });

/** GET /admin/month-end/preview?month=: what the month end would do now (nothing changes). */
export const fetchPreview = (month: string) => api.get<PreviewResponse>(`/admin/month-end/preview?month=${encodeURIComponent(month)}`);
export const usePreview = (month: string) =>
  useApiQuery([...MONTH_END_KEY, 'preview', month], () => fetchPreview(month), { select: (body) => body.data, enabled: month !== '' });

/** POST /admin/month-end/run: the whole month, or one step a run skipped. */
export const runMonthEnd = (request: { month: string; step?: MonthEndStepName }) => api.post<MonthEndRunResponse>('/admin/month-end/run', request);
export const useRunMonthEnd = (onStarted: (runId: string) => void) =>
  useAdminMutation(runMonthEnd, { failed: 'Failed to start the month end', error: 'Error starting the month end' }, [MONTH_END_KEY], (body) =>
    onStarted(body.data.id),
  );

/** GET /admin/backups: every backup with its size, date and verification state. */
export const fetchBackups = () => api.get<BackupsResponse>('/admin/backups');
export const useBackups = () => useApiQuery(BACKUPS_KEY, fetchBackups, { select: (body) => body.data });

/** GET /admin/backups/:name with the admin's token, saved as the file (a plain link would carry no token). */
export async function downloadBackup(name: string): Promise<{ ok: boolean; message: string }> {
  const result = await api.get<Blob>(`/admin/backups/${encodeURIComponent(name)}`, { responseType: 'blob' });
  if (!result.ok || !result.data) return { ok: false, message: result.status === 404 ? 'Backup not found' : 'Failed to download the backup' };
  const url = URL.createObjectURL(result.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return { ok: true, message: `Downloading ${name}` };
}
