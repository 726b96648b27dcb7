import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { DAY_MS, monthIn } from '../../clock';
import { entrySource, memberSource } from './boardSources';
import { updateMembers } from './incremental';
import { versionGate } from '../../cache/versionGate';

export { PLATFORM_SCORE } from './boardSources';

/** One advisory lock key for rebuilding: two API processes never rebuild at once, and readers wait for the rebuild. */
const REBUILD_LOCK = 0x1ead_b0a2;

/** Past this many changed members since the last rebuild, rebuilding whole is cheaper than member by member. */
const INCREMENTAL_LIMIT = 5_000;
/** Each member's points_increased (a 24-hour window) is brought up to date for everyone at least this often. */
const WINDOW_REFRESH_EVERY_MS = 60 * 60 * 1_000;

export interface BoardsState {
  month: string;
  updatedAt: Date;
  rebuilt: boolean;
  /** The boards' version (leaderboard_state.version) these are: what a cache keys on. */
  version: string;
  /** Set when the boards served are being rebuilt in the background: settles with the rebuild. */
  refreshing?: Promise<BoardsState>;
}

/**
 * Rebuilds every board of `month` from the ledger, the members and their verified platform stats, in one
 * transaction: readers see the old boards until it commits. Each board's order (score, then name in code-point
 * order, then id) is its index's; leaderboard_counts gives ranks (shared by equal scores) and positions.
 */
