import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, PlatformHealthTable, PlatformKey } from '../../db/schema';
import {
  admit,
  afterFailure,
  afterSuccess,
  DEFAULT_BREAKER_POLICY,
  type Admission,
  type BreakerPolicy,
  type BreakerRecord,
  type FailureKind,
  type PlatformBreaker,
  type RequestOutcome,
} from '../../platforms';

const HOUR_MS = 3_600_000;
/** How much of the outcomes is kept (the admin's panel shows the last 24 h). */
export const OUTCOMES_KEPT_MS = 24 * HOUR_MS;

export interface BreakerStoreOptions {
  /** The clock (a test runs hours of it in milliseconds). */
  now?: () => Date;
  policy?: BreakerPolicy;
  /** Told once when a paused platform answers its probe, after the state is stored: the job layer fetches what was missed. */
  onRecovered?: (platform: PlatformKey) => Promise<unknown> | void;
  log?: { warn(details: object, message: string): void };
}

type HealthRow = Selectable<PlatformHealthTable>;

export const recordOf = (row: HealthRow): BreakerRecord => ({
  state: row.state,
  failingSince: row.failing_since,
  consecutiveFailures: row.consecutive_failures,
  backoffMs: row.backoff_ms,
  nextProbeAt: row.next_probe_at,
  probeStartedAt: row.probe_started_at,
  lastSuccessAt: row.last_success_at,
  lastFailureAt: row.last_failure_at,
  lastErrorKind: row.last_error_kind as FailureKind | null,
  lastErrorMessage: row.last_error_message,
});

const columnsOf = (record: BreakerRecord, now: Date) => ({
  state: record.state,
  failing_since: record.failingSince,
  consecutive_failures: record.consecutiveFailures,
  backoff_ms: record.backoffMs,
  next_probe_at: record.nextProbeAt,
  probe_started_at: record.probeStartedAt,
  last_success_at: record.lastSuccessAt,
  last_failure_at: record.lastFailureAt,
  last_error_kind: record.lastErrorKind,
  last_error_message: record.lastErrorMessage?.slice(0, 500) ?? null,
  updated_at: now,
});

const hourOf = (now: Date) => new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);

/** The platform's row (made if missing), locked for the caller's transaction. */
async function lockedRecord(trx: Kysely<Database>, platform: PlatformKey): Promise<BreakerRecord> {
  const locked = () => trx.selectFrom('platform_health').selectAll().where('platform', '=', platform).forUpdate().executeTakeFirst();
  let row = await locked();
  if (!row) {
    await trx
      .insertInto('platform_health')
      .values({ platform, state: 'closed', consecutive_failures: 0, backoff_ms: 0 })
      .onConflict((oc) => oc.doNothing())
      .execute();
    row = await locked();
  }
  return recordOf(row!);
}

/** Counts one request in its hour: answered, failed, or held back. */
async function countOutcome(db: Kysely<Database>, platform: PlatformKey, now: Date, column: 'succeeded' | 'failed' | 'paused'): Promise<void> {
  await db
    .insertInto('platform_outcomes')
    .values({ platform, hour: hourOf(now), [column]: 1 })
    .onConflict((oc) => oc.columns(['platform', 'hour']).doUpdateSet({ [column]: sql`platform_outcomes.${sql.ref(column)} + 1` }))
    .execute();
}

/**
 * The circuit breaker of every platform over the database (platform_health), so every API instance pauses and
 * resumes together. A platform that answers costs one read before and one small transaction after each
 * request; while it is paused its requests are refused after the read, without a network call. When the database
 * itself fails, requests go as if there were no breaker (the platforms' own failures are still reported by the jobs).
 */
export function createBreakerStore(db: Kysely<Database>, options: BreakerStoreOptions = {}): PlatformBreaker {
  const now = options.now ?? (() => new Date());
  const policy = options.policy ?? DEFAULT_BREAKER_POLICY;
  const warn = (error: unknown, message: string) => options.log?.warn({ err: error }, message);
  let prunedHour = 0;

  async function pruneOutcomes(at: Date): Promise<void> {
    const hour = hourOf(at).getTime();
    if (hour === prunedHour) return;
    prunedHour = hour;
    await db
      .deleteFrom('platform_outcomes')
      .where('hour', '<=', new Date(hour - OUTCOMES_KEPT_MS))
      .execute();
  }

  return {
    policy,
    now,

    async admit(platform) {
      const at = now();
      try {
        const row = await db.selectFrom('platform_health').select(['state', 'next_probe_at']).where('platform', '=', platform).executeTakeFirst();
        if (!row || row.state === 'closed') return { admission: 'pass' as Admission, nextProbeAt: null };
        const decided = await db.transaction().execute(async (trx) => {
          const decision = admit(await lockedRecord(trx, platform), at, policy);
          if (decision.admission === 'probe')
            await trx.updateTable('platform_health').set(columnsOf(decision.record, at)).where('platform', '=', platform).execute();
          return decision;
        });
        if (decided.admission === 'paused') await countOutcome(db, platform, at, 'paused');
        return { admission: decided.admission, nextProbeAt: decided.record.nextProbeAt };
      } catch (error) {
        warn(error, 'the platform breaker could not be read; the request goes');
        return { admission: 'pass' as Admission, nextProbeAt: null };
      }
    },

    async record(platform, admission, outcome: RequestOutcome) {
      const at = now();
      try {
        // The common case, an answer while all is well, changes only the last success: no lock needed.
        if (outcome.ok && admission === 'pass') {
          const updated = await db
            .updateTable('platform_health')
            .set({ last_success_at: at, updated_at: at })
            .where('platform', '=', platform)
            .where('state', '=', 'closed')
            .where('consecutive_failures', '=', 0)
            .executeTakeFirst();
          if (updated.numUpdatedRows > 0n) {
            await countOutcome(db, platform, at, 'succeeded');
            await pruneOutcomes(at);
            return;
          }
        }
        const recovered = await db.transaction().execute(async (trx) => {
          const record = await lockedRecord(trx, platform);
          let next: BreakerRecord;
          let recoveredNow = false;
          if (outcome.ok) {
            ({ record: next, recovered: recoveredNow } = afterSuccess(record, at));
          } else {
            next = afterFailure(record, at, { kind: outcome.kind, message: outcome.message, trips: outcome.trips, probe: admission === 'probe' }, policy);
          }
          await trx.updateTable('platform_health').set(columnsOf(next, at)).where('platform', '=', platform).execute();
          await countOutcome(trx, platform, at, outcome.ok ? 'succeeded' : 'failed');
          return recoveredNow;
        });
        await pruneOutcomes(at);
        if (recovered && options.onRecovered) await options.onRecovered(platform);
      } catch (error) {
        warn(error, 'the outcome of a platform request could not be recorded');
      }
    },

    async probeNext(platform) {
      const at = now();
      await db.transaction().execute(async (trx) => {
        const record = await lockedRecord(trx, platform);
        if (record.state === 'closed') return;
        // Due now: the next request becomes the probe (a probe still out is given up on).
        await trx
          .updateTable('platform_health')
          .set(columnsOf({ ...record, state: 'open', nextProbeAt: at, probeStartedAt: null }, at))
          .where('platform', '=', platform)
          .execute();
      });
    },
  };
}
