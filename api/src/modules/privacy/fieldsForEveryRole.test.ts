import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { InjectOptions } from 'fastify';
import { ROLES, rolesFrom, type Role } from '@chapter/shared/roles';
import type { PrivacyResponse, Visibility } from '@chapter/contract';
import { accessOf } from '../../access';
import { addUser, bearer, loginAs, startTestApp, type TestApp } from '../../../test/app';

/**
 * No answer carries a contact field its owner hid from the caller (issue 32, docs/privacy.md): every reading route of
 * the route-access table, called as a visitor and as each role, with a member H's e-mail, phone number and LinkedIn
 * set to each visibility in turn.
 */

const V1 = '/api/v1';
type Field = 'email' | 'phone' | 'linkedin';
const FIELDS: Field[] = ['email', 'phone', 'linkedin'];

/** Who besides the owner may see a field of each visibility: the rule the test holds the answers to. */
const SEES: Record<Visibility, Role[]> = { MEMBERS: rolesFrom('MEMBER'), CORE: rolesFrom('COREMEMBER'), NOBODY: [] };

/**
 * The admin area: answers that carry the e-mail and phone number admins need to run the membership, whatever the
 * member chose (the choices are about profiles and comparisons). Only admins reach them; LinkedIn is never exempt.
 */
const ADMIN_AREA: ReadonlySet<string> = new Set([
  // The members list: whom to promote, block or contact.
  `POST ${V1}/admin/fetch-all-users`,
  // The e-mails allowed to sign up: H's own address is one of them.
  `POST ${V1}/admin/fetch-all-allowed-emails`,
]);
const exemptForAdmins = (route: string, field: Field) => field !== 'linkedin' && ADMIN_AREA.has(route);

/** The profile route, where an allowed viewer must see the field (so the test can fail in both directions). */
const PROFILE = `POST ${V1}/user/get-profile-data`;

/** Each round sets every field to a different visibility, so each field is tried with each one. */
const ROUNDS: Array<Record<Field, Visibility>> = [
  { email: 'CORE', phone: 'NOBODY', linkedin: 'MEMBERS' },
  { email: 'NOBODY', phone: 'MEMBERS', linkedin: 'CORE' },
  { email: 'MEMBERS', phone: 'CORE', linkedin: 'NOBODY' },
];

/** Answers that are not text (images, archives): nothing to read a field from. */
const BINARY = /^(image\/|application\/(zip|octet-stream))/;

interface Schema {
  body?: { properties?: Record<string, unknown>; description?: string };
  querystring?: { properties?: Record<string, unknown>; description?: string };
}

/** Whether a route takes `field`: declared in its body or query schema, or named by a body its handler checks. */
const takes = (schema: Schema | undefined, field: string) =>
  [schema?.body, schema?.querystring].some((part) => Boolean(part?.properties?.[field]) || new RegExp(`\\b${field}\\b`).test(part?.description ?? ''));

/** A route reads when it is a GET, or a POST named get-… or fetch-…; secret routes are refused without their secret. */
const reads = (method: string, url: string) => method === 'GET' || (method === 'POST' && /^(get|fetch)-/.test(url.split('/').pop()!));

