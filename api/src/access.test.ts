import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { hasRole, ROLES, type Role } from '@chapter/shared/roles';
import { accessOf, type Access } from './access';
import { addUser, bearer, loginAs, startTestApp, type TestApp } from '../test/app';

/** A registered path with its placeholders filled (`:name` → a name that exists nowhere; `*` → a file name). */
export const filledPath = (url: string) => url.replace(/:[A-Za-z]+/g, 'no-such-thing').replace(/\*$/, 'missing.js');

const allowed = (access: Access, role: Role | null) =>
  access === 'public' || access === 'secret' || (role !== null && (access === 'signedIn' || hasRole(role, access)));

describe('every route answers each role as its declared access says (RBAC)', () => {
  let t: TestApp;
  const tokens = new Map<Role, string>();

  before(async () => {
    t = await startTestApp();
    for (const role of ROLES) {
      const user = await addUser(t.database, role);
      tokens.set(role, await loginAs(t.app, user.email, user.password));
    }
  });
  after(() => t.close());

  it('declares the access of every route the app registers', () => {
    const undeclared = t.app.routeTable.filter((route) => accessOf(route.method, route.url) === undefined);
    assert.deepEqual(
      undeclared.map((route) => `${route.method} ${route.url}`),
      [],
      'routes without a declared access (add each to ROUTE_ACCESS with its rule)',
    );
  });

  it('visitors get 401 where a sign-in is needed, roles below the minimum 403, the others neither', async () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const route of t.app.routeTable) {
      const access = accessOf(route.method, route.url);
      if (!access) continue;
      for (const role of [null, ...ROLES] as (Role | null)[]) {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: filledPath(route.url),
          headers: role ? bearer(tokens.get(role)!) : {},
          ...(route.method === 'GET' ? {} : { payload: {} }),
        });
        checked += 1;
        const status = response.statusCode;
        const who = role ?? 'visitor';
        if (access === 'secret') {
          // Without the secret the route refuses (403, 404 or 410), whoever asks; a sign-in neither helps nor is asked.
          if (status === 401 || status < 400) wrong.push(`${route.method} ${route.url} as ${who}: ${status}, expected a refusal without the secret`);
        } else if (allowed(access, role)) {
          if (status === 401 || status === 403) wrong.push(`${route.method} ${route.url} as ${who}: ${status}, expected neither 401 nor 403 (${access})`);
        } else {
          const expected = role === null ? 401 : 403;
          if (status !== expected) wrong.push(`${route.method} ${route.url} as ${who}: ${status}, expected ${expected} (${access})`);
        }
      }
    }
    assert.ok(checked >= t.app.routeTable.length * 7, 'every route was called with every role and as a visitor');
    assert.deepEqual(wrong, []);
  });
});
