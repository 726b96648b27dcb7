import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Role } from '@chapter/shared/roles';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { createTestDatabase } from './database';
import type { DatabaseHandle } from '../src/db';
import { createUser } from '../src/modules/users/service';
import type { JobsHandle, PlatformDeps } from '../src/modules/deps';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** A config for tests: a throw-away data folder, quiet logs, limits high enough not to interfere. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chapter-api-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_DIR: path.join(dataDir, 'no-web'),
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000',
    LOGIN_RATE_LIMIT_MAX: '1000',
  });
  return { ...config, ...overrides };
}

/** The app on a fresh migrated database; call close() in `after`. */
export async function startTestApp(
  overrides: Partial<Config> = {},
  beforeReady?: (app: FastifyInstance) => void,
  platforms?: PlatformDeps | ((db: DatabaseHandle['db']) => PlatformDeps),
  jobs?: JobsHandle,
): Promise<TestApp> {
  const config = testConfig(overrides);
  const database = await createTestDatabase();
  // A function: clients whose breaker keeps its state in this database.
  const platformDeps = typeof platforms === 'function' ? platforms(database.db) : platforms;
  const app = await buildApp({ config, db: database.db, databaseKind: database.kind, platforms: platformDeps, jobs });
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    config,
    database,
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;

/** Creates a user with a unique e-mail and returns it with its password. */
export async function addUser(database: DatabaseHandle, role: Role = 'USER', password = 'secret-pass') {
  const email = `user${++counter}.${role.toLowerCase()}@example.edu`;
  const user = await createUser(database.db, { email, name: `Test ${role}`, password, role });
  return { ...user, password };
}

/** Logs in through the API and returns the token. */
export async function loginAs(app: FastifyInstance, email: string, password: string, rememberMe = false): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password, rememberMe } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json<{ token: string }>().token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Whether a Redis answers PING at `url` within a second (tests that need one skip or fall back without it). */
export async function redisAnswers(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0 });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
