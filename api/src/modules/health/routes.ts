import { sql } from 'kysely';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../deps';
import { answer, str } from '../responses';
import { API_VERSION } from '../../version';

const healthResponse = answer({ database: str, version: str });
// A 503 may also come from a service every request needs (the shared rate-limit store): then only its message.
const unavailableResponse = answer({ database: str, version: str }, ['database', 'version']);

export const healthRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, databaseKind }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: {
          200: healthResponse,
          503: unavailableResponse,
        },
      },
    },
    async (_request, reply) => {
      try {
        await sql`select 1`.execute(db);
      } catch (error) {
        app.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ message: 'Database unavailable', database: databaseKind, version: API_VERSION });
      }
      return { message: 'ok', database: databaseKind, version: API_VERSION };
    },
  );
};
