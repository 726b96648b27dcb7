// PostgreSQL lost and back (issue 34, docs/operations.md "When PostgreSQL is lost"): requests answer 503 with the plain
// message and Retry-After, never 500; health says the database is down; after it returns, requests succeed with no restart.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { connectPostgres, type DatabaseHandle } from '../db';
import { migrateToLatest } from '../db/migrate';
import { DATABASE_DOWN_MESSAGE, DATABASE_RETRY_AFTER_SECONDS, isConnectionError } from '../db/outage';
import { createUser } from '../modules/users/service';
import { testConfig } from '../../test/app';
import { outageTestServer, scratchDatabase, startCutProxy, type CutProxy } from '../../test/cutProxy';

describe('connection errors', () => {
  it('are told from errors a request causes', () => {
    for (const error of [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      Object.assign(new Error('connection failure'), { code: '08006' }),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]),
      new Error('wrapped', { cause: Object.assign(new Error('y'), { code: '08001' }) }),
    ]) {
      assert.equal(isConnectionError(error), true, String(error));
    }
    for (const error of [
      Object.assign(new Error('duplicate key'), { code: '23505' }),
      Object.assign(new Error('bad date'), { code: '22007' }),
      Object.assign(new Error('serialization'), { code: '40001' }),
      new Error('Internal'),
      null,
    ]) {
      assert.equal(isConnectionError(error), false, String(error));
    }
  });
});

const serverUrl = await outageTestServer();

describe('PostgreSQL lost and back', { skip: serverUrl ? false : 'no PostgreSQL server (set TEST_DATABASE_URL)' }, () => {
  let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
  let proxy: CutProxy;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let dataDir: string;
  let token: string;
  const email = 'outage.member@example.edu';
  const password = 'secret-pass-outage';
  const logged: string[] = [];

  before(async () => {
    scratch = await scratchDatabase(serverUrl!, 'chapter_outage');
    const direct = connectPostgres(scratch.url);
    await migrateToLatest(direct.db);
    await createUser(direct.db, { email, name: 'Outage Member', password, role: 'MEMBER' });
    await direct.close();
    proxy = await startCutProxy(scratch.url);
    database = connectPostgres(proxy.url);
    const config = testConfig();
    dataDir = config.dataDir;
    app = await buildApp({ config, db: database.db, databaseKind: database.kind });
    // What the log says during the outage (the app's logger is silent in tests: its warnings are counted here).
    app.addHook('onRequest', async (request) => {
      const { warn, error } = request.log;
      request.log.warn = ((details: unknown, message?: string) => (
        logged.push(`warn ${message}`),
        warn.call(request.log, details as object, message)
      )) as typeof warn;
      request.log.error = ((details: unknown, message?: string) => (
        logged.push(`error ${message}`),
        error.call(request.log, details as object, message)
      )) as typeof error;
    });
    await app.ready();
    const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password, rememberMe: false } });
    assert.equal(login.statusCode, 200, login.body);
    token = login.json<{ token: string }>().token;
  });
  after(async () => {
    await app?.close();
    await database?.close();
    await proxy?.close();
    await scratch?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const requests = () => [
    { name: 'a public read', method: 'GET' as const, url: '/api/v1/public/overview' },
    { name: 'a signed-in read', method: 'GET' as const, url: '/api/v1/user/get-all-users-with-id-and-name', headers: { authorization: `Bearer ${token}` } },
    { name: 'a sign-in', method: 'POST' as const, url: '/api/v1/auth/login', payload: { email, password, rememberMe: false } },
    { name: 'a write', method: 'POST' as const, url: '/api/v1/user/toggle-subscribe-btn', headers: { authorization: `Bearer ${token}` } },
  ];

  it('answers 503 with the message and Retry-After while the database is away, health says database down, then recovers alone', async () => {
    for (const request of requests()) {
      const response = await app.inject(request);
      assert.equal(response.statusCode, 200, `${request.name} before the outage: ${response.body}`);
    }
    await proxy.cut();
    logged.length = 0;
    const statuses: Record<string, number> = {};
    for (let round = 0; round < 3; round++) {
      for (const request of requests()) {
        const started = Date.now();
        const response = await app.inject(request);
        statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
        assert.equal(response.statusCode, 503, `${request.name} during the outage: ${response.statusCode} ${response.body}`);
        assert.deepEqual(response.json(), { message: DATABASE_DOWN_MESSAGE }, request.name);
        assert.equal(response.headers['retry-after'], String(DATABASE_RETRY_AFTER_SECONDS), request.name);
        // A hang guard, not a speed test: the connect time-out (5 s) bounds the wait.
        assert.ok(Date.now() - started < 30_000, `${request.name} waited ${Date.now() - started} ms`);
      }
    }
    assert.deepEqual(statuses, { 503: 12 }, 'every request answered 503, none 500');
    assert.equal(logged.filter((line) => line.startsWith('error')).length, 0, `no request logged as failed: ${logged.join(', ')}`);
    assert.ok(logged.filter((line) => line.includes('PostgreSQL is not answering')).length <= 1, `one warning per outage: ${logged.join(', ')}`);

    const health = await app.inject({ method: 'GET', url: '/api/v1/health' });
    assert.equal(health.statusCode, 503);
    assert.equal(health.json().database, 'down');
    assert.equal(health.json().databaseKind, 'postgres');
    assert.equal(health.json().message, DATABASE_DOWN_MESSAGE);
    assert.ok(health.json().version);
    assert.equal(health.headers['retry-after'], String(DATABASE_RETRY_AFTER_SECONDS));

    await proxy.restore();
    // No restart: the same app answers again within 10 s.
    const back = Date.now();
    for (const request of requests()) {
      let response = await app.inject(request);
      while (response.statusCode !== 200 && Date.now() - back < 10_000) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        response = await app.inject(request);
      }
      assert.equal(response.statusCode, 200, `${request.name} after the outage: ${response.body}`);
    }
    const healthy = await app.inject({ method: 'GET', url: '/api/v1/health' });
    assert.equal(healthy.statusCode, 200);
    assert.equal(healthy.json().database, 'postgres');
  });
});
