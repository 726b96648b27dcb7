import type { FastifyPluginAsync } from 'fastify';
import { PLATFORMS } from '@chapter/shared/constants';
import type { PlatformKey } from '@chapter/contract';
import { HttpError } from '../../errors';
import { serve } from '../serve';
import { writeAudit } from '../audit/audit';
import { readPlatformHealthDetails } from '../platformHealth/health';
import { probePlatformNow } from '../platformHealth/probe';
import { clockOf, type PlatformHealthDeps } from '../platformHealth/routes';

/** /admin/platform-health: the Platform health panel, and "Probe now". Admins only. */
export const platformHealthAdminRoutes: FastifyPluginAsync<PlatformHealthDeps> = async (app, { db, platforms }) => {
  const now = clockOf(platforms);

  serve(app, 'GET /admin/platform-health', async () => ({ message: 'Platform health fetched', data: await readPlatformHealthDetails(db, now()) }));

  serve(app, 'POST /admin/platform-health/:platform/probe', async (request) => {
    const platform = request.params.platform as PlatformKey;
    if (!(PLATFORMS as readonly string[]).includes(platform)) throw new HttpError(400, `Unknown platform: choose one of ${PLATFORMS.join(', ')}`);
    const { answered, message } = await probePlatformNow(db, platforms.clients, platforms.breaker ?? null, platform);
    await writeAudit(db, { action: 'probe-platform', actor: { id: request.user!.id, name: request.user!.name }, after: { platform, answered } });
    const details = await readPlatformHealthDetails(db, now());
    return { message, data: details.find((detail) => detail.platform === platform)! };
  });
};
