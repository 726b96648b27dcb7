import type { FastifyPluginAsync } from 'fastify';
import type { PlatformDeps, RouteDeps } from '../deps';
import { serve } from '../serve';
import { readPlatformHealth } from './health';

export interface PlatformHealthDeps extends RouteDeps {
  platforms: PlatformDeps;
}

/** The breaker's clock when there is one (a test's), else the wall clock. */
export const clockOf = (platforms: PlatformDeps) => () => platforms.breaker?.now() ?? new Date();

/** /user/platform-health: each platform's state for the members' banners (boards, profile). */
export const platformHealthUserRoutes: FastifyPluginAsync<PlatformHealthDeps> = async (app, { db, platforms }) => {
  app.addHook('onRequest', app.authenticate);
  const now = clockOf(platforms);

  serve(app, 'GET /user/platform-health', async () => ({ message: 'Platform health fetched', data: await readPlatformHealth(db, now()) }));
};
