import type { ReactNode } from 'react';
import { waitFor } from '@testing-library/react';
import { MEMBER_FRAME_READS, pathAt } from '../areas';
import { createQueryClient, startFirstReads } from '../data';
import { fakeApi, type FakeRoutes } from './fakeApi';
import { renderAt } from './renderAt';

/**
 * The answers of the frame's reads (shared/src/areas/index.ts, MEMBER_FRAME_READS: the bell's count), which every
 * member's page with first reads also reads, though a remote does not show them; a test's routes may answer otherwise.
 */
export const FRAME_ANSWERS: FakeRoutes = { 'GET /notifications/unread-count': { status: 200, body: { message: 'Unread notifications', unread: 0 } } };

/** The routes of `path`'s first reads: all of them, and the page's own (`declared`: without the frame's). */
export function firstReadRoutes(path: string): { all: string[]; declared: string[] } {
  const frame = new Set(MEMBER_FRAME_READS.map((read) => read.route));
  const all = (pathAt(path)?.reads ?? []).map((read) => read.route);
  return { all, declared: all.filter((route) => !frame.has(route)) };
}

/**
 * Does what the shell does for `path` before an area's code has arrived (starts the path's declared first reads), then
 * renders the area's app there on that cache. Answers the calls made (`calls`) and the routes of the declared reads
 * (`declared`, the page's own, not the frame's): a page that finds its first reads in the cache asks for none of them
 * again (docs/performance.md).
 */
export async function renderAfterFirstReads(path: string, ui: ReactNode, routes: FakeRoutes) {
  const { calls } = fakeApi({ ...FRAME_ANSWERS, ...routes });
  const client = createQueryClient({ retry: false });
  const started = startFirstReads(path, client);
  await waitFor(() => expect(client.isFetching()).toBe(0));
  const { all, declared } = firstReadRoutes(path);
  if (started !== all.length || started === 0) throw new Error(`${path}: ${started} first reads started, ${all.length} declared`);
  renderAt(path, ui, { client });
  return { calls, declared };
}