describe("no answer carries a contact field the owner hid, for any role (issue 32's route-access check)", () => {
  let t: TestApp;
  const viewers = new Map<Role | null, string | null>([[null, null]]);
  let h: { id: string; token: string; slug: string };
  const values = {
    email: `h-${randomUUID().slice(0, 8)}@hidden.example.edu`,
    phone: `7${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
    linkedin: `h-linked-${randomUUID().slice(0, 8)}`,
  } satisfies Record<Field, string>;
  const name = `Hidden Member ${randomUUID().slice(0, 6)}`;

  before(async () => {
    t = await startTestApp({ timeZone: 'UTC' });
    const db = t.database.db;
    for (const role of ROLES) {
      const user = await addUser(t.database, role);
      viewers.set(role, await loginAs(t.app, user.email, user.password));
    }
    const member = await addUser(t.database, 'MEMBER');
    await db
      .updateTable('users')
      .set({ name, email: values.email, phone_number: values.phone, linkedin_username: values.linkedin, bio: 'Here' })
      .where('id', '=', member.id)
      .execute();
    // As a real member: allowed to sign up, on this month's boards.
    await db.insertInto('allowed_emails').values({ email: values.email }).execute();
    await db
      .insertInto('points_ledger')
      .values({ user_id: member.id, source: 'adjustment:privacy', kind: 'adjustment', platform: null, day: new Date().toISOString().slice(0, 10), points: 50 })
      .execute();
    const token = await loginAs(t.app, values.email, member.password);
    const on = await t.app.inject({ method: 'PUT', url: `${V1}/user/privacy`, headers: bearer(token), payload: { publicProfile: true } });
    h = { id: member.id, token, slug: on.json<PrivacyResponse>().data.publicPath!.slice('/u/'.length) };
  });
  after(() => t.close());

  /** The request for a route: H where it names a member (body, query or path), default paging otherwise. */
  function requestFor(method: string, url: string, schema: Schema | undefined, extra: Record<string, string> = {}): InjectOptions {
    const path = url
      .replace(':slug', h.slug)
      .replace(/:[A-Za-z]+/g, 'no-such-thing')
      .replace(/\*$/, 'missing.js');
    const fields = { ...(takes(schema, 'userId') ? { userId: h.id } : {}), ...extra };
    if (method === 'GET') return { method: 'GET', url: path, query: fields };
    return { method: method as 'POST', url: path, payload: fields };
  }

  const readingRoutes = () =>
    t.app.routeTable
      .filter((route) => reads(route.method, route.url))
      .map((route) => ({ ...route, key: `${route.method} ${route.url}`, access: accessOf(route.method, route.url) }))
      .filter((route) => route.access !== undefined && route.access !== 'secret');

  for (const [index, round] of ROUNDS.entries()) {
    it(`round ${index + 1}: e-mail ${round.email}, phone ${round.phone}, LinkedIn ${round.linkedin}`, async (context) => {
      const set = await t.app.inject({
        method: 'PUT',
        url: `${V1}/user/privacy`,
        headers: bearer(h.token),
        payload: { emailVisibility: round.email, phoneVisibility: round.phone, linkedinVisibility: round.linkedin },
      });
      assert.equal(set.statusCode, 200);

      const leaks: string[] = [];
      const missing: string[] = [];
      const exemptionsUsed = new Set<string>();
      let read = 0;
      const routes = readingRoutes();
      assert.ok(routes.length >= 40, `found only ${routes.length} reading routes`);
      for (const route of routes) {
        for (const [role, token] of viewers) {
          const response = await t.app.inject({ ...requestFor(route.method, route.url, route.schema as Schema), headers: token ? bearer(token) : {} });
          if (BINARY.test(String(response.headers['content-type'] ?? ''))) continue;
          read += 1;
          for (const field of FIELDS) {
            const allowed = role !== null && SEES[round[field]].includes(role);
            const carries = response.body.includes(values[field]);
            const who = role ?? 'visitor';
            const exempt = role === 'ADMIN' && exemptForAdmins(route.key, field);
            if (exempt && carries) exemptionsUsed.add(route.key);
            if (!allowed && carries && !exempt) leaks.push(`${route.key} as ${who}: ${field}`);
            if (allowed && route.key === PROFILE && !carries) missing.push(`${route.key} as ${who}: ${field} (${response.statusCode})`);
          }
        }
      }
      assert.deepEqual(leaks, [], 'answers carrying a field its owner hid from the caller');
      assert.deepEqual(missing, [], 'profiles missing a field the owner shows the caller');
      assert.ok(read >= routes.length * 5, `read ${read} answers`);
      context.diagnostic(`${read} answers of ${routes.length} reading routes read`);
      // Each exemption is needed: the admin area does carry the e-mail there.
      assert.deepEqual([...exemptionsUsed].sort(), [...ADMIN_AREA].sort());
    });
  }

  it('a search for a contact field finds no member whose field it is (a board cannot be probed for hidden addresses)', async () => {
    // Hidden from everyone but admins on profiles: a search by them must not find H either.
    await t.app.inject({
      method: 'PUT',
      url: `${V1}/user/privacy`,
      headers: bearer(h.token),
      payload: { emailVisibility: 'NOBODY', phoneVisibility: 'NOBODY', linkedinVisibility: 'NOBODY' },
    });
    const searchable = readingRoutes().filter((route) => takes(route.schema as Schema, 'search'));
    assert.ok(
      searchable.some((route) => route.key === `POST ${V1}/user/get-leaderboard-data`),
      'the overall board is searched',
    );
    const found: string[] = [];
    for (const route of searchable) {
      for (const [role, token] of viewers) {
        if (role === 'ADMIN' && ADMIN_AREA.has(route.key)) continue;
        for (const field of FIELDS) {
          const response = await t.app.inject({
            ...requestFor(route.method, route.url, route.schema as Schema, { search: values[field] }),
            headers: token ? bearer(token) : {},
          });
          if (response.body.includes(h.id)) found.push(`${route.key} as ${role ?? 'visitor'} by ${field}`);
        }
      }
    }
    assert.deepEqual(found, []);
    // The same search by name finds H, so the probe above could have found them.
    const byName = await t.app.inject({
      method: 'POST',
      url: `${V1}/user/get-leaderboard-data`,
      headers: bearer(viewers.get('MEMBER')!),
      payload: { search: name },
    });
    assert.ok(byName.body.includes(h.id), byName.body.slice(0, 300));
  });
});
