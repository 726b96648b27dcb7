import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database, PlatformKey } from '../../db/schema';
import { DAY_MS, monthBounds, monthIn } from '../../clock';

/** One advisory lock key for rebuilding: two API processes never rebuild at once, and readers wait for the rebuild. */
const REBUILD_LOCK = 0x1ead_b0a2;

/** A number stored in a platform profile (jsonb), or null when absent or not a number. */
const profileNumber = (key: string): RawBuilder<number | null> =>
  sql`case when jsonb_typeof(a.profile -> ${key}) = 'number' then (a.profile ->> ${key})::double precision end`;

/** What orders each platform board: problems solved, rating, rating, coding score. The overall board is ordered by points. */
export const PLATFORM_SCORE: Record<PlatformKey, string> = {
  leetcode: 'totalProblemSolved',
  codechef: 'rating',
  codeforces: 'rating',
  geeksforgeeks: 'codingScore',
};

export interface BoardsState {
  month: string;
  updatedAt: Date;
  rebuilt: boolean;
  /** Set when the boards served are being rebuilt in the background: settles with the rebuild. */
  refreshing?: Promise<BoardsState>;
}

/**
 * Rebuilds every board of `month` from the ledger, the members and their verified platform stats, in one
 * transaction: readers see the old boards until it commits. Position is the stable order (score, then name in
 * code-point order, then id); rank is shared by equal scores.
 */
async function rebuild(trx: Kysely<Database>, month: string, now: Date): Promise<void> {
  const [from, to] = monthBounds(month);
  const since = new Date(now.getTime() - DAY_MS);
  // The sorts of 100,000 rows stay in memory rather than spilling to disk.
  await sql`set local work_mem = '64MB'`.execute(trx);
  await trx.deleteFrom('leaderboard_entries').execute();
  await trx.deleteFrom('leaderboard_members').execute();
  await sql`
    insert into leaderboard_members (user_id, position, rank, name, points, points_increased, total_solved)
    select t.id, row_number() over (order by t.points desc, t.name collate "C", t.id), rank() over (order by t.points desc), t.name, t.points, t.increased, t.solved
    from (
      select u.id, u.name, coalesce(l.points, 0) as points, coalesce(l.increased, 0) as increased, coalesce(s.solved, 0) as solved
      from users u
      left join (
        select user_id, sum(points)::int as points, coalesce(sum(points) filter (where created_at > ${since}), 0)::int as increased
        from points_ledger where day >= ${from} and day < ${to} group by user_id
      ) l on l.user_id = u.id
      left join (
        select a.user_id, sum(coalesce(case when a.platform = 'geeksforgeeks' then ${profileNumber('problemSolved')} else ${profileNumber('totalProblemSolved')} end, 0))::int as solved
        from platform_accounts a where a.verified_at is not null and a.profile is not null group by a.user_id
      ) s on s.user_id = u.id
      where u.role <> 'USER' and not u.blocked
    ) t`.execute(trx);
  for (const [platform, key] of Object.entries(PLATFORM_SCORE)) {
    await sql`
      insert into leaderboard_entries (board, position, user_id, rank, score)
      select ${platform}, row_number() over (order by t.score desc, t.name collate "C", t.user_id), t.user_id, rank() over (order by t.score desc), t.score
      from (
        select a.user_id, m.name, coalesce(${profileNumber(key)}, 0) as score
        from platform_accounts a join leaderboard_members m on m.user_id = a.user_id
        where a.platform = ${platform} and a.verified_at is not null and a.profile is not null
      ) t`.execute(trx);
  }
}

export interface FreshnessOptions {
  /**
   * How long boards whose data changed may still be served before a read rebuilds them (LEADERBOARD_REFRESH_SECONDS).
   * 0: every read sees every change. A new month's first read and `force` always rebuild.
   */
  maxStaleMs?: number;
  /** Rebuild now if anything changed (after a job, an admin's "update leaderboard"). */
  force?: boolean;
  /**
   * This month's boards whose data changed are served as they are while one rebuild per process runs in the
   * background, so no reader waits for it (a rebuild of 100,000 members takes seconds). A new month still waits.
   */
  background?: { onError(error: unknown): void };
  now?: Date;
}

/** The background rebuild under way, per database. */
const inFlight = new WeakMap<Kysely<Database>, Promise<BoardsState>>();

/**
 * Makes sure the boards are those of the current month (in the chapter's time zone) and, within `maxStaleMs`, of the
 * data as of now: anything behind them that changed (triggers mark them stale) makes the next read rebuild them.
 */
export async function ensureFreshBoards(db: Kysely<Database>, timeZone: string, options: FreshnessOptions = {}): Promise<BoardsState> {
  const now = options.now ?? new Date();
  const month = monthIn(now, timeZone);
  const upToDate = (state: StateRow) =>
    state.month === month &&
    state.updated_at !== null &&
    (!state.stale || (!options.force && now.getTime() - state.updated_at.getTime() < (options.maxStaleMs ?? 0)));

  const current = await db.selectFrom('leaderboard_state').select(['month', 'stale', 'updated_at']).executeTakeFirstOrThrow();
  if (upToDate(current)) return { month, updatedAt: current.updated_at!, rebuilt: false };

  const servable = current.month === month && current.updated_at !== null;
  if (options.background && servable && !options.force) {
    let refreshing = inFlight.get(db);
    if (!refreshing) {
      refreshing = rebuildNow(db, month, now, upToDate).finally(() => inFlight.delete(db));
      refreshing.catch(options.background.onError);
      inFlight.set(db, refreshing);
    }
    return { month, updatedAt: current.updated_at!, rebuilt: false, refreshing };
  }
  return rebuildNow(db, month, now, upToDate);
}

type StateRow = { month: string | null; stale: boolean; updated_at: Date | null };

async function rebuildNow(db: Kysely<Database>, month: string, now: Date, upToDate: (state: StateRow) => boolean): Promise<BoardsState> {
  const result = await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${REBUILD_LOCK})`.execute(trx);
    // Another process may have rebuilt while this one waited for the lock.
    const state = await trx.selectFrom('leaderboard_state').select(['month', 'stale', 'updated_at']).forUpdate().executeTakeFirstOrThrow();
    if (upToDate(state)) return { month, updatedAt: state.updated_at!, rebuilt: false };
    // Cleared first: a write that commits while the rebuild runs marks the boards stale again after this commits.
    await trx.updateTable('leaderboard_state').set({ stale: false, month, updated_at: now }).execute();
    await rebuild(trx, month, now);
    return { month, updatedAt: now, rebuilt: true };
  });
  // A rebuild replaces every row; vacuum reclaims the old ones (PGlite has no autovacuum) and refreshes the statistics.
  if (result.rebuilt) await sql`vacuum analyze leaderboard_entries, leaderboard_members`.execute(db);
  return result;
}

/** Marks the boards out of date, for changes the triggers cannot see (a new month's settings, tests). */
export async function markBoardsStale(db: Kysely<Database>): Promise<void> {
  await db.updateTable('leaderboard_state').set({ stale: true }).execute();
}
