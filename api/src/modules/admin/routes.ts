import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../deps';
import { errorResponses } from '../schemas';

export const adminRoutes: FastifyPluginAsync<RouteDeps> = async (app) => {
  // Every route in this module is for admins only.
  app.addHook('preHandler', app.requireRole('ADMIN'));

  app.get(
    '/check-role',
    {
      schema: {
        tags: ['admin'],
        summary: 'Confirm the signed-in user is an admin',
        security: [{ bearer: [] }],
        response: {
          200: { type: 'object', properties: { message: { type: 'string' }, role: { type: 'string' } } },
          ...errorResponses,
        },
      },
    },
    async (request) => ({ message: 'Authorized', role: request.user!.role }),
  );
};
