import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { RouteKey } from '@chapter/contract';
import { call, givenAnswer, givenEtag, keepGivenAnswer } from '../api';
import { MEMBER_FRAME_READS, pathAt, type FirstRead, type Guard } from '../areas';
import { whenIdle } from '../lazy/whenIdle';
import { getSession, type Session } from '../session';
import { unwrapApi } from './apiQuery';
import { queryClient as pageClient } from './queryClient';

type Send = (route: string, input: { body?: unknown; query?: object }) => ReturnType<typeof call>;
const send: Send = (route, input) => call(route as RouteKey, input as never);

/** The cache entry a first read fills: its key, and what the cache holds for the server's answer `body`. */
function cacheEntry(read: FirstRead): { queryKey: QueryKey; cached: (body: unknown) => unknown } {
  if (!read.paged) return { queryKey: read.key, cached: (body) => body };
  // usePagedQuery's shape: the key ends with what was asked, the data says it again beside the answer.
  const asked = { page: Number(read.body?.page ?? 1), search: String(read.body?.search ?? '') };
  return { queryKey: [...read.key, asked], cached: (body) => ({ query: asked, data: body }) };
}

/** The cache entry a first read fills: the key and the function its page's own hook would read it with. */
export function firstReadQuery(read: FirstRead, load: Send = send): { queryKey: QueryKey; queryFn: () => Promise<unknown> } {
  const { queryKey, cached } = cacheEntry(read);
  return { queryKey, queryFn: async () => cached(await unwrapApi(load(read.route, { body: read.body, query: read.query }))) };
}

/**
 * Fills the cache with the answers of `pathname`'s first reads given with the page (a member's page the server drew
 * with them, docs/architecture.md "Members' pages drawn by the server"), so its first render matches the server's
 * markup without waiting for anything. Answers whether every read had its answer (nothing is filled otherwise).
 * `catchUp` (the browser): each is read again once the page has hydrated and the browser is idle (catchUpDrawnPage),
 * as the page was drawn a moment or a few seconds before, and the live stream only tells of changes made after it
 * opens; the answers stay on screen meanwhile. With the `token` the page was drawn for, an answer that came with an
 * ETag is kept with it, so that read again it costs a 304 without a body when nothing changed.
 */
export function seedFirstReads(pathname: string, client: QueryClient = pageClient, { catchUp = false, token = '' } = {}): boolean {
  const reads = pathAt(pathname)?.reads;
  if (!reads?.length) return false;
  const answers = reads.map((read) => givenAnswer(read.route as RouteKey));
  if (answers.some((answer) => answer === undefined || answer === null)) return false;
  reads.forEach((read, index) => {
    const { queryKey, cached } = cacheEntry(read);
    // Fresh as filled: the page's queries do not read it again as they mount; catchUpDrawnPage does, once.
    client.setQueryData(queryKey, cached(answers[index]));
    const etag = catchUp && token ? givenEtag(read.route as RouteKey) : undefined;
    if (etag) keepGivenAnswer(read.route as RouteKey, read.body, token, etag, answers[index], read.query);
  });
  if (catchUp) {
    drawnPath.set(client, pathname);
    waitingCatchUp.set(client, pathname);
  }
  return true;
}

/**
 * Fills the cache with the answers of `pathname`'s first reads a drawn page kept on the device (keepDrawnAnswers in
 * cacheStore.ts), read at `at`: only where the cache has no answer, or an older one, and stale, so a page showing them
 * reads them again at once (docs/offline.md, "A page only read"). `answers`: by route key, as the page carried them.
 */
export function seedKeptAnswers(pathname: string, answers: Record<string, unknown>, at: number, client: QueryClient = pageClient): void {
  for (const read of pathAt(pathname)?.reads ?? []) {
    const answer = answers[read.route];
    if (answer === undefined || answer === null) continue;
    const { queryKey, cached } = cacheEntry(read);
    const now = client.getQueryCache().find({ queryKey, exact: true });
    if (now && now.state.data !== undefined && now.state.dataUpdatedAt >= at) continue;
    client.setQueryData(queryKey, cached(answer), { updatedAt: at });
    markStale(client, read, false);
  }
}

