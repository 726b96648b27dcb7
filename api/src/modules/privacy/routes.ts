import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../deps';

/** GET and PUT /user/privacy: a member's privacy choices (docs/privacy.md). */
export const privacyRoutes: FastifyPluginAsync<RouteDeps> = async () => {};
