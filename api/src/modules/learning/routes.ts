import type { FastifyPluginAsync } from 'fastify';
import type { PlatformDeps, RouteDeps } from '../deps';
import { practiceRoutes } from './practice/routes';
import { roadmapRoutes } from './roadmaps/routes';
import { videoRoutes } from './videos/routes';

/** The learning half of /core-member: practice sets, video resources and roadmaps. */
export const learningRoutes: FastifyPluginAsync<RouteDeps & { platforms: PlatformDeps }> = async (app, { config, db, databaseKind, platforms }) => {
  // Passed on without the `prefix` this plugin was registered with, which would otherwise apply twice.
  const deps: RouteDeps = { config, db, databaseKind };
  await app.register(practiceRoutes, { ...deps, platforms });
  await app.register(videoRoutes, deps);
  await app.register(roadmapRoutes, deps);
};
