import type { Kysely } from 'kysely';
import { PLATFORMS } from '@chapter/shared/constants';
import type { PlatformFailureKind, PlatformHealth, PlatformHealthDetail, PlatformHealthState, PlatformKey } from '@chapter/contract';
import type { Database } from '../../db/schema';
import { closedRecord, type BreakerRecord } from '../../platforms';
import { OUTCOMES_KEPT_MS, recordOf } from './breakerStore';

/** A failure this recent, or a run of failures still going, makes a platform that answers "degraded". */
export const DEGRADED_WITHIN_MS = 3_600_000;

/** down: paused by the breaker (open or probing); degraded: failures in a row, or one in the last hour; working otherwise. */
export function healthState(record: BreakerRecord, now: Date): PlatformHealthState {
  if (record.state !== 'closed') return 'down';
  if (record.consecutiveFailures > 0) return 'degraded';
  if (record.lastFailureAt && now.getTime() - record.lastFailureAt.getTime() < DEGRADED_WITHIN_MS) return 'degraded';
  return 'working';
}

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

/** What every member may see of a platform's health. */
export function memberHealth(platform: PlatformKey, record: BreakerRecord, now: Date): PlatformHealth {
  return { platform, state: healthState(record, now), since: iso(record.failingSince), lastSuccessAt: iso(record.lastSuccessAt) };
}

async function breakerRecords(db: Kysely<Database>): Promise<Map<PlatformKey, BreakerRecord>> {
  const rows = await db.selectFrom('platform_health').selectAll().execute();
  return new Map(rows.map((row) => [row.platform, recordOf(row)]));
}

/** Every platform's health for members, in the platforms' usual order. */
export async function readPlatformHealth(db: Kysely<Database>, now: Date): Promise<PlatformHealth[]> {
  const records = await breakerRecords(db);
  return PLATFORMS.map((platform) => memberHealth(platform, records.get(platform) ?? closedRecord(), now));
}

/** Every platform's health for the admin's panel: the breaker and the last 24 h of outcomes per hour, oldest first. */
export async function readPlatformHealthDetails(db: Kysely<Database>, now: Date): Promise<PlatformHealthDetail[]> {
  const records = await breakerRecords(db);
  const hours = await db
    .selectFrom('platform_outcomes')
    .select(['platform', 'hour', 'succeeded', 'failed', 'paused'])
    .where('hour', '>', new Date(now.getTime() - OUTCOMES_KEPT_MS))
    .orderBy('hour')
    .execute();
  return PLATFORMS.map((platform) => {
    const record = records.get(platform) ?? closedRecord();
    return {
      ...memberHealth(platform, record, now),
      breaker: record.state,
      consecutiveFailures: record.consecutiveFailures,
      lastFailureAt: iso(record.lastFailureAt),
      lastErrorKind: record.lastErrorKind as PlatformFailureKind | null,
      lastErrorMessage: record.lastErrorMessage,
      nextProbeAt: record.state === 'open' ? iso(record.nextProbeAt) : null,
      outcomes: hours
        .filter((row) => row.platform === platform)
        .map((row) => ({ hour: new Date(row.hour).toISOString(), succeeded: row.succeeded, failed: row.failed, paused: row.paused })),
    };
  });
}
