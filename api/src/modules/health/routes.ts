import { sql } from 'kysely';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../deps';
import { serve } from '../serve';
import { API_VERSION } from '../../version';

export const healthRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, databaseKind }) => {
  serve(app, 'GET /health', async (_request, reply) => {
    try {
      await sql`select 1`.execute(db);
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ message: 'Database unavailable', database: databaseKind, version: API_VERSION });
    }
    return { message: 'ok', database: databaseKind, version: API_VERSION };
  });
};
