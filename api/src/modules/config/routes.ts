import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../deps';

/** The chapter's own details, which are configuration rather than code. */
export const publicConfigRoutes: FastifyPluginAsync<RouteDeps> = async (app, { config }) => {
  app.get(
    '/config',
    {
      schema: {
        tags: ['config'],
        summary: "The chapter's public settings",
        response: {
          200: { type: 'object', properties: { chapterName: { type: 'string' }, contactEmail: { type: 'string' } } },
        },
      },
    },
    async () => ({ chapterName: config.chapterName, contactEmail: config.contactEmail }),
  );
};
