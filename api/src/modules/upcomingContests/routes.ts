import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { PlatformDeps, RouteDeps } from '../deps';
import { serve } from '../serve';
import { refreshUpcomingContests, type UpcomingRefreshOutcome } from './refresh';
import { PLATFORMS } from '../../platforms';
import { PLATFORM_NAMES } from '../points/handles';
import { upcomingSuggestions } from './suggestions';

export interface UpcomingContestRouteDeps extends RouteDeps {
  platforms: PlatformDeps;
}

/** How long "Check again" waits for the platforms before answering with what is stored; the refresh goes on after it. */
const REFRESH_WAIT_MS = 8_000;

export const UPCOMING_ACCESS = 'You need CORE member access to add contests to the calendar';

/** The platforms' upcoming contests as suggestions for the calendar's add-contest form: COREMEMBER and above. */
export const upcomingContestRoutes: FastifyPluginAsync<UpcomingContestRouteDeps> = async (app, { db, config, platforms }) => {
  const coreOnly = { onRequest: app.requireRole('COREMEMBER', UPCOMING_ACCESS) };
  // Refreshes asked for while one runs (a double click, two core members) share it rather than queue more platform calls.
  let running: Promise<UpcomingRefreshOutcome[]> | null = null;
  const refreshOnce = (log: FastifyBaseLogger) => {
    // It may outlive the request that started it: its failure is logged here, never left unhandled.
    running ??= refreshUpcomingContests({ db, clients: platforms.clients, log })
      .catch((error: unknown): UpcomingRefreshOutcome[] => {
        log.error({ err: error }, 'upcoming contests not stored');
        return PLATFORMS.map((platform) => ({ platform, ok: false, error: 'not stored' }));
      })
      .finally(() => {
        running = null;
      });
    return running;
  };

  serve(
    app,
    'GET /calendar/upcoming-contests',
    async () => ({ message: 'Upcoming contests fetched', data: await upcomingSuggestions(db, config.timeZone, new Date()) }),
    coreOnly,
  );

  // The daily job's refresh, now: a contest announced today need not wait for tomorrow's list.
  serve(
    app,
    'POST /calendar/upcoming-contests/refresh',
    async (request) => {
      let timer: NodeJS.Timeout | undefined;
      const outcomes = await Promise.race([
        refreshOnce(request.log),
        new Promise<null>((resolve) => {
          timer = setTimeout(() => resolve(null), REFRESH_WAIT_MS);
        }),
      ]).finally(() => clearTimeout(timer));
      if (outcomes === null) {
        return { message: 'The platforms are slow to answer: check again in a minute', data: await upcomingSuggestions(db, config.timeZone, new Date()) };
      }
      const failed = outcomes.filter((outcome) => !outcome.ok).map((outcome) => PLATFORM_NAMES[outcome.platform]);
      const message = failed.length === 0 ? 'Upcoming contests checked' : `Upcoming contests checked; no answer from ${failed.join(', ')}`;
      return { message, data: await upcomingSuggestions(db, config.timeZone, new Date()) };
    },
    coreOnly,
  );
};
