import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../deps';

/** The export of a member's data and the self-service deletion (docs/privacy.md). */
export const myDataRoutes: FastifyPluginAsync<RouteDeps> = async () => {};