async function rebuild(trx: Kysely<Database>, month: string, since: Date): Promise<void> {
  // The sorts of 100,000 rows stay in memory rather than spilling to disk.
  await sql`set local work_mem = '64MB'`.execute(trx);
  await trx.deleteFrom('leaderboard_entries').execute();
  await trx.deleteFrom('leaderboard_members').execute();
  await trx.deleteFrom('leaderboard_counts').execute();
  await sql`
    insert into leaderboard_members (user_id, name, points, points_increased, total_solved)
    select t.id, t.name, t.points, t.increased, t.solved from (${memberSource(month, since, null)}) t`.execute(trx);
  await sql`insert into leaderboard_entries (board, user_id, name, score) select t.board, t.user_id, t.name, t.score from (${entrySource(null)}) t`.execute(
    trx,
  );
  await sql`
    insert into leaderboard_counts (board, score, n)
    select 'overall', points, count(*) from leaderboard_members group by points
    union all select board, score, count(*) from leaderboard_entries group by board, score`.execute(trx);
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

/** The boards' state row and whether any member changed since the last rebuild: one small query. */
export interface StateRow {
  month: string | null;
  stale: boolean;
  updated_at: Date | null;
  rebuilt_at: Date | null;
  version: string;
  auth_epoch: string;
  dirty: boolean;
}

export async function readBoardsState(db: Kysely<Database>, lock = false): Promise<StateRow> {
  const { rows } = await sql<StateRow>`
    select month, stale, updated_at, rebuilt_at, version::text as version, auth_epoch::text as auth_epoch,
      exists (select 1 from leaderboard_dirty) as dirty
    from leaderboard_state ${lock ? sql`for update` : sql``}`.execute(db);
  return rows[0]!;
}

/** Whether `state` is the boards of `month` with every change in, or with changes behind them for less than `maxStaleMs`. */
function isCurrent(state: StateRow, month: string, now: Date, maxStaleMs = 0): boolean {
  return state.month === month && state.updated_at !== null && (!(state.stale || state.dirty) || now.getTime() - state.updated_at.getTime() < maxStaleMs);
}

/**
 * Makes sure the boards are those of the current month (in the chapter's time zone) and, within `maxStaleMs`, of the
 * data as of now: anything behind them that changed (triggers list the members) makes the next read update them.
 * `state`: the state row when the caller has just read it (after the request arrived).
 */
export async function ensureFreshBoards(db: Kysely<Database>, timeZone: string, options: FreshnessOptions & { state?: StateRow } = {}): Promise<BoardsState> {
  const now = options.now ?? new Date();
  const month = monthIn(now, timeZone);
  const upToDate = (state: StateRow) => isCurrent(state, month, now, options.force ? 0 : options.maxStaleMs);

  const current = options.state ?? (await readBoardsState(db));
  if (upToDate(current)) return { month, updatedAt: current.updated_at!, rebuilt: false, version: current.version };

  const servable = current.month === month && current.updated_at !== null;
  if (options.background && servable && !options.force) {
    let refreshing = inFlight.get(db);
    if (!refreshing) {
      refreshing = rebuildNow(db, month, now, upToDate).finally(() => inFlight.delete(db));
      refreshing.catch(options.background.onError);
      inFlight.set(db, refreshing);
    }
    return { month, updatedAt: current.updated_at!, rebuilt: false, version: current.version, refreshing };
  }
  if (options.now) return rebuildNow(db, month, now, upToDate);
  // Readers that find the boards behind share one update in this process: the next one to start after they asked (so
  // it sees every change committed before they did), instead of each queueing on the lock for its own.
  let gate = updates.get(db);
  if (!gate) {
    gate = versionGate(() => {
      const at = new Date();
      const due = monthIn(at, timeZone);
      return rebuildNow(db, due, at, (state) => isCurrent(state, due, at));
    });
    updates.set(db, gate);
  }
  return gate();
}

/** The shared update per database (see ensureFreshBoards). */
const updates = new WeakMap<Kysely<Database>, () => Promise<BoardsState>>();

async function rebuildNow(db: Kysely<Database>, month: string, now: Date, upToDate: (state: StateRow) => boolean): Promise<BoardsState> {
  const result = await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${REBUILD_LOCK})`.execute(trx);
    // Another process may have rebuilt while this one waited for the lock.
    const state = await readBoardsState(trx, true);
    if (upToDate(state)) return { month, updatedAt: state.updated_at!, rebuilt: false, version: state.version, whole: false };
    // The members changed since the last rebuild. A writer that commits later leaves its own row for the next read.
    const { rows: dirty } = await sql<{ user_id: string }>`delete from leaderboard_dirty returning user_id`.execute(trx);
    const whole = state.stale || state.month !== month || state.rebuilt_at === null || dirty.length > INCREMENTAL_LIMIT;
    // Each member's points_increased counts the last 24 hours: once an hour the members whose points left that window
    // since are updated too, member by member like the rest (a whole rebuild would hold the readers for seconds).
    const windowMoved = !whole && now.getTime() - state.rebuilt_at!.getTime() >= WINDOW_REFRESH_EVERY_MS;
    const ids = new Set(dirty.map((row) => row.user_id));
    if (windowMoved) {
      const { rows: aged } = await sql<{ user_id: string }>`
        select distinct user_id from points_ledger
        where created_at > ${new Date(state.rebuilt_at!.getTime() - DAY_MS)} and created_at <= ${new Date(now.getTime() - DAY_MS)}`.execute(trx);
      for (const row of aged) ids.add(row.user_id);
    }
    const { rows } = await sql<{ version: string }>`
      update leaderboard_state set stale = false, month = ${month}, updated_at = ${now}, version = version + 1
        ${whole || windowMoved ? sql`, rebuilt_at = ${now}` : sql``}
      returning version::text as version`.execute(trx);
    const since = new Date(now.getTime() - DAY_MS);
    if (whole || ids.size > INCREMENTAL_LIMIT) await rebuild(trx, month, since);
    else if (ids.size > 0) await updateMembers(trx, [...ids], month, since);
    return { month, updatedAt: now, rebuilt: true, version: rows[0]!.version, whole: whole || ids.size > INCREMENTAL_LIMIT };
  });
  // A rebuild replaces every row; vacuum reclaims the old ones (PGlite has no autovacuum) and refreshes the statistics.
  if (result.whole) await sql`vacuum analyze leaderboard_entries, leaderboard_members, leaderboard_counts`.execute(db);
  const { whole: _whole, ...state } = result;
  return state;
}

/** Marks the boards out of date, for changes the triggers cannot see (a new month's settings, tests). */
export async function markBoardsStale(db: Kysely<Database>): Promise<void> {
  await sql`update leaderboard_state set stale = true, version = version + 1`.execute(db);
}
