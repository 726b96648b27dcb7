import type { FastifyPluginAsync } from 'fastify';
import { PAGE } from '@chapter/shared/constants';
import type { LeaderboardResponse, StatsResponse, TopUsersResponse } from '@chapter/shared/types';
import type { LeaderboardBoard } from '../../db/schema';
import type { RouteDeps } from '../deps';
import { readSchedulerSettings } from '../points/schedulerSettings';
import { answer, boardRowOf, list, page, stats, topUser, withData, nstr, int } from '../responses';
import { errorResponses } from '../schemas';
import { boardPage } from './boards';
import { ensureFreshBoards, type StateRow } from './standings';
import { answerCache, answerCached, notModified } from './cachedAnswer';
import type { InvalidationBus } from '../../cache/bus';
import { boardStats } from './stats';
import { topFive } from './topUsers';

/** The largest page a caller may ask for. */
export const MAX_BOARD_LIMIT = 100;

/** Route suffix → board: get-leaderboard-data (overall) and -leetcode, -gfg, -codechef, -codeforces. */
const BOARD_ROUTES: Array<[string, LeaderboardBoard]> = [
  ['', 'overall'],
  ['-leetcode', 'leetcode'],
  ['-gfg', 'geeksforgeeks'],
  ['-codechef', 'codechef'],
  ['-codeforces', 'codeforces'],
];

const boardBody = {
  type: ['object', 'null'],
  properties: {
    page: { type: 'integer', minimum: 1, default: PAGE.defaultPage },
    limit: { type: 'integer', minimum: 1, maximum: MAX_BOARD_LIMIT, default: PAGE.defaultLimit },
    search: { type: 'string', maxLength: 100, default: '' },
  },
} as const;

// minimumPassingMark only on the overall board.
const boardAnswer = (board: LeaderboardBoard) => page(boardRowOf(board), { minimumPassingMark: int, updatedAt: nstr }, ['minimumPassingMark']);

export interface LeaderboardDeps extends RouteDeps {
  /** The boards' state as read after the request arrived (plugins/sharedVersions.ts). */
  versions: (request: object) => Promise<StateRow>;
  bus: InvalidationBus;
}

/**
 * The USER leaderboard routes: the boards, the dashboard's top 5 and the stats page. Every read sees the data as of
 * now: answers are kept per boards' version, read after the request arrived, with an ETag (304 to If-None-Match).
 */
export const leaderboardRoutes: FastifyPluginAsync<LeaderboardDeps> = async (app, { db, config, versions, bus }) => {
  app.addHook('onRequest', app.authenticate);
  const maxStaleMs = config.leaderboardRefreshSeconds * 1_000;
  // With a refresh window, a rebuild runs behind the readers rather than in front of one of them.
  const background = maxStaleMs > 0 ? { onError: (error: unknown) => app.log.error({ err: error }, 'rebuilding the leaderboards failed') } : undefined;
  const fresh = async (request: object) => ensureFreshBoards(db, config.timeZone, { maxStaleMs, background, state: await versions(request) });
  const cache = answerCache();
  const stop = bus.subscribe((message) => message.topic === 'boards' && cache.keepOnly(message.version));
  app.addHook('onClose', async () => stop());

  for (const [suffix, board] of BOARD_ROUTES) {
    app.post<{ Body: { page?: number; limit?: number; search?: string } | null }>(
      `/get-leaderboard-data${suffix}`,
      {
        config: { boardRead: true },
        schema: {
          tags: ['leaderboard'],
          summary: board === 'overall' ? "This month's points board, with the minimum passing mark" : `The ${board} board`,
          security: [{ bearer: [] }],
          body: boardBody,
          response: { 200: boardAnswer(board), ...notModified, ...errorResponses },
        },
      },
      async (request, reply) => {
        const page = request.body?.page ?? PAGE.defaultPage;
        const limit = request.body?.limit ?? PAGE.defaultLimit;
        const search = (request.body?.search ?? '').trim();
        const state = await fresh(request);
        const key = JSON.stringify([board, page, limit, search]);
        return answerCached(request, reply, cache, key, state.version, async (): Promise<LeaderboardResponse> => {
          const [result, settings] = await Promise.all([boardPage(db, board, { page, limit, search }), board === 'overall' ? readSchedulerSettings(db) : null]);
          return {
            message: 'Leaderboard fetched',
            data: result.rows,
            currentPage: page,
            totalPages: result.totalPages,
            totalCount: result.totalCount,
            ...(settings ? { minimumPassingMark: settings.passingMarks } : {}),
            updatedAt: state.updatedAt.toISOString(),
          };
        });
      },
    );
  }

  app.get(
    '/get-top-5-users',
    {
      schema: {
        tags: ['leaderboard'],
        summary: "The month's top 5 with their achievement counts",
        security: [{ bearer: [] }],
        response: { 200: answer({ data: list(topUser) }), ...notModified, ...errorResponses },
      },
    },
    async (request, reply) => {
      const state = await fresh(request);
      return answerCached(request, reply, cache, 'top-5', state.version, async (): Promise<TopUsersResponse> => ({
        message: 'Top users fetched',
        data: await topFive(db),
      }));
    },
  );

  app.get(
    '/stats-data',
    {
      schema: {
        tags: ['leaderboard'],
        summary: "This month's points in figures and tiers",
        security: [{ bearer: [] }],
        response: { 200: withData(stats), ...notModified, ...errorResponses },
      },
    },
    async (request, reply) => {
      const state = await fresh(request);
      return answerCached(request, reply, cache, 'stats', state.version, async (): Promise<StatsResponse> => ({
        message: 'Stats fetched',
        data: await boardStats(db, (await readSchedulerSettings(db)).passingMarks),
      }));
    },
  );
};
