import type { FastifyPluginAsync } from 'fastify';
import type { PointsRouteDeps } from '../deps';
import { answer, int, nstr, nullable, obj, str, strings, withData } from '../responses';
import { errorResponses } from '../schemas';
import { myFiguresStatus, RefreshCoolingDown, requestMyFigures } from './service';

const progress = nullable(obj({ done: int, total: int }));
const run = obj({ id: str, state: str, createdAt: str, completedAt: nstr, progress, changes: strings, error: nstr });
const status = obj({ run: nullable(run), nextAllowedAt: nstr, cooldownSeconds: int, verifiedHandles: int });
const coolingDown = answer({ retryAfterSeconds: int });

/**
 * "Refresh my figures" (/user/refresh-my-figures): POST queues a fetch of the caller's verified handles (202 with the run,
 * the same run while one is under way; 429 with retryAfterSeconds and Retry-After during the cool-down); GET follows it.
 */
export const myFiguresRoutes: FastifyPluginAsync<PointsRouteDeps> = async (app, { db, config, jobs }) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/refresh-my-figures',
    {
      schema: {
        tags: ['points'],
        summary: "Fetch the caller's verified handles now, through the job queue",
        security: [{ bearer: [] }],
        response: { 202: withData(run), ...errorResponses, 429: coolingDown, 503: answer() },
      },
    },
    async (request, reply) => {
      try {
        const { run: queued, created } = await requestMyFigures(db, jobs.queue, request.user!, config.refreshCooldownSeconds);
        return reply.code(202).send({ message: created ? 'Fetching your figures' : 'Your figures are being fetched already', data: queued });
      } catch (error) {
        if (!(error instanceof RefreshCoolingDown)) throw error;
        return reply
          .code(429)
          .header('retry-after', String(error.retryAfterSeconds))
          .send({ message: error.message, retryAfterSeconds: error.retryAfterSeconds });
      }
    },
  );

  app.get(
    '/refresh-my-figures',
    {
      schema: {
        tags: ['points'],
        summary: "The caller's latest refresh, and when they may ask again",
        security: [{ bearer: [] }],
        response: { 200: withData(status), ...errorResponses },
      },
    },
    async (request) => ({ message: 'Refresh status fetched', data: await myFiguresStatus(db, request.user!.id, config.refreshCooldownSeconds) }),
  );
};
