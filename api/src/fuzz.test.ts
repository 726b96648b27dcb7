import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import type { InjectOptions } from 'fastify';
import { seedDemo } from './demo/seedDemo';
import type { RouteEntry } from './plugins/routeTable';
import { addUser, bearer, loginAs, startTestApp, type TestApp } from '../test/app';

/**
 * Sends malformed requests to every route the app registers, as an admin and as a visitor, and fails on any 5xx,
 * on any change a rejected request makes to the stored data (row counts and a checksum of every table), and on a
 * server that stops answering.
 */

// Tables a rejected request may still write, by design: a failed sign-in is counted per account (the sign-in delay).
const BOOKKEEPING_TABLES = new Set(['login_failures']);

const HANG_GUARD_MS = 15_000;

/** Without a job queue (tests run with jobs off) the queued admin actions answer 503 by design: the server's state, not the input. */
const jobsSwitchedOff = (status: number, body: string) => status === 503 && body.includes('Scheduled jobs are switched off');

const same = (a: Map<string, string>, b: Map<string, string>) => [...a].every(([table, sum]) => b.get(table) === sum);
const changed = (a: Map<string, string>, b: Map<string, string>) =>
  [...a]
    .filter(([table, sum]) => b.get(table) !== sum)
    .map(([table]) => table)
    .join(', ');
const NESTED = 5_000;

/** Values nobody should send where a field is expected. */
const BAD_VALUES: unknown[] = [
  {},
  [],
  null,
  true,
  -1,
  0.5,
  1e308,
  2 ** 53 + 1,
  -(2 ** 53 + 1),
  'Infinity',
  'NaN',
  '1e400',
  '-1',
  '0.5',
  '9007199254740993',
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'x'.repeat(20_000),
  '\ud800',
  '9999-12',
  '2026-02-30',
  '9999-99-99',
  '2026-13-01',
  '99:99',
  'not-a-uuid',
  randomUUID(),
  "' OR 1=1 --",
  { $gt: '' },
  [{}],
  ['\u0000'],
];

/** Field names tried on every route besides the ones its schema declares (a paging and an id field most routes read). */
const COMMON_FIELDS = ['page', 'userId'];
/** Every field name the contract uses, all set to one bad value at once. */
const CONTRACT_FIELDS = [
  'email',
  'password',
  'newPassword',
  'currentPassword',
  'rememberMe',
  'otp',
  'name',
  'title',
  'description',
  'link',
  'links',
  'date',
  'time',
  'month',
  'startTime',
  'endTime',
  'meetingDate',
  'meetingTime',
  'platform',
  'difficulty',
  'page',
  'limit',
  'search',
  'sortOrder',
  'roles',
  'protected',
  'userId',
  'resourceId',
  'questionId',
  'videoResourceId',
  'vidoeResourceId',
  'videoId',
  'roadmapId',
  'contestId',
  'dateId',
  'noticeId',
  'festivalId',
  'announcementId',
  'practiceQuestionId',
  'points',
  'delta',
  'type',
  'emails',
  'contestName',
  'contestLink',
  'toSendEmail',
  'compulsory',
  'nodes',
  'edges',
  'bio',
  'phoneNumber',
  'academicYear',
  'achievementScheduler',
  'passingMarks',
  'data',
];

interface Case {
  name: string;
  payload?: string | Buffer;
  contentType?: string;
  query?: string;
  path?: string;
}

const json = (value: unknown): Case => ({
  name: `JSON ${JSON.stringify(value)?.slice(0, 60)}`,
  payload: JSON.stringify(value),
  contentType: 'application/json',
});
const raw = (name: string, payload: string, contentType = 'application/json'): Case => ({ name, payload, contentType });

