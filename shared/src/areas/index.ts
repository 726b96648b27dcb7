// Each front-end area declared once (areas.json): the shell's routes, the dev hosts, the build configs and the e2e
// tests all read this list, so a path, a container name or a port is written in one place.
import declaration from './areas.json';

/** Who may open a path: visitors only, anyone, signed-in users, or admins (checked by the server on entry). */
export type Guard = 'public-only' | 'public' | 'signed-in' | 'admin';

export interface AreaPath {
  /** An absolute route pattern, `:name` for a parameter. */
  path: string;
  guard: Guard;
  /** A concrete address of a parameterised path, for the dev host's links and the tests. */
  example?: string;
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

function checked(areas: ReadonlyArray<Omit<Area, 'paths'> & { paths: ReadonlyArray<{ path: string; guard: string; example?: string }> }>): Area[] {
  return areas.map((area) => ({
    ...area,
    paths: area.paths.map((entry) => {
      if (!GUARDS.includes(entry.guard as Guard)) throw new Error(`${area.name} ${entry.path}: unknown guard ${entry.guard}`);
      return { ...entry, guard: entry.guard as Guard };
    }),
  }));
}

/** Every remote area, in the order the shell's route table lists them. */
export const AREAS: readonly Area[] = checked(declaration.areas);

export const SHELL_APP = declaration.shell;

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

/** The area that owns `pathname`, or undefined: the shell (which route to load first) and the server (what to preload) ask. */
export function areaAt(pathname: string): Area | undefined {
  return AREAS.find((area) => area.paths.some((entry) => pathMatches(entry.path, pathname)));
}
