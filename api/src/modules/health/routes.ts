import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/schema';
import { DATABASE_DOWN_MESSAGE, DATABASE_RETRY_AFTER_SECONDS, databaseOutage, isConnectionError } from '../../db/outage';
import type { RouteDeps } from '../deps';
import { serve } from '../serve';
import { API_VERSION } from '../../version';
import { redisState } from '../../plugins/rateLimitStore';

/** How long the health check waits for `select 1` before it calls the database down (a connection may hang on a cut network). */
export const HEALTH_DATABASE_TIMEOUT_MS = 5_000;

/** Whether the database answers `select 1` within HEALTH_DATABASE_TIMEOUT_MS; an outage is logged once (db/outage.ts). */
async function databaseAnswers(db: Kysely<Database>, log: FastifyBaseLogger): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('health check: no answer in time'), { code: 'ETIMEDOUT' })), HEALTH_DATABASE_TIMEOUT_MS);
  });
  try {
    await Promise.race([sql`select 1`.execute(db), timeout]);
    databaseOutage.answered();
    return true;
  } catch (error) {
    if (isConnectionError(error)) databaseOutage.failed(error, log);
    else log.error({ err: error }, 'health check: the database answered with an error');
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, databaseKind }) => {
  serve(app, 'GET /health', async (_request, reply) => {
    // Each dependency in a field of its own (`database`: its kind, or 'down'); the load balancer takes an instance
    // whose database does not answer out of service (503), docs/operations.md "When PostgreSQL is lost".
    if (!(await databaseAnswers(db, app.log))) {
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ message: DATABASE_DOWN_MESSAGE, database: 'down', databaseKind, version: API_VERSION, ...redisState(app) });
    }
    // Only Redis down still answers 200 (the instance serves, counting its limits alone): the field says so.
    return { message: 'ok', database: databaseKind, databaseKind, version: API_VERSION, ...redisState(app) };
  });
};
