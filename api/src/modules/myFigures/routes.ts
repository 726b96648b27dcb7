import type { FastifyPluginAsync } from 'fastify';
import type { PointsRouteDeps } from '../deps';
import { serve } from '../serve';
import { myFiguresStatus, RefreshCoolingDown, requestMyFigures } from './service';

/**
 * "Refresh my figures" (/user/refresh-my-figures): POST queues a fetch of the caller's verified handles (202 with the run,
 * the same run while one is under way; 429 with retryAfterSeconds and Retry-After during the cool-down); GET follows it.
 */
export const myFiguresRoutes: FastifyPluginAsync<PointsRouteDeps> = async (app, { db, config, jobs }) => {
  app.addHook('onRequest', app.authenticate);

  serve(app, 'POST /user/refresh-my-figures', async (request, reply) => {
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
  });

  serve(app, 'GET /user/refresh-my-figures', async (request) => ({
    message: 'Refresh status fetched',
    data: await myFiguresStatus(db, request.user!.id, config.refreshCooldownSeconds),
  }));
};
