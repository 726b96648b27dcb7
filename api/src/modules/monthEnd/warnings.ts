// Below-the-mark warnings (docs/notifications.md, "Below-the-mark warnings"): the admin's setting, the day the
// warnings go out, the contests still ahead, and the admin's "at risk" list. Who is at risk is the month end's own
// plan (plan.ts): its removals for the current month, so the warning reaches exactly whom the preview would remove.
import { sql, type Kysely } from 'kysely';
import { MARK_WARNING_DAYS } from '@chapter/contract/constants';
import { WARN_DAYS_MESSAGE } from '@chapter/shared/schemas';
import type { MonthEndAtRisk } from '@chapter/contract';
import type { Database } from '../../db/schema';
import { DAY_MS, dateIn, daysBetween, monthOf, monthSpan } from '../../clock';
import { HttpError } from '../../errors';
import { takesMail } from '../../mail';
import { planMonthEnd } from './plan';

/**
 * The day `month`'s warnings go out: its last day minus `warnDaysBefore` days ('YYYY-MM-DD'); with 7, the 24th of a
 * 31-day month, the 21st of a 28-day February. Null when the warnings are off (0).
 */
export function warningDayOf(month: string, warnDaysBefore: number): string | null {
  if (warnDaysBefore <= 0) return null;
  return new Date(Date.parse(`${lastDayOf(month)}T00:00:00Z`) - warnDaysBefore * DAY_MS).toISOString().slice(0, 10);
}

/** The last day of `month` ('YYYY-MM-DD'). */
export const lastDayOf = (month: string): string => new Date(Date.parse(`${monthSpan(month)[1]}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);

/** Whole days after `today` ('YYYY-MM-DD') up to and including its month's last day (0 on the last day). */
export const daysLeftAfter = (today: string): number => daysBetween(today, monthSpan(monthOf(today))[1]) - 1;

export async function readWarnDays(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('scheduler_settings').select('warn_days_before').executeTakeFirstOrThrow();
  return row.warn_days_before;
}

/** The setting as sent: a whole number from 0 to 27 (a numeric string too), else a 400 saying so. */
export function checkWarnDays(value: unknown): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < MARK_WARNING_DAYS.min || number > MARK_WARNING_DAYS.max) {
    throw new HttpError(400, WARN_DAYS_MESSAGE);
  }
  return number;
}

/** Stores the setting; answers the value before and after (for the audit log). */
export async function writeWarnDays(db: Kysely<Database>, warnDaysBefore: number): Promise<{ before: number; after: number }> {
  const before = await readWarnDays(db);
  await db.updateTable('scheduler_settings').set({ warn_days_before: warnDaysBefore, updated_at: new Date() }).execute();
  return { before, after: warnDaysBefore };
}

/** A calendar contest still to start this month. */
export interface ContestAhead {
  name: string;
  platform: string;
  link: string;
  /** 'YYYY-MM-DD' in the chapter's zone. */
  day: string;
  /** 'HH:MM' in the chapter's zone. */
  start: string;
  end: string;
}

/** The calendar's contests that start after `now` and before the month (in the chapter's zone) ends, soonest first. */
export async function contestsAhead(db: Kysely<Database>, now: Date, timeZone: string): Promise<ContestAhead[]> {
  const nextMonth = monthSpan(monthOf(dateIn(now, timeZone)))[1];
  const rows = await db
    .selectFrom('contests')
    .select(['name', 'platform', 'link', 'start_time', 'end_time', sql<string>`date::text`.as('day')])
    .where('starts_at', '>', now)
    .where('date', '<', nextMonth)
    .orderBy('starts_at')
    .orderBy('name')
    .execute();
  return rows.map((row) => ({
    name: row.name,
    platform: row.platform,
    link: row.link,
    day: row.day,
    start: row.start_time.slice(0, 5),
    end: row.end_time.slice(0, 5),
  }));
}

/** Of these members, the ones who take warning mails. */
export async function warningMailTakers(db: Kysely<Database>, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('id', 'in', [...userIds])
    .where(takesMail('warnings'))
    .execute();
  return new Set(rows.map((row) => row.id));
}

/**
 * The admin's "at risk" list: the current month's members the month end would remove now (the preview's removals),
 * whether and when each was warned and mailed this month, and this month's warning day.
 */
export async function atRiskMembers(db: Kysely<Database>, timeZone: string, now = new Date()): Promise<MonthEndAtRisk> {
  const today = dateIn(now, timeZone);
  const month = monthOf(today);
  const plan = await planMonthEnd(db, month);
  const warnDaysBefore = await readWarnDays(db);
  const ids = plan.removals.map((member) => member.userId);
  const deliveries =
    ids.length === 0
      ? []
      : await db
          .selectFrom('mark_warning_deliveries')
          .select(['user_id', 'warned_at', 'sent_at'])
          .where('month', '=', month)
          .where('user_id', 'in', ids)
          .execute();
  const byUser = new Map(deliveries.map((row) => [row.user_id, row]));
  const takers = await warningMailTakers(db, ids);
  const iso = (value: Date | null | undefined) => (value ? new Date(value).toISOString() : null);
  return {
    month,
    passingMarks: plan.passingMarks,
    warnDaysBefore,
    warningDay: warningDayOf(month, warnDaysBefore),
    daysLeft: daysLeftAfter(today),
    removeStepOn: plan.switches.autoKick,
    members: plan.removals.map((member) => ({
      ...member,
      warnedAt: iso(byUser.get(member.userId)?.warned_at),
      mailedAt: iso(byUser.get(member.userId)?.sent_at),
      takesMail: takers.has(member.userId),
    })),
  };
}
