import { sql, type Kysely } from 'kysely';
import type { LiveEvent, LivePointsItem, PlatformKey } from '@chapter/contract';
import type { Database } from '../../db/schema';
import { monthIn } from '../../clock';
import { ensureFreshBoards } from '../leaderboard/standings';
import { rankOf } from '../leaderboard/ranking';
import { monthPoints } from '../points/monthPoints';
import { readPlatformHealth } from '../platformHealth/health';
import type { LoggedEvent } from './log';

/** An event ready to send: its log id, who may hear it (null: every signed-in page) and what they are told. */
export interface OutgoingEvent {
  id: number;
  userId: string | null;
  event: LiveEvent;
}

export interface EnrichSettings {
  timeZone: string;
  /** LEADERBOARD_REFRESH_SECONDS: a points event's rank is read from boards at most this old. */
  boardMaxStaleMs: number;
}

interface RawItem {
  points: number;
  kind: LivePointsItem['kind'];
  platform: PlatformKey | null;
  day: string;
  contestId?: string | null;
}

/**
 * Turns logged events into what pages are sent, with what the log's writers could not know: a points event's new
 * month total and overall rank (read from the boards after the change), a notification's unread count, a platform's
 * state as members see it. One query per kind per batch, whatever the batch's size. Events about a member who is gone
 * are dropped.
 */
export async function enrichEvents(db: Kysely<Database>, settings: EnrichSettings, logged: LoggedEvent[], now = new Date()): Promise<OutgoingEvent[]> {
  const points = logged.filter((event) => event.type === 'points');
  const standings = points.length > 0 ? await standingsOf(db, settings, [...new Set(points.map((event) => String(event.payload.userId)))], now) : new Map();
  const contests = await contestNames(db, points);
  const notified = logged.filter((event) => event.type === 'notification' && event.userId);
  const unread = notified.length > 0 ? await unreadCounts(db, [...new Set(notified.map((event) => event.userId!))]) : new Map<string, number>();
  const health = logged.some((event) => event.type === 'platform-health') ? await readPlatformHealth(db, now) : [];

  const out: OutgoingEvent[] = [];
  for (const entry of logged) {
    const event = toLiveEvent(entry, { standings, contests, unread, health });
    if (event) out.push({ id: entry.id, userId: entry.userId, event });
  }
  return out;
}

interface Lookups {
  standings: Map<string, { name: string; total: number; rank: number | null }>;
  contests: Map<string, string>;
  unread: Map<string, number>;
  health: Awaited<ReturnType<typeof readPlatformHealth>>;
}

function toLiveEvent({ type, payload, userId }: LoggedEvent, lookups: Lookups): LiveEvent | null {
  switch (type) {
    case 'points': {
      const member = lookups.standings.get(String(payload.userId));
      if (!member) return null;
      const items = ((payload.items ?? []) as RawItem[]).map((item): LivePointsItem => ({
        points: item.points,
        kind: item.kind,
        platform: item.platform,
        day: item.day,
        contest: item.contestId ? (lookups.contests.get(item.contestId) ?? null) : null,
      }));
      return { type, userId: String(payload.userId), name: member.name, delta: Number(payload.delta), total: member.total, rank: member.rank, items };
    }
    case 'notification':
      return userId ? { type, title: String(payload.title ?? ''), unread: lookups.unread.get(userId) ?? 0 } : null;
    case 'platform-health': {
      const platform = lookups.health.find((entry) => entry.platform === payload.platform);
      return platform ? { type, platform: platform.platform, state: platform.state } : null;
    }
    case 'board':
      return { type, version: String(payload.version) };
    case 'announcement':
      return { type, id: String(payload.id), title: String(payload.title ?? '') };
    case 'standings':
      return { type, contestId: String(payload.contestId), updatedAt: String(payload.updatedAt) };
    case 'solved':
      return userId ? { type, added: Number(payload.added ?? 0) } : null;
    case 'reset':
      return { type };
    default:
      return null;
  }
}

/** Each member's name, month total and overall rank now (rank null when they are not on the board). */
async function standingsOf(db: Kysely<Database>, settings: EnrichSettings, ids: string[], now: Date) {
  await ensureFreshBoards(db, settings.timeZone, { maxStaleMs: settings.boardMaxStaleMs, now });
  const { rows } = await sql<{ id: string; name: string; points: number | null; rank: number | null }>`
    select u.id, u.name, m.points, case when m.user_id is null then null else ${rankOf('overall', sql`m.points`)} end as rank
    from users u left join leaderboard_members m on m.user_id = u.id where u.id = any(${ids}::uuid[])`.execute(db);
  const off = rows.filter((row) => row.points === null).map((row) => row.id);
  const offBoard =
    off.length > 0
      ? new Map((await monthPoints(monthIn(now, settings.timeZone), { ids: off }).execute(db)).rows.map((row) => [row.user_id, row.points]))
      : new Map();
  return new Map(rows.map((row) => [row.id, { name: row.name, total: row.points ?? offBoard.get(row.id) ?? 0, rank: row.rank }]));
}

async function contestNames(db: Kysely<Database>, points: LoggedEvent[]): Promise<Map<string, string>> {
  const ids = [...new Set(points.flatMap((event) => ((event.payload.items ?? []) as RawItem[]).flatMap((item) => (item.contestId ? [item.contestId] : []))))];
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('contests').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

async function unreadCounts(db: Kysely<Database>, ids: string[]): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('notifications')
    .select(['user_id', sql<number>`count(*)::int`.as('unread')])
    .where('user_id', 'in', ids)
    .where('read_at', 'is', null)
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((row) => [row.user_id, row.unread]));
}
