import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp } from '../../app';
import { createTestDatabase } from '../../../test/database';
import type { DatabaseHandle } from '../../db';
import { addUser, bearer, loginAs, testConfig } from '../../../test/app';
import { RATE_LIMIT_NAMESPACE } from '../rateLimitStore';
import { aloneLimit } from './fallbackStore';
import { REDIS_BACK, REDIS_LOST } from './redisLink';
import { ownRedis, type OwnRedis } from '../../../test/ownRedis';

// The sign-in limit shared by the pair; counting alone each instance allows aloneLimit(LIMIT) = 1.
const LIMIT = 3;
// A hang guard (docs/operations.md "When Redis is lost" states 250 ms per command): far above it, far below the 10 s seen before.
const HANG_GUARD_MS = 2000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every message the app logged at `level`, from now on. */
function logged(app: FastifyInstance, level: 'warn' | 'info'): string[] {
  const messages: string[] = [];
  const log = app.log as unknown as Record<string, (...args: unknown[]) => void>;
  const original = log[level]!;
  log[level] = function (this: unknown, ...args: unknown[]) {
    messages.push(args.find((arg): arg is string => typeof arg === 'string') ?? '');
    return original.apply(this, args);
  };
  return messages;
}

describe('when Redis goes away: limits counted per instance, health says so, back to Redis alone', () => {
  let database: DatabaseHandle;
  let redis: OwnRedis;
  const apps: FastifyInstance[] = [];

  before(async () => {
    database = await createTestDatabase();
    // Fails (not skips) with a message naming redis-server when it is not installed.
    redis = await ownRedis();
    await redis.start();
    for (let i = 0; i < 2; i += 1) {
      const app = await buildApp({ config: testConfig({ redisUrl: redis.url, loginRateLimitMax: LIMIT }), db: database.db, databaseKind: database.kind });
      await app.ready();
      apps.push(app);
    }
  });
  after(async () => {
    for (const app of apps) await app.close();
    await redis?.kill();
    await database?.close();
  });

  /** A request, timed: none may wait for Redis past the hang guard. */
  const timed = async (app: FastifyInstance, request: InjectOptions): Promise<LightMyRequestResponse> => {
    const started = performance.now();
    const response = await app.inject(request);
    const took = performance.now() - started;
    assert.ok(took < HANG_GUARD_MS, `${JSON.stringify(request)} took ${Math.round(took)} ms`);
    return response;
  };
  const health = async (app: FastifyInstance) => {
    const response = await timed(app, { method: 'GET', url: '/api/v1/health' });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<{ redis?: string; redisSince?: string }>();
  };
  const failedLogins = async (order: FastifyInstance[], email: string) => {
    const statuses: number[] = [];
    for (const app of order) {
      const payload = { email, password: 'wrong-password' };
      statuses.push((await timed(app, { method: 'POST', url: '/api/v1/auth/login', payload })).statusCode);
    }
    return statuses;
  };

  it('degrades while Redis is down and shares the limits again once it answers', async () => {
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    const user = await addUser(database);
    const token = await loginAs(first, user.email, user.password);
    assert.equal((await health(first)).redis, 'up');

    const warnings = logged(first, 'warn');
    const infos = logged(first, 'info');
    const killedAt = Date.now();
    await redis.kill();

    // Reads succeed, each within the bound, however many there are.
    for (let i = 0; i < 10; i += 1) {
      assert.equal((await timed(first, { method: 'GET', url: '/api/v1/config' })).statusCode, 200);
      const board = await timed(first, { method: 'POST', url: '/api/v1/user/get-leaderboard-data', headers: bearer(token), payload: { limit: 10 } });
      assert.equal(board.statusCode, 200, board.body);
    }
    const down = await health(first);
    assert.equal(down.redis, 'down');
    assert.ok(down.redisSince && Date.parse(down.redisSince) >= killedAt - 1000, `down since ${down.redisSince}`);

    // Sign-in past the stricter limit is refused (aloneLimit(3) = 1 attempt per instance).
    assert.equal(aloneLimit(LIMIT), 1);
    assert.deepEqual(await failedLogins([first, first, first], `alone-${randomUUID()}@example.edu`), [400, 429, 429]);
    assert.deepEqual(warnings.filter((message) => message === REDIS_LOST).length, 1, `warnings: ${JSON.stringify(warnings)}`);
    assert.deepEqual(
      infos.filter((message) => message === REDIS_BACK),
      [],
    );

    await redis.start();
    // ioredis retries at most every 2 s: within 10 s the instance counts in Redis again (a hang guard, not a speed test).
    let state = down;
    for (let i = 0; i < 100 && state.redis !== 'up'; i += 1) {
      await sleep(100);
      state = await health(first);
    }
    assert.deepEqual({ redis: state.redis, redisSince: state.redisSince }, { redis: 'up', redisSince: undefined });
    for (let i = 0; i < 100 && (await health(second)).redis !== 'up'; i += 1) await sleep(100);
    assert.equal((await health(second)).redis, 'up');
    assert.equal(infos.filter((message) => message === REDIS_BACK).length, 1, `infos: ${JSON.stringify(infos)}`);
    assert.equal(warnings.filter((message) => message === REDIS_LOST).length, 1, 'still the one warning of the outage');

    // Shared again: alternating between the pair, the whole limit holds for both (alone it would be 1 each).
    const email = `shared-again-${randomUUID()}@example.edu`;
    assert.deepEqual(await failedLogins([first, second, first, second], email), [400, 400, 400, 429]);
    const probe = new Redis(redis.url, { maxRetriesPerRequest: 0 });
    try {
      const keys = await probe.keys(`${RATE_LIMIT_NAMESPACE}*${email}`);
      assert.equal(keys.length, 1, 'the count lives in Redis');
      assert.equal(await probe.get(keys[0]!), '4');
    } finally {
      probe.disconnect();
    }
  });
});

describe('when Redis hangs (connections open, no answer): each command gives up after REDIS_WAIT_MS', () => {
  let database: DatabaseHandle;
  let redis: OwnRedis;
  let app: FastifyInstance;

  before(async () => {
    database = await createTestDatabase();
    redis = await ownRedis();
    await redis.start();
    app = await buildApp({ config: testConfig({ redisUrl: redis.url, loginRateLimitMax: LIMIT }), db: database.db, databaseKind: database.kind });
    await app.ready();
  });
  after(async () => {
    await app?.close();
    redis?.resume();
    await redis?.kill();
    await database?.close();
  });

  it('answers within the bound, counts alone, and goes back to Redis when it answers again', async () => {
    const health = async () => (await app.inject({ method: 'GET', url: '/api/v1/health' })).json<{ redis?: string }>();
    assert.equal((await health()).redis, 'up');
    const warnings = logged(app, 'warn');
    redis.pause();
    try {
      const waits: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const started = performance.now();
        const response = await app.inject({ method: 'GET', url: '/api/v1/config' });
        waits.push(performance.now() - started);
        assert.equal(response.statusCode, 200);
      }
      // The first request meets the time-out; the others do not ask Redis at all.
      assert.ok(Math.max(...waits) < HANG_GUARD_MS, `waits: ${waits.map(Math.round).join(', ')} ms`);
      assert.equal((await health()).redis, 'down');
      assert.equal(warnings.filter((message) => message === REDIS_LOST).length, 1);
    } finally {
      redis.resume();
    }
    let state = await health();
    for (let i = 0; i < 100 && state.redis !== 'up'; i += 1) {
      await sleep(100);
      state = await health();
    }
    assert.equal(state.redis, 'up', 'a probe finds Redis answering again');
  });
});
