import type { FastifyPluginAsync } from 'fastify';
import { bool, int, ledgerEntry, list, num, obj, problemOfTheDay, str, withData } from '../responses';
import type { PlatformKey } from '../../db/schema';
import { dateIn, monthIn } from '../../clock';
import type { PointsRouteDeps } from '../deps';
import { errorResponses, messageResponse } from '../schemas';
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

const platformBody = {
  type: 'object',
  required: ['platform'],
  properties: { platform: { type: 'string', enum: ['leetcode', 'codeforces', 'codechef', 'geeksforgeeks'] } },
} as const;

/** /user routes of the points engine: handle verification and where a member's points came from. */
export const pointsUserRoutes: FastifyPluginAsync<PointsRouteDeps> = async (app, { db, config, platforms, jobs }) => {
  app.addHook('onRequest', app.authenticate);

  app.post<{ Body: { platform: PlatformKey } }>(
    '/generate-verification-code',
    {
      schema: {
        tags: ['points'],
        summary: 'A single-use code to place on the platform profile, valid 15 minutes',
        security: [{ bearer: [] }],
        body: platformBody,
        response: {
          200: withData(obj({ verificationCode: str, expiresInSeconds: int })),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const code = await generateVerificationCode(db, request.user!.id, request.body.platform);
      return { message: 'Verification code generated', data: { verificationCode: code, expiresInSeconds: 900 } };
    },
  );

  app.post<{ Body: { platform: PlatformKey } }>(
    '/verify-platform',
    {
      schema: {
        tags: ['points'],
        summary: 'Look for the code on the platform profile and mark the handle verified',
        security: [{ bearer: [] }],
        body: platformBody,
        response: { 200: messageResponse, ...errorResponses, 409: messageResponse, 502: messageResponse, 503: messageResponse },
      },
    },
    async (request) => {
      const platform = request.body.platform;
      await verifyHandle(db, platforms.clients, request.user!.id, platform, {
        retryDelaysMs: platforms.verifyRetryDelaysMs?.[platform] ?? VERIFY_RETRY_DELAYS_MS[platform],
      });
      return { message: MESSAGES.verified(platform) };
    },
  );

  app.get(
    '/get-potd',
    {
      schema: {
        tags: ['points'],
        summary: "Today's problems of the day on LeetCode and GeeksforGeeks (stored by the daily job)",
        security: [{ bearer: [] }],
        response: { 200: withData(obj({ leetcode: problemOfTheDay, geeksforgeeks: problemOfTheDay, refreshing: bool })), ...errorResponses },
      },
    },
    async () => {
      // Today's problem missing (fresh install, failed 00:05 run): fetch it now, once, through the queue.
      const today = dateIn(new Date(), config.timeZone);
      const refreshing = Boolean(jobs.queue) && (await problemsOfTheDayMissing(db, today));
      if (refreshing) await jobs.queue!.runNow('potd-daily', undefined, `potd-${today}`);
      return { message: 'Problems of the day fetched', data: { ...(await latestProblemsOfTheDay(db)), refreshing } };
    },
  );

  app.post<{ Body: { month?: string } }>(
    '/get-points-history',
    {
      schema: {
        tags: ['points'],
        summary: "Where the signed-in member's points of a month came from (default: this month)",
        security: [{ bearer: [] }],
        body: { type: 'object', properties: { month: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])$' } } },
        response: { 200: withData(obj({ month: str, total: num, entries: list(ledgerEntry) })), ...errorResponses },
      },
    },
    async (request) => {
      const month = request.body?.month ?? monthIn(new Date(), config.timeZone);
      return { message: 'Points history fetched', data: await pointsHistory(db, request.user!.id, month) };
    },
  );
};
