import { dateFormat } from '@chapter/shared';

/** An ISO time as '5 Mar 2025, 10:00' in the reader's zone, or with `timeZone` in that zone, on a 24-hour clock and named ('…, 22:00 UTC'); '–' for none. */
export function formatDateTime(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return '–';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateFormat(undefined, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    ...(timeZone ? { timeZone, timeZoneName: 'short', hourCycle: 'h23' } : {}),
  }).format(date);
}