/** Cases every route gets, whatever it declares. */
function genericCases(): Case[] {
  return [
    { name: 'no body' },
    raw('empty JSON text', ''),
    raw('JSON null', 'null'),
    raw('JSON array', '[]'),
    raw('JSON text', '"text"'),
    raw('JSON number', '12'),
    raw('JSON 1e400', '1e400'),
    raw('broken JSON', '{"a":'),
    raw('trailing garbage', '{} x'),
    raw(`arrays nested ${NESTED} deep`, '['.repeat(NESTED) + ']'.repeat(NESTED)),
    raw(`objects nested ${NESTED} deep`, '{"a":'.repeat(NESTED) + '1' + '}'.repeat(NESTED)),
    raw('a __proto__ key', '{"__proto__":{"role":"ADMIN","isAdmin":true},"page":1}'),
    raw('a constructor key', '{"constructor":{"prototype":{"role":"ADMIN"}}}'),
    raw('a nested __proto__ key', '{"data":{"__proto__":{"x":1}},"nodes":[{"__proto__":{}}]}'),
    raw('a NUL in a key', '{"a\\u0000b":"x"}'),
    raw('a huge string', JSON.stringify({ title: 'x'.repeat(900_000), description: 'y' })),
    raw('a body above the limit', JSON.stringify({ title: 'x'.repeat(1_100_000) })),
    raw('text/plain', 'hello', 'text/plain'),
    raw('a form', 'email=a%40b.c&page=1', 'application/x-www-form-urlencoded'),
    raw('XML', '<a>1</a>', 'application/xml'),
    raw('JSON in UTF-16', '{"a":1}', 'application/json; charset=utf-16'),
    raw('an unknown type', '{}', 'application/x-fuzz'),
    raw('multipart without a boundary', 'abc', 'multipart/form-data'),
    raw('broken multipart', '--xx\r\nContent-Disposition: form-data; name="a"\r\n\r\nvalue', 'multipart/form-data; boundary=xx'),
    raw('multipart with a NUL', '--xx\r\nContent-Disposition: form-data; name="name"\r\n\r\na\u0000b\r\n--xx--\r\n', 'multipart/form-data; boundary=xx'),
    raw('invalid UTF-8', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]).toString('latin1')),
    { name: 'query page=1e308&limit=1e400', query: 'page=1e308&limit=1e400&month=9999-12' },
    { name: 'query NUL', query: 'search=%00&month=%00' },
    { name: 'query impossible month', query: 'month=2026-02-30' },
    { name: 'query repeated fields', query: 'month=2026-01&month=2026-02&page=1&page=2' },
    { name: 'query __proto__', query: '__proto__[role]=ADMIN&constructor[prototype][x]=1' },
    ...BAD_VALUES.map((value) => ({
      ...json(Object.fromEntries(CONTRACT_FIELDS.map((field) => [field, value]))),
      name: `every contract field = ${JSON.stringify(value)?.slice(0, 40)}`,
    })),
  ];
}

/** Ids of rows that exist, by field name, so a bad field is tried next to ids that reach the stored rows. */
const knownIds = new Map<string, string>();

/** A well-formed value for a field the schema declares, so one bad field is not hidden behind another missing one. */
function plausible(name: string, schema: { type?: unknown } | undefined): unknown {
  if (knownIds.has(name)) return knownIds.get(name);
  switch (schema?.type) {
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return {};
    default:
      return 'fuzz';
  }
}

/** One case per (declared or common field, bad value), the other declared fields well-formed. */
function fieldCases(route: RouteEntry): Case[] {
  const body = (route.schema?.body ?? {}) as { properties?: Record<string, { type?: unknown }> };
  const query = (route.schema?.querystring ?? {}) as { properties?: Record<string, { type?: unknown }> };
  const declared = body.properties ?? {};
  const base = Object.fromEntries(Object.entries(declared).map(([name, field]) => [name, plausible(name, field)]));
  const fields = [...new Set([...Object.keys(declared), ...COMMON_FIELDS])];
  const cases: Case[] = [];
  for (const field of fields)
    for (const value of BAD_VALUES) cases.push({ ...json({ ...base, [field]: value }), name: `${field} = ${JSON.stringify(value)?.slice(0, 40)}` });
  for (const field of Object.keys(query.properties ?? {})) {
    for (const value of ['1e308', '-1', '0.5', 'Infinity', '9999-12', '2026-02-30', '%00', 'x'.repeat(5000), '2026-00']) {
      cases.push({ name: `query ${field}=${value.slice(0, 20)}`, query: `${field}=${value}` });
    }
  }
  if (route.url.includes(':')) {
    for (const value of ['%00', '..%2F..%2Fetc%2Fpasswd', 'x'.repeat(3000), '%E0%A4%A', 'a.png%00.js', randomUUID(), '.', '%2e%2e']) {
      cases.push({ name: `path ${value.slice(0, 30)}`, path: route.url.replace(/:[A-Za-z]+/g, value) });
    }
  }
  return cases;
}

