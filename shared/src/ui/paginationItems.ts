import { DISPLAY } from '../constants';

export type PaginationItem = number | 'ellipsis';

/**
 * Page buttons to show: every page up to 7; beyond that first, last and current ±1, with
 * 'ellipsis' for each gap (a gap of a single page shows that page instead, as it takes the same room).
 */
export function paginationItems(page: number, total: number): PaginationItem[] {
  if (total < 1) return [];
  const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
  if (total <= DISPLAY.paginationFull) return range(1, total);

  const current = Math.min(Math.max(1, Math.trunc(page)), total);
  const from = Math.max(2, current - 1);
  const to = Math.min(total - 1, current + 1);
  const items: PaginationItem[] = [1];
  if (from === 3) items.push(2);
  else if (from > 3) items.push('ellipsis');
  items.push(...range(from, to));
  if (to === total - 2) items.push(total - 1);
  else if (to < total - 2) items.push('ellipsis');
  items.push(total);
  return items;
}
