import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../deps';
import { serve } from '../serve';
import { liveStandingsAt } from './service';

/** The chapter's standings in the calendar contests running now (or ended within 3 hours): any signed-in member. */
export const liveStandingsRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  app.addHook('onRequest', app.authenticate);

  serve(app, 'GET /calendar/live-standings', async () => ({ message: 'Live standings fetched', data: await liveStandingsAt(db, new Date()) }));
};