/**
 * Per cache, the path of the page the server drew whose first reads wait for catchUpDrawnPage to read them again
 * (seedFirstReads' catchUp), until the member leaves that path.
 */
const drawnPath = new WeakMap<QueryClient, string>();
/** Per cache, the drawn page's path until catchUpDrawnPage has scheduled reading its first reads again. */
const waitingCatchUp = new WeakMap<QueryClient, string>();

/** Soon, when the browser has a moment (at the latest 2 s later): the drawn page is on screen, nothing waits for it. */
const whenIdleSoon = (run: () => void) => whenIdle(run, 2_000);

/**
 * Reads the first reads of the page the server drew (seedFirstReads with catchUp) again, once, when the browser is next
 * idle: call it after the page has hydrated (an effect), so no answer to a change made since the drawing meets markup
 * not yet hydrated. Still on that page (`currentPath`), the member gets every read again (a 304 when unchanged). Gone
 * to another page by then (a click on the navigation as the app started), the page's own reads are only marked stale,
 * so they neither compete with the next page's code for the line and the server nor answer for a page no longer shown;
 * the frame's (the bell's count) are still on screen and are read again (docs/performance.md, "Moving between areas").
 */
export function catchUpDrawnPage(currentPath: () => string, client: QueryClient = pageClient, later: (run: () => void) => void = whenIdleSoon): void {
  const drawn = waitingCatchUp.get(client);
  if (drawn === undefined) return;
  waitingCatchUp.delete(client);
  later(() => {
    const shown = currentPath() === drawn;
    for (const read of pathAt(drawn)?.reads ?? []) markStale(client, read, shown || MEMBER_FRAME_READS.includes(read));
  });
}

/** Marks a first read's answer stale; `readAgain`: read it again now if a page shows it (else when one mounts it). */
function markStale(client: QueryClient, read: FirstRead, readAgain: boolean): void {
  void client.invalidateQueries({ queryKey: cacheEntry(read).queryKey, exact: true, refetchType: readAgain ? 'active' : 'none' });
}

/** Whether the session may read what a path of this guard shows (the server decides; this only avoids a refused read). */
function mayRead(guard: Guard, session: Session): boolean {
  if (session.status !== 'authenticated') return false;
  return guard === 'signed-in' || (guard === 'admin' && session.role === 'ADMIN');
}

/**
 * Starts the first reads the area declares for `pathname` (shared/src/areas/areas.json, `reads`), so they run while
 * the area's code downloads; a read already fresh in the cache is not asked again, and a failed one is asked again by
 * its page, which shows the error. A page the server drew (seedFirstReads with catchUp) starts none. Answers how many
 * reads it started or found under way.
 */
export function startFirstReads(pathname: string, client: QueryClient = pageClient, load: Send = send): number {
  // The drawn page's reads are read again once it has hydrated (catchUpDrawnPage), not here: read here, the answer to a
  // change made since the drawing could fill the cache before the page hydrates, which would then meet other data than
  // its markup and never see the change happen (a board's move unannounced to screen readers).
  const drawn = drawnPath.get(client);
  if (drawn === pathname) return 0;
  if (drawn !== undefined) {
    drawnPath.delete(client);
    // Left: the drawn page's own answers are read again when it is next opened, whenever catchUpDrawnPage runs.
    for (const read of pathAt(drawn)?.reads ?? []) if (!MEMBER_FRAME_READS.includes(read)) markStale(client, read, false);
  }
  const entry = pathAt(pathname);
  if (!entry?.reads || !mayRead(entry.guard, getSession())) return 0;
  for (const read of entry.reads) void client.prefetchQuery(firstReadQuery(read, load));
  return entry.reads.length;
}
