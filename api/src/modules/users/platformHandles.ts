import type { Kysely } from 'kysely';
import { PLATFORMS } from '@chapter/shared/constants';
import type { PlatformFailureKind, PlatformHandle, PlatformKey } from '@chapter/contract';
import type { Database } from '../../db/schema';
import { platformStats } from '../leaderboard/memberStanding';

export const byPlatform = <T>(value: (platform: PlatformKey) => T) =>
  Object.fromEntries(PLATFORMS.map((platform) => [platform, value(platform)])) as Record<PlatformKey, T>;

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);
const later = (a: Date | null, b: Date | null) => (a && b ? (a > b ? a : b) : (a ?? b));

/**
 * A member's linked handles (set and verified through the points engine's routes); unlinked ones are null. A verified
 * handle says how fresh its figures are: when its solves and stats were last fetched, and its last failure.
 */
export async function platformHandlesOf(db: Kysely<Database>, userId: string): Promise<Record<PlatformKey, PlatformHandle>> {
  const handles = byPlatform<PlatformHandle>(() => ({
    handle: null,
    verified: false,
    stats: null,
    refreshedAt: null,
    solvesFetchedAt: null,
    statsFetchedAt: null,
    lastFailure: null,
  }));
  const rows = await db
    .selectFrom('platform_accounts')
    .select(['platform', 'handle', 'verified_at', 'profile', 'refreshed_at', 'solves_fetched_at', 'stats_fetched_at', 'last_failure_kind', 'last_failure_at'])
    .where('user_id', '=', userId)
    .execute();
  for (const row of rows) {
    const verified = row.verified_at !== null;
    // Stats stored by any path (a contest's stars too) move refreshed_at; the stats fetch also moves stats_fetched_at.
    const statsAt = verified ? later(row.stats_fetched_at, row.refreshed_at) : null;
    handles[row.platform] = {
      handle: row.handle,
      verified,
      stats: verified ? platformStats(row.platform, row.profile) : null,
      refreshedAt: verified ? iso(row.refreshed_at) : null,
      solvesFetchedAt: verified ? iso(row.solves_fetched_at) : null,
      statsFetchedAt: iso(statsAt),
      lastFailure:
        verified && row.last_failure_kind && row.last_failure_at
          ? { kind: row.last_failure_kind as PlatformFailureKind, at: new Date(row.last_failure_at).toISOString() }
          : null,
    };
  }
  return handles;
}
