import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../deps';

/** GET /public/profiles/:slug and its share cards (docs/privacy.md). */
export const publicProfileRoutes: FastifyPluginAsync<RouteDeps> = async () => {};

/** The public profile's own HTML page at /u/:slug, outside /api/v1 and the single-page app. */
export const publicProfilePageRoutes: FastifyPluginAsync<RouteDeps> = async () => {};