const fill = (url: string) => url.replace(/:[A-Za-z]+/g, 'no-such-thing').replace(/\*$/, 'missing.js');

function request(route: RouteEntry, item: Case, headers: Record<string, string>, address: string): InjectOptions {
  const url = `${item.path ?? fill(route.url)}${item.query ? `?${item.query}` : ''}`;
  const options: InjectOptions = { method: route.method as 'GET', url, headers: { ...headers }, remoteAddress: address };
  if (item.payload !== undefined && route.method !== 'GET') {
    options.payload = item.payload;
    if (item.contentType) options.headers = { ...options.headers, 'content-type': item.contentType };
  }
  return options;
}

describe('fuzzing every route with malformed requests', () => {
  let t: TestApp;
  let adminToken: string;
  let tables: string[];
  let sent = 0;

  /** Row count and checksum of every table (less the bookkeeping ones). */
  const snapshot = async (only: string[] = tables): Promise<Map<string, string>> => {
    // An order-free checksum: the sum of each row's hash, with the row count.
    const parts = only.map(
      (table) =>
        sql`select ${table}::text as name, count(*)::text || ':' || coalesce(sum(hashtextextended(x::text, 0)::numeric), 0)::text as sum from ${sql.table(table)} x`,
    );
    const { rows } = await sql<{ name: string; sum: string }>`${sql.join(parts, sql` union all `)}`.execute(t.database.db);
    return new Map(rows.map((row) => [row.name, row.sum]));
  };

  const send = async (options: InjectOptions) => {
    sent += 1;
    let timer: NodeJS.Timeout | undefined;
    const hang = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${HANG_GUARD_MS} ms`)), HANG_GUARD_MS);
    });
    try {
      return await Promise.race([t.app.inject(options), hang]);
    } finally {
      clearTimeout(timer);
    }
  };

  before(async () => {
    t = await startTestApp();
    await seedDemo(t.database.db, 12, t.config.timeZone);
    const admin = await addUser(t.database, 'ADMIN');
    adminToken = await loginAs(t.app, admin.email, admin.password);
    const create = async (url: string, payload: Record<string, unknown>): Promise<string> => {
      const response = await t.app.inject({ method: 'POST', url: `/api/v1/core-member/${url}`, headers: bearer(adminToken), payload });
      assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
      const id = response.json<{ data?: { id?: string; _id?: string } }>().data;
      return String(id?.id ?? id?._id ?? '');
    };
    const resourceId = await create('create-resource', { title: 'Arrays', description: 'Warm-up' });
    knownIds.set('resourceId', resourceId);
    knownIds.set(
      'questionId',
      await create('add-question', {
        resourceId,
        title: 'Two Sum',
        link: 'https://leetcode.com/problems/two-sum/',
        description: 'Pairs',
        difficulty: 'EASY',
        platform: 'LeetCode',
      }),
    );
    const videoResourceId = await create('create-video-resource', { title: 'Graphs', description: 'BFS and DFS' });
    knownIds.set('videoResourceId', videoResourceId);
    knownIds.set('vidoeResourceId', videoResourceId);
    knownIds.set(
      'videoId',
      await create('add-video', { vidoeResourceId: videoResourceId, title: 'BFS', description: 'Layers', link: 'https://www.youtube.com/watch?v=oDqjPvD54Ss' }),
    );
    knownIds.set('roadmapId', await create('create-roadmap', { title: 'Path', description: 'From zero' }));
    const member = await t.database.db.selectFrom('users').select('id').where('role', '=', 'MEMBER').executeTakeFirstOrThrow();
    knownIds.set('userId', member.id);
    for (const [name, id] of knownIds) assert.match(id, /^[0-9a-f-]{36}$/, `${name} is a stored row's id`);
    // The stored leaderboards are rebuilt by the first read after a change; build them now so reads change nothing.
    const boards = await t.app.inject({ method: 'GET', url: '/api/v1/user/get-top-5-users', headers: bearer(adminToken) });
    assert.equal(boards.statusCode, 200, boards.body);
    const { rows } = await sql<{
      name: string;
    }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`.execute(
      t.database.db,
    );
    tables = rows.map((row) => row.name).filter((name) => !BOOKKEEPING_TABLES.has(name));
    assert.ok(tables.includes('users') && tables.length > 20, `the snapshot covers the app's tables (${tables.join(', ')})`);
  });
  after(() => t.close());

  for (const who of ['admin', 'visitor'] as const) {
    it(`answers every malformed request as ${who} with a 4xx or a harmless answer, changing nothing`, async () => {
      const headers = who === 'admin' ? bearer(adminToken) : {};
      const failures: string[] = [];
      const started = sent;
      const totals = { cases: 0, accepted: 0 };
      let address = who === 'admin' ? 0 : 1 << 20;
      const routes = t.app.routeTable;
      assert.ok(routes.length > 50, 'the route table lists the whole app');
      for (const route of routes) {
        const key = `${route.method} ${route.url}`;
        const cases = [...genericCases(), ...fieldCases(route)];
        assert.ok(cases.length >= 100, `${key} gets at least 100 cases (${cases.length})`);
        const before = await snapshot();
        const rejected: InjectOptions[] = [];
        let accepted = 0;
        for (const item of cases) {
          // A fresh address per request: the per-address limits would otherwise answer 429 before the handler runs.
          address += 1;
          const options = request(route, item, headers, `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`);
          let response;
          try {
            response = await send(options);
          } catch (error) {
            failures.push(`${key} [${item.name}]: ${(error as Error).message}`);
            continue;
          }
          if (response.statusCode >= 500 && !jobsSwitchedOff(response.statusCode, response.body)) {
            failures.push(`${key} [${item.name}]: ${response.statusCode} ${response.body.slice(0, 200)}`);
          }
          if (response.statusCode >= 400) rejected.push(options);
          else accepted += 1;
        }
        totals.cases += cases.length;
        totals.accepted += accepted;
        const afterwards = await snapshot();
        if (!same(before, afterwards)) {
          // Some cases were well-formed enough to be accepted (text is text, however odd): those may change data.
          // Then each rejected case is sent again, on its own, and must leave everything as it found it.
          if (accepted === 0) failures.push(`${key}: rejected requests changed ${changed(before, afterwards)}`);
          else {
            // Only the tables the accepted requests wrote can hide a rejected one's change; the rest were compared above.
            const written = [...before].filter(([table, sum]) => afterwards.get(table) !== sum).map(([table]) => table);
            for (const options of rejected) {
              const ahead = await snapshot(written);
              await send(options);
              const behind = await snapshot(written);
              if (!same(ahead, behind))
                failures.push(
                  `${key} [${String(options.url)} ${String(options.payload ?? '').slice(0, 80)}]: a rejected request changed ${changed(ahead, behind)}`,
                );
            }
          }
        }
        const health = await send({ method: 'GET', url: '/api/v1/health' });
        if (health.statusCode !== 200) failures.push(`after ${key}: health answers ${health.statusCode}`);
      }
      console.log(
        `# fuzz as ${who}: ${totals.cases} cases (${totals.accepted} accepted as well-formed), ${sent - started} requests in all, over ${routes.length} routes`,
      );
      assert.deepEqual(failures.slice(0, 60), [], `${failures.length} failures`);
    });
  }
});
