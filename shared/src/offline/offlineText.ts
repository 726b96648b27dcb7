import type { QueryClient } from '@tanstack/react-query';
import { OFFLINE_TEXTS } from '../constants';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n: number) => String(n).padStart(2, '0');

/**
 * The offline notice's text (docs/offline.md): "Offline: figures from 14:05" (local time, 24-hour) when the newest
 * saved figure is from today, "Offline: figures from 27 Nov, 14:05" from another day (with the year when another
 * year), and "Offline: nothing saved on this device yet" with none.
 */
export function offlineNoticeText(newest: number | null, now: Date = new Date()): string {
  if (!newest) return OFFLINE_TEXTS.nothingSaved;
  const at = new Date(newest);
  const time = `${two(at.getHours())}:${two(at.getMinutes())}`;
  const sameDay = at.getFullYear() === now.getFullYear() && at.getMonth() === now.getMonth() && at.getDate() === now.getDate();
  if (sameDay) return `${OFFLINE_TEXTS.figuresFrom} ${time}`;
  const year = at.getFullYear() === now.getFullYear() ? '' : ` ${at.getFullYear()}`;
  return `${OFFLINE_TEXTS.figuresFrom} ${at.getDate()} ${MONTHS[at.getMonth()]}${year}, ${time}`;
}

/** When the newest successful read in the cache was answered (its `dataUpdatedAt`), or 0 with none. */
export function newestFigures(client: QueryClient): number {
  let newest = 0;
  for (const query of client.getQueryCache().getAll()) {
    if (query.state.status === 'success' && query.state.dataUpdatedAt > newest) newest = query.state.dataUpdatedAt;
  }
  return newest;
}
