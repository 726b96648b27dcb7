import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createTestDatabase } from '../../test/database';
import type { DatabaseHandle } from '../db';
import { addUser, bearer, loginAs, redisAnswers, testConfig } from '../../test/app';

// Two API processes on one database (TEST_DATABASE_URL: a PostgreSQL server) and, when it answers, one Redis
// (TEST_REDIS_URL, else the machine's): what one changes, the other's very next request sees (docs/rules.md §1 roles, §5 boards).
const REDIS_URL = process.env.TEST_REDIS_URL?.trim() || 'redis://127.0.0.1:6379/6';

const BOARD = '/api/v1/user/get-leaderboard-data';

describe('two API instances on one database', () => {
  let database: DatabaseHandle;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let adminA: string;
  let adminB: { id: string; token: string };
  let member: { id: string; token: string };

  before(async () => {
    database = await createTestDatabase();
    const redisUrl = (await redisAnswers(REDIS_URL)) ? REDIS_URL : null;
    const start = async () => {
      const app = await buildApp({ config: testConfig({ redisUrl }), db: database.db, databaseKind: database.kind });
      await app.ready();
      return app;
    };
    [a, b] = [await start(), await start()];
    const first = await addUser(database, 'ADMIN');
    const second = await addUser(database, 'ADMIN');
    const someone = await addUser(database, 'MEMBER');
    adminA = await loginAs(a, first.email, first.password);
    adminB = { id: second.id, token: await loginAs(b, second.email, second.password) };
    member = { id: someone.id, token: await loginAs(b, someone.email, someone.password) };
  });
  after(async () => {
    await a?.close();
    await b?.close();
    await database?.close();
  });

  const checkRole = (app: FastifyInstance, token: string) => app.inject({ method: 'GET', url: '/api/v1/admin/check-role', headers: bearer(token) });
  const board = (app: FastifyInstance, etag?: string) =>
    app.inject({
      method: 'POST',
      url: BOARD,
      headers: { ...bearer(member.token), ...(etag ? { 'if-none-match': etag } : {}) },
      payload: { page: 1, limit: 20 },
    });
  const pointsOf = (body: string, id: string) =>
    (JSON.parse(body) as { data: Array<{ _id: string; points: number }> }).data.find((row) => row._id === id)?.points;

  it('a demoted admin is refused at their next request through the other instance', async () => {
    assert.equal((await checkRole(b, adminB.token)).statusCode, 200, 'an admin, remembered by B');
    assert.equal((await checkRole(b, adminB.token)).statusCode, 200);
    const demoted = await a.inject({ method: 'POST', url: '/api/v1/admin/demote-user', headers: bearer(adminA), payload: { userId: adminB.id } });
    assert.equal(demoted.statusCode, 200, demoted.body);
    const refused = await checkRole(b, adminB.token);
    assert.equal(refused.statusCode, 403);
  });

  it('a page cached by one instance is answered anew after the other changed points; a current ETag gets 304 with no body', async () => {
    const firstRead = await board(b);
    assert.equal(firstRead.statusCode, 200);
    const etag = firstRead.headers.etag as string;
    assert.match(etag, /^W\//);
    const repeat = await board(b, etag);
    assert.equal(repeat.statusCode, 304);
    assert.equal(repeat.body, '');
    const before = pointsOf(firstRead.body, member.id) ?? 0;

    const adjusted = await a.inject({ method: 'POST', url: '/api/v1/admin/update-points', headers: bearer(adminA), payload: { userId: member.id, delta: 7 } });
    assert.equal(adjusted.statusCode, 200, adjusted.body);

    const after = await board(b, etag);
    assert.equal(after.statusCode, 200, 'the old ETag no longer matches');
    assert.equal(pointsOf(after.body, member.id), before + 7);
    assert.notEqual(after.headers.etag, etag);
    assert.equal((await board(a, after.headers.etag as string)).statusCode, 304, 'both instances give the same ETag to the same board');
  });

  it('the top 5 and the stats follow a change made through the other instance', async () => {
    const top = () => b.inject({ method: 'GET', url: '/api/v1/user/get-top-5-users', headers: bearer(member.token) });
    const stats = () => b.inject({ method: 'GET', url: '/api/v1/user/stats-data', headers: bearer(member.token) });
    const [topBefore, statsBefore] = [await top(), await stats()];
    await a.inject({ method: 'POST', url: '/api/v1/admin/update-points', headers: bearer(adminA), payload: { userId: member.id, delta: 100 } });
    const [topAfter, statsAfter] = [await top(), await stats()];
    assert.notEqual(topAfter.body, topBefore.body);
    assert.equal(topAfter.json<{ data: Array<{ _id: string }> }>().data[0]?._id, member.id);
    assert.equal(statsAfter.json<{ data: { maxScore: number } }>().data.maxScore, statsBefore.json<{ data: { maxScore: number } }>().data.maxScore + 100);
  });
});
