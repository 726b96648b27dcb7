import type { FastifyPluginAsync } from 'fastify';
import { PLATFORMS } from '@chapter/shared/constants';
import type { PlatformHealthAdminResponse, PlatformHealthResponse, PlatformProbeResponse } from '@chapter/shared/types';
import type { PlatformKey } from '../../db/schema';
import { HttpError } from '../../errors';
import type { PlatformDeps, RouteDeps } from '../deps';
import { list, platformHealth, platformHealthDetail, withData } from '../responses';
import { errorResponses } from '../schemas';
import { writeAudit } from '../audit/audit';
import { readPlatformHealth, readPlatformHealthDetails } from './health';
import { probePlatformNow } from './probe';

export interface PlatformHealthDeps extends RouteDeps {
  platforms: PlatformDeps;
}

const doc = (tags: string[], summary: string, ok: object) => ({ tags, summary, security: [{ bearer: [] }], response: { 200: ok, ...errorResponses } });

/** The breaker's clock when there is one (a test's), else the wall clock. */
const clockOf = (platforms: PlatformDeps) => () => platforms.breaker?.now() ?? new Date();

/** /user/platform-health: each platform's state for the members' banners (boards, profile). */
export const platformHealthUserRoutes: FastifyPluginAsync<PlatformHealthDeps> = async (app, { db, platforms }) => {
  app.addHook('onRequest', app.authenticate);
  const now = clockOf(platforms);

  app.get(
    '/platform-health',
    { schema: doc(['user'], 'Each platform: working, degraded or down (since when, figures from when)', withData(list(platformHealth))) },
    async (): Promise<PlatformHealthResponse> => ({ message: 'Platform health fetched', data: await readPlatformHealth(db, now()) }),
  );
};

/** /admin/platform-health: the Platform health panel, and "Probe now". Admins only. */
export const platformHealthAdminRoutes: FastifyPluginAsync<PlatformHealthDeps> = async (app, { db, platforms }) => {
  app.addHook('onRequest', app.requireRole('ADMIN'));
  const now = clockOf(platforms);

  app.get(
    '/platform-health',
    { schema: doc(['admin'], "Each platform's state, circuit breaker, next probe and last 24 h of outcomes", withData(list(platformHealthDetail))) },
    async (): Promise<PlatformHealthAdminResponse> => ({ message: 'Platform health fetched', data: await readPlatformHealthDetails(db, now()) }),
  );

  app.post<{ Params: { platform: string } }>(
    '/platform-health/:platform/probe',
    { schema: doc(['admin'], 'One real request to the platform now (even while paused); answers its state after it', withData(platformHealthDetail)) },
    async (request): Promise<PlatformProbeResponse> => {
      const platform = request.params.platform as PlatformKey;
      if (!(PLATFORMS as readonly string[]).includes(platform)) throw new HttpError(400, `Unknown platform: choose one of ${PLATFORMS.join(', ')}`);
      const { answered, message } = await probePlatformNow(db, platforms.clients, platforms.breaker ?? null, platform);
      await writeAudit(db, { action: 'probe-platform', actor: { id: request.user!.id, name: request.user!.name }, after: { platform, answered } });
      const details = await readPlatformHealthDetails(db, now());
      return { message, data: details.find((detail) => detail.platform === platform)! };
    },
  );
};
