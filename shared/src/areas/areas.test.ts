import { AREAS, SHELL_APP, areaAt, areaLinks, findArea, pathAt, pathMatches, redirectGuard, redirectedPath } from '.';

test('each area has its own container name, package and dev port', () => {
  const apps = [SHELL_APP, ...AREAS];
  for (const key of ['name', 'pkg', 'port'] as const) {
    expect(new Set(apps.map((app) => app[key])).size).toBe(apps.length);
  }
  for (const area of AREAS) expect(area.name).toBe(area.pkg.replace('-', '_'));
});

test('no path is declared twice, and every path is absolute', () => {
  const paths = AREAS.flatMap((area) => area.paths.map((entry) => entry.path));
  expect(new Set(paths).size).toBe(paths.length);
  for (const path of paths) expect(path.startsWith('/')).toBe(true);
});

test('a parameterised path names an example that fits it, and redirects lead to declared paths', () => {
  for (const area of AREAS) {
    for (const entry of area.paths) {
      if (!entry.path.includes(':')) continue;
      const pattern = new RegExp(`^${entry.path.replace(/:[^/]+/g, '[^/]+')}$`);
      expect(entry.example).toMatch(pattern);
    }
    for (const redirect of area.redirects ?? []) expect(() => redirectGuard(area, redirect)).not.toThrow();
  }
});

test('the guards the product asks for', () => {
  const guardOf = (path: string) => AREAS.flatMap((area) => area.paths).find((entry) => entry.path === path)?.guard;
  for (const path of ['/', '/about', '/auth/login', '/auth/register', '/auth/forgot-password']) expect(guardOf(path)).toBe('public-only');
  // The manual is for everyone: it says visitors can read it, and the visitor's footer links to it.
  for (const path of ['/support/terms', '/support/report-issue', '/support/user-manual']) expect(guardOf(path)).toBe('public');
  for (const path of ['/dashboard', '/profile/compare', '/leaderboard/stats', '/roadmaps/:id']) expect(guardOf(path)).toBe('signed-in');
  for (const entry of findArea('mfe_admin').paths) expect(entry.guard).toBe('admin');
});

test('a dev host links every path of its area, a parameterised one by its example', () => {
  expect(areaLinks(findArea('mfe-leaderboard'))).toEqual(['/leaderboard/overall', '/leaderboard/platform/leetcode', '/leaderboard/stats']);
  expect(() => findArea('mfe-nothing')).toThrow('No area named mfe-nothing');
});

test('a path finds the area that owns it, as the router matches it', () => {
  expect(areaAt('/')?.name).toBe('mfe_public');
  expect(areaAt('/dashboard/')?.name).toBe('mfe_dashboard');
  expect(areaAt('/Leaderboard/platform/codeforces')?.name).toBe('mfe_leaderboard');
  expect(areaAt('/practice/42')?.name).toBe('mfe_learning');
  expect(areaAt('/nowhere')).toBeUndefined();
  // A redirect's address belongs to the area it leads to, and its first reads are the target's.
  expect(redirectedPath('/leaderboard')).toBe('/leaderboard/overall');
  expect(areaAt('/leaderboard')?.name).toBe('mfe_leaderboard');
  expect(areaAt('/admin')?.name).toBe('mfe_admin');
  expect(pathAt('/leaderboard')?.path).toBe('/leaderboard/overall');
  expect(redirectedPath('/practice')).toBe('/practice');
  expect(pathMatches('/practice/:id', '/practice')).toBe(false);
  expect(pathMatches('/practice/:id', '/practice/1/2')).toBe(false);
  for (const area of AREAS) for (const link of areaLinks(area)) expect(areaAt(link)?.name).toBe(area.name);
});

test('every page the server draws for a member says which events sent to every member wake it (docs/live.md)', () => {
  const drawn = AREAS.flatMap((area) => area.paths).filter((entry) => (entry.guard === 'signed-in' || entry.guard === 'admin') && entry.reads?.length);
  expect(drawn.length).toBeGreaterThan(0);
  for (const entry of drawn) expect([entry.path, Array.isArray(entry.wakeOn)]).toEqual([entry.path, true]);
  // Only those: a page the app draws holds no stream before its app starts.
  const others = AREAS.flatMap((area) => area.paths).filter((entry) => !drawn.includes(entry));
  expect(others.filter((entry) => entry.wakeOn).map((entry) => entry.path)).toEqual([]);
});
