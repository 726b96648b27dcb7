import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { RouteKey } from '@chapter/contract';
import { call } from '../api';
import { pathAt, type FirstRead, type Guard } from '../areas';
import { getSession, type Session } from '../session';
import { unwrapApi } from './apiQuery';
import { queryClient as pageClient } from './queryClient';

type Send = (route: string, input: { body?: unknown; query?: object }) => ReturnType<typeof call>;
const send: Send = (route, input) => call(route as RouteKey, input as never);

/** The cache entry a first read fills: the key and the function its page's own hook would read it with. */
export function firstReadQuery(read: FirstRead, load: Send = send): { queryKey: QueryKey; queryFn: () => Promise<unknown> } {
  const input = { body: read.body, query: read.query };
  if (!read.paged) return { queryKey: read.key, queryFn: () => unwrapApi(load(read.route, input)) };
  // usePagedQuery's shape: the key ends with what was asked, the data says it again beside the answer.
  const asked = { page: Number(read.body?.page ?? 1), search: String(read.body?.search ?? '') };
  return { queryKey: [...read.key, asked], queryFn: async () => ({ query: asked, data: await unwrapApi(load(read.route, input)) }) };
}

/** Whether the session may read what a path of this guard shows (the server decides; this only avoids a refused read). */
function mayRead(guard: Guard, session: Session): boolean {
  if (session.status !== 'authenticated') return false;
  return guard === 'signed-in' || (guard === 'admin' && session.role === 'ADMIN');
}

/**
 * Starts the first reads the area declares for `pathname` (shared/src/areas/areas.json, `reads`), so they run while
 * the area's code downloads; a read already fresh in the cache is not asked again, and a failed one is asked again by
 * its page, which shows the error. Answers how many reads it started or found under way.
 */
export function startFirstReads(pathname: string, client: QueryClient = pageClient, load: Send = send): number {
  const entry = pathAt(pathname);
  if (!entry?.reads || !mayRead(entry.guard, getSession())) return 0;
  for (const read of entry.reads) void client.prefetchQuery(firstReadQuery(read, load));
  return entry.reads.length;
}
