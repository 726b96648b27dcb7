import { sql, type RawBuilder } from 'kysely';
import type { Page } from '@chapter/contract';

/** A page of a list as the services return it; the route adds the `message`. */
export type PageResult<T> = Omit<Page<T>, 'message'>;

export const pageResult = <T>(data: T[], totalCount: number, page: number, limit: number): PageResult<T> => ({
  data,
  currentPage: page,
  totalPages: Math.ceil(totalCount / limit),
  totalCount,
});

/**
 * Case-insensitive match on title and description: `search_text` is their lowercased join (003_learning),
 * trigram-indexed; LIKE's wildcards in the term are matched literally.
 */
export function matchesSearch(term: string): RawBuilder<boolean> {
  const escaped = term.replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql<boolean>`search_text like lower(${`%${escaped}%`})`;
}

/** Which rows a page holds: `take` rows after skipping `offset`, counted from the newest or (reversed) the oldest end. */
export interface PageWindow {
  offset: number;
  take: number;
  reversed: boolean;
}

/**
 * Pages past the middle are read from the oldest end, so skipping rows never walks more than half the list
 * (page 900 of 1,000 skips 1,000 index entries, not 8,990). Null when the page is past the end.
 */
export function pageWindow(total: number, page: number, limit: number): PageWindow | null {
  const offset = (page - 1) * limit;
  if (offset >= total) return null;
  const take = Math.min(limit, total - offset);
  if (offset <= total / 2) return { offset, take, reversed: false };
  return { offset: total - offset - take, take, reversed: true };
}
