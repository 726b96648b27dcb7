import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createTestDatabase } from '../../test/database';
import type { DatabaseHandle } from '../db';
import { redisAnswers, testConfig } from '../../test/app';
import type { Config } from '../config';
import { RedisUnreachableError } from './rateLimitStore';

// The machine's Redis (TEST_REDIS_URL to use another).
const REDIS_URL = process.env.TEST_REDIS_URL?.trim() || 'redis://127.0.0.1:6379';
const LIMIT = 3;

/** Tries to sign in `times` times with a wrong password, alternating between the apps; the statuses in order. */
async function failedLogins(apps: FastifyInstance[], email: string, times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const app = apps[i % apps.length]!;
    const response = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: 'wrong-password' } });
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe('rate-limit store', () => {
  let database: DatabaseHandle;
  const opened: { app: FastifyInstance; config: Config }[] = [];

  const twoApps = async (overrides: Partial<Config>) => {
    const apps: FastifyInstance[] = [];
    for (let i = 0; i < 2; i += 1) {
      const config = testConfig({ loginRateLimitMax: LIMIT, ...overrides });
      const app = await buildApp({ config, db: database.db, databaseKind: database.kind });
      await app.ready();
      opened.push({ app, config });
      apps.push(app);
    }
    return apps;
  };

  before(async () => {
    database = await createTestDatabase();
  });
  after(async () => {
    for (const { app } of opened) await app.close();
    await database.close();
  });

  it('without REDIS_URL each process counts in its own memory: one app holds the limit, a second one counts afresh', async () => {
    const [first, second] = await twoApps({ redisUrl: null });
    const email = `memory-${randomUUID()}@example.edu`;
    assert.deepEqual(await failedLogins([first!], email, LIMIT + 1), [400, 400, 400, 429]);
    assert.deepEqual(await failedLogins([second!], email, 1), [400]);
    const health = await first!.inject({ method: 'GET', url: '/api/v1/health' });
    assert.equal(health.json<{ redis?: string }>().redis, 'not-used', 'health says Redis is not used');
  });

  it('with REDIS_URL two app instances share the login limit: the limit holds for the pair', async (t) => {
    if (!(await redisAnswers(REDIS_URL))) return t.skip(`no Redis answers at ${REDIS_URL}`);
    const apps = await twoApps({ redisUrl: REDIS_URL });
    const email = `shared-${randomUUID()}@example.edu`;
    // Alternating A, B, A, then B: in memory each would still allow attempts; shared, the fourth is refused.
    assert.deepEqual(await failedLogins(apps, email, LIMIT + 2), [400, 400, 400, 429, 429]);
    const other = `other-${randomUUID()}@example.edu`;
    assert.deepEqual(await failedLogins(apps, other, 1), [400], 'another e-mail has its own count');
  });

  it('with REDIS_URL set but no Redis there, the app refuses to start with a message naming REDIS_URL', async () => {
    const config = testConfig({ redisUrl: 'redis://127.0.0.1:1' });
    await assert.rejects(
      buildApp({ config, db: database.db, databaseKind: database.kind }),
      (error: unknown) => error instanceof RedisUnreachableError && /Cannot reach Redis at redis:\/\/127\.0\.0\.1:1.*REDIS_URL/.test(error.message),
    );
  });
});
