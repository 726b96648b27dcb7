// Each front-end area declared once (areas.json): the shell's routes, the dev hosts, the build configs and the e2e
// tests all read this list, so a path, a container name or a port is written in one place.
import { isBroadcast, type BroadcastEvent } from '../live/events';
import declaration from './areas.json';

/** Who may open a path: visitors only, anyone, signed-in users, or admins (checked by the server on entry). */
export type Guard = 'public-only' | 'public' | 'signed-in' | 'admin';

/**
 * A read a path's page makes as soon as it shows (docs/performance.md, "First reads"): the shell starts it while the
 * area's code downloads, through the page's query cache, so the page finds the answer there instead of asking then.
 */
export interface FirstRead {
  /** The query-cache key the page reads it under (for a paged list, the key before its `{ page, search }`). */
  key: readonly unknown[];
  /** The contract route, "METHOD /path". */
  route: string;
  body?: Record<string, unknown>;
  query?: Record<string, unknown>;
  /** A page of a searchable list (usePagedQuery): cached under `[...key, { page, search }]` as `{ query, data }`. */
  paged?: boolean;
}

export interface AreaPath {
  /** An absolute route pattern, `:name` for a parameter. */
  path: string;
  guard: Guard;
  /** A concrete address of a parameterised path, for the dev host's links and the tests. */
  example?: string;
  /** What the page at this path reads first. */
  reads?: readonly FirstRead[];
  /**
   * The live events sent to every member that change what the page shows (docs/live.md, "Waking a drawn page"): the
   * page drawn by the server starts its app on these (and on the member's own), and sleeps through any other until the
   * member acts. Each remote's `firstReads.test.tsx` checks it against what the page follows.
   */
  wakeOn?: readonly BroadcastEvent[];
}

export interface AreaRedirect {
  from: string;
  to: string;
}

export interface Area {
  /** The federation container name (remotes.json key). */
  name: string;
  /** The package folder. */
  pkg: string;
  /** The dev server's port. */
  port: number;
  title: string;
  paths: AreaPath[];
  redirects?: AreaRedirect[];
}

const GUARDS: readonly Guard[] = ['public-only', 'public', 'signed-in', 'admin'];

/**
 * What the shell's frame shows on every member's page and reads first with the page's own reads (the bell's unread
 * count): a page drawn for a member (docs/architecture.md) comes with it, like the rest of the first view.
 */
export const MEMBER_FRAME_READS: readonly FirstRead[] = declaration.shell.reads;

type Declared = Omit<Area, 'paths'> & {
  paths: ReadonlyArray<{ path: string; guard: string; example?: string; reads?: readonly FirstRead[]; wakeOn?: readonly string[] }>;
};

function checked(areas: ReadonlyArray<Declared>): Area[] {
  return areas.map((area) => ({
    ...area,
    paths: area.paths.map((entry) => {
      if (!GUARDS.includes(entry.guard as Guard)) throw new Error(`${area.name} ${entry.path}: unknown guard ${entry.guard}`);
      const guard = entry.guard as Guard;
      const unknown = entry.wakeOn?.filter((type) => !isBroadcast(type)) ?? [];
      if (unknown.length) throw new Error(`${area.name} ${entry.path}: wakeOn names no event sent to every member: ${unknown.join(', ')}`);
      const wakeOn = entry.wakeOn as readonly BroadcastEvent[] | undefined;
      const member = guard === 'signed-in' || guard === 'admin';
      // A member's page that declares first reads reads the frame's too; one without any is drawn by the app.
      return member && entry.reads?.length ? { ...entry, guard, wakeOn, reads: [...entry.reads, ...MEMBER_FRAME_READS] } : { ...entry, guard, wakeOn };
    }),
  }));
}

/** Every remote area, in the order the shell's route table lists them. */
export const AREAS: readonly Area[] = checked(declaration.areas);

export const SHELL_APP = { name: declaration.shell.name, pkg: declaration.shell.pkg, port: declaration.shell.port, title: declaration.shell.title };

export function findArea(name: string): Area {
  const area = AREAS.find((candidate) => candidate.name === name || candidate.pkg === name);
  if (!area) throw new Error(`No area named ${name}; declared: ${AREAS.map((a) => a.name).join(', ')}`);
  return area;
}

/** The addresses a person can open in an area: each path, a parameterised one by its example. */
export function areaLinks(area: Area): string[] {
  return area.paths.map((entry) => entry.example ?? entry.path).filter((link) => !link.includes(':'));
}

/** The guard a redirect's target has (a redirect is as open as where it leads). */
export function redirectGuard(area: Area, redirect: AreaRedirect): Guard {
  const target = area.paths.find((entry) => entry.path === redirect.to || entry.example === redirect.to);
  if (!target) throw new Error(`${area.name}: redirect ${redirect.from} leads to ${redirect.to}, which the area does not declare`);
  return target.guard;
}

/** Whether `pathname` is an address of the route `pattern` (`:name` stands for one segment), as the router matches. */
export function pathMatches(pattern: string, pathname: string): boolean {
  const segments = (value: string) => value.split('/').filter(Boolean);
  const wanted = segments(pattern);
  const actual = segments(pathname);
  if (wanted.length !== actual.length) return false;
  return wanted.every((part, index) => part.startsWith(':') || part.toLowerCase() === actual[index]!.toLowerCase());
}

/** Where `pathname` leads: a declared redirect's target (/leaderboard → /leaderboard/overall), else itself. */
export function redirectedPath(pathname: string): string {
  for (const area of AREAS) {
    const redirect = area.redirects?.find((candidate) => pathMatches(candidate.from, pathname));
    if (redirect) return redirect.to;
  }
  return pathname;
}

/**
 * The area that owns `pathname` (after its redirect, if it has one), or undefined: the shell (which route to load
 * first, what a link's intent downloads) and the server (what to preload) ask.
 */
export function areaAt(pathname: string): Area | undefined {
  return ownerOf(redirectedPath(pathname));
}

/** The declared path `pathname` is an address of (after its redirect), with its guard and first reads. */
export function pathAt(pathname: string): AreaPath | undefined {
  const target = redirectedPath(pathname);
  return ownerOf(target)?.paths.find((entry) => pathMatches(entry.path, target));
}

/** The area one of whose declared paths `path` is an address of (a redirect's target is one: no redirect is followed). */
function ownerOf(path: string): Area | undefined {
  return AREAS.find((area) => area.paths.some((entry) => pathMatches(entry.path, path)));
}
