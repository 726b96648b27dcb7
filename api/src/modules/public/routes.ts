import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../deps';
import { serve } from '../serve';
import { publicOverview } from './service';

/** What a visitor may see without signing in. */
export const publicRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, config }) => {
  serve(app, 'GET /public/overview', async () => publicOverview(db, config.timeZone));
};
