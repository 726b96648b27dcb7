import type { Kysely } from 'kysely';
import { PLATFORMS } from '@chapter/shared/constants';
import type { PlatformHandle, PlatformKey } from '@chapter/shared/types';
import type { Database } from '../../db/schema';
import { platformStats } from '../leaderboard/memberStanding';

export const byPlatform = <T>(value: (platform: PlatformKey) => T) =>
  Object.fromEntries(PLATFORMS.map((platform) => [platform, value(platform)])) as Record<PlatformKey, T>;

/** A member's linked handles (set and verified through the points engine's routes); unlinked ones are null. */
export async function platformHandlesOf(db: Kysely<Database>, userId: string): Promise<Record<PlatformKey, PlatformHandle>> {
  const handles = byPlatform<PlatformHandle>(() => ({ handle: null, verified: false, stats: null, refreshedAt: null }));
  const rows = await db
    .selectFrom('platform_accounts')
    .select(['platform', 'handle', 'verified_at', 'profile', 'refreshed_at'])
    .where('user_id', '=', userId)
    .execute();
  for (const row of rows) {
    const verified = row.verified_at !== null;
    handles[row.platform] = {
      handle: row.handle,
      verified,
      stats: verified ? platformStats(row.platform, row.profile) : null,
      refreshedAt: verified && row.refreshed_at ? new Date(row.refreshed_at).toISOString() : null,
    };
  }
  return handles;
}
