import type { FastifyInstance } from 'fastify';

/** The texts shown to anyone below COREMEMBER; the API refuses with the same words. */
export { CORE_ONLY } from '@chapter/shared/constants';

/** Hooks for a learning route: reads need a session, writes need COREMEMBER or above (checked before the body is even read). */
export const readAccess = (app: FastifyInstance) => ({ onRequest: app.authenticate });
export const writeAccess = (app: FastifyInstance, message: string) => ({ onRequest: app.requireRole('COREMEMBER', message) });
