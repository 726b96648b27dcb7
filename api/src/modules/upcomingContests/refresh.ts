import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/schema';
import { PLATFORMS, PlatformUnsupported, failureMessage, type Platform, type PlatformClients, type UpcomingContest } from '../../platforms';
import { dropStartedContests, replaceUpcomingContests } from './store';

/** One platform's part of a refresh: how many contests it listed, or why it gave none (its old list is kept). */
export type UpcomingRefreshOutcome = { platform: Platform; ok: true; stored: number } | { platform: Platform; ok: false; error: string };

/**
 * Reads every platform's upcoming contests (each through its own client, at once: their rate limits are their own)
 * and stores each list that came: a platform that fails keeps its previous list, the others are not held back.
 * Contests that have started are dropped.
 */
export async function refreshUpcomingContests(
  ctx: { db: Kysely<Database>; clients: PlatformClients; log: Pick<FastifyBaseLogger, 'warn'> },
  now = new Date(),
): Promise<UpcomingRefreshOutcome[]> {
  type Read = { platform: Platform; contests: UpcomingContest[] } | { platform: Platform; contests: null; error: unknown };
  const lists = await Promise.all(
    PLATFORMS.map(async (platform): Promise<Read> => {
      try {
        return { platform, contests: await ctx.clients[platform].fetchUpcomingContests() };
      } catch (error) {
        return { platform, contests: null, error };
      }
    }),
  );
  const outcomes: UpcomingRefreshOutcome[] = [];
  for (const list of lists) {
    if (list.contests) {
      outcomes.push({ platform: list.platform, ok: true, stored: await replaceUpcomingContests(ctx.db, list.platform, list.contests, now) });
    } else if (list.error instanceof PlatformUnsupported) {
      outcomes.push({ platform: list.platform, ok: true, stored: 0 });
    } else {
      ctx.log.warn({ platform: list.platform, err: list.error }, 'upcoming contests not read');
      outcomes.push({ platform: list.platform, ok: false, error: failureMessage(list.error) });
    }
  }
  await dropStartedContests(ctx.db, now);
  return outcomes;
}
