import type { Kysely } from 'kysely';
import type { Database, PlatformKey } from '../../db/schema';
import { PlatformUserNotFound, type PlatformBreaker, type PlatformClients } from '../../platforms';
import { PLATFORM_NAMES } from '../points/handles';

/** A public handle to read when no member has verified one on the platform (an unknown handle is an answer too). */
const WELL_KNOWN_HANDLES: Record<PlatformKey, string> = {
  leetcode: 'leetcode',
  codeforces: 'tourist',
  codechef: 'gennady.korotkevich',
  geeksforgeeks: 'geeksforgeeks',
};

/**
 * One real request through the platform's client, its cheapest: the problem of the day where it has one, else a
 * member's profile. The breaker decides whether it goes (as the probe of a paused platform) and records how it went.
 */
export async function probePlatform(db: Kysely<Database>, clients: PlatformClients, platform: PlatformKey): Promise<{ answered: boolean; message: string }> {
  const client = clients[platform];
  const name = PLATFORM_NAMES[platform];
  try {
    if (client.features.has('problemOfTheDay')) {
      await client.fetchProblemOfTheDay();
    } else {
      const member = await db
        .selectFrom('platform_accounts')
        .select('handle')
        .where('platform', '=', platform)
        .where('verified_at', 'is not', null)
        .orderBy('verified_at')
        .limit(1)
        .executeTakeFirst();
      await client.fetchProfile(member?.handle ?? WELL_KNOWN_HANDLES[platform]);
    }
    return { answered: true, message: `${name} answered` };
  } catch (error) {
    if (error instanceof PlatformUserNotFound) return { answered: true, message: `${name} answered` };
    return { answered: false, message: `${name} did not answer: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** The admin's "Probe now": the probe goes at once, paused or not. */
export async function probePlatformNow(
  db: Kysely<Database>,
  clients: PlatformClients,
  breaker: PlatformBreaker | null,
  platform: PlatformKey,
): Promise<{ answered: boolean; message: string }> {
  await breaker?.probeNext(platform);
  return probePlatform(db, clients, platform);
}

/**
 * The scheduled probes: each paused platform whose next probe is due gets one request, so a platform comes back even
 * when no job happens to ask it (the breaker lets it through as the probe; its answer closes the breaker).
 */
export async function probeDuePlatforms(
  db: Kysely<Database>,
  clients: PlatformClients,
  now: Date,
): Promise<Array<{ platform: PlatformKey; answered: boolean }>> {
  const due = await db
    .selectFrom('platform_health')
    .select('platform')
    .where('state', '<>', 'closed')
    .where((eb) => eb.or([eb('next_probe_at', 'is', null), eb('next_probe_at', '<=', now)]))
    .orderBy('platform')
    .execute();
  const probed: Array<{ platform: PlatformKey; answered: boolean }> = [];
  for (const { platform } of due) probed.push({ platform, answered: (await probePlatform(db, clients, platform)).answered });
  return probed;
}
