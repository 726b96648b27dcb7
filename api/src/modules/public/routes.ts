import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../deps';
import { publicOverview as overviewSchema } from '../responses';
import { publicOverview } from './service';

/** What a visitor may see without signing in. */
export const publicRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, config }) => {
  app.get(
    '/overview',
    { schema: { tags: ['public'], summary: "The landing page's figures and this month's top performers (no sign-in)", response: { 200: overviewSchema } } },
    async () => publicOverview(db, config.timeZone),
  );
};
