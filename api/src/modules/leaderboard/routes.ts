import type { FastifyPluginAsync } from 'fastify';
import { PAGE } from '@chapter/shared/constants';
import type { LeaderboardBoard, LeaderboardResponse, RouteKey, StatsResponse, TopUsersResponse } from '@chapter/contract';
import type { RouteDeps } from '../deps';
import { readSchedulerSettings } from '../points/schedulerSettings';
import { serve } from '../serve';
import { boardPage } from './boards';
import { ensureFreshBoards, type StateRow } from './standings';
import { answerCache, answerCached } from './cachedAnswer';
import type { InvalidationBus } from '../../cache/bus';
import { boardStats } from './stats';
import { topFive } from './topUsers';

/** Route → board: get-leaderboard-data (overall) and -leetcode, -gfg, -codechef, -codeforces. */
const BOARD_ROUTES = [
  ['POST /user/get-leaderboard-data', 'overall'],
  ['POST /user/get-leaderboard-data-leetcode', 'leetcode'],
  ['POST /user/get-leaderboard-data-gfg', 'geeksforgeeks'],
  ['POST /user/get-leaderboard-data-codechef', 'codechef'],
  ['POST /user/get-leaderboard-data-codeforces', 'codeforces'],
] as const satisfies ReadonlyArray<readonly [RouteKey, LeaderboardBoard]>;

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

  for (const [key, board] of BOARD_ROUTES) {
    serve(
      app,
      key,
      async (request, reply) => {
        const page = request.body?.page ?? PAGE.defaultPage;
        const limit = request.body?.limit ?? PAGE.defaultLimit;
        const search = (request.body?.search ?? '').trim();
        const state = await fresh(request);
        const cacheKey = JSON.stringify([board, page, limit, search]);
        return answerCached(request, reply, cache, cacheKey, state.version, async (): Promise<LeaderboardResponse> => {
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
      { config: { boardRead: true } },
    );
  }

  serve(app, 'GET /user/get-top-5-users', async (request, reply) => {
    const state = await fresh(request);
    return answerCached(request, reply, cache, 'top-5', state.version, async (): Promise<TopUsersResponse> => ({
      message: 'Top users fetched',
      data: await topFive(db),
    }));
  });

  serve(app, 'GET /user/stats-data', async (request, reply) => {
    const state = await fresh(request);
    return answerCached(request, reply, cache, 'stats', state.version, async (): Promise<StatsResponse> => ({
      message: 'Stats fetched',
      data: await boardStats(db, (await readSchedulerSettings(db)).passingMarks),
    }));
  });
};
