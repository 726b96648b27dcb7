import type { FastifyPluginAsync } from 'fastify';
import type { PlatformKey } from '../../db/schema';
import { dateIn, monthIn } from '../../clock';
import type { PointsRouteDeps } from '../deps';
import { serve } from '../serve';
import { generateVerificationCode, MESSAGES, verifyHandle } from './handles';
import { latestProblemsOfTheDay, problemsOfTheDayMissing } from './problemsOfTheDay';
import { pointsHistory } from './ledger';

/** How long to keep looking for a code: platforms serve cached profiles for a while, Codeforces the longest. */
export const VERIFY_RETRY_DELAYS_MS: Record<PlatformKey, number[]> = {
  leetcode: [4_000, 6_000],
  geeksforgeeks: [4_000, 6_000],
  codechef: [4_000, 6_000],
  codeforces: [10_000, 10_000, 10_000],
};

/** /user routes of the points engine: handle verification and where a member's points came from. */
export const pointsUserRoutes: FastifyPluginAsync<PointsRouteDeps> = async (app, { db, config, platforms, jobs }) => {
  app.addHook('onRequest', app.authenticate);

  serve(app, 'POST /user/generate-verification-code', async (request) => {
    const code = await generateVerificationCode(db, request.user!.id, request.body.platform);
    return { message: 'Verification code generated', data: { verificationCode: code, expiresInSeconds: 900 } };
  });

  serve(app, 'POST /user/verify-platform', async (request) => {
    const platform = request.body.platform;
    await verifyHandle(db, platforms.clients, request.user!.id, platform, {
      retryDelaysMs: platforms.verifyRetryDelaysMs?.[platform] ?? VERIFY_RETRY_DELAYS_MS[platform],
    });
    return { message: MESSAGES.verified(platform) };
  });

  serve(app, 'GET /user/get-potd', async () => {
    // Today's problem missing (fresh install, failed 00:05 run): fetch it now, once, through the queue.
    const today = dateIn(new Date(), config.timeZone);
    const refreshing = Boolean(jobs.queue) && (await problemsOfTheDayMissing(db, today));
    if (refreshing) await jobs.queue!.runNow('potd-daily', undefined, `potd-${today}`);
    return { message: 'Problems of the day fetched', data: { ...(await latestProblemsOfTheDay(db)), refreshing } };
  });

  serve(app, 'POST /user/get-points-history', async (request) => {
    const month = request.body?.month ?? monthIn(new Date(), config.timeZone);
    return { message: 'Points history fetched', data: await pointsHistory(db, request.user!.id, month) };
  });
};
