import { sql, type Kysely } from 'kysely';
import type { PlannedMember } from '@chapter/contract';
import type { Database } from '../db/schema';
import type { JobContext } from './context';
import type { Mail, Mailer } from '../mail';
import { dateIn, monthOf } from '../clock';
import { planMonthEnd } from '../modules/monthEnd/plan';
import { notify } from '../modules/notifications/notify';
import { DeliveryTally, deliverOnce } from './deliveries';
import { contestsAhead, daysLeftAfter, lastDayOf, readWarnDays, warningDayOf, warningMailTakers, type ContestAhead } from '../modules/monthEnd/warnings';

// The below-the-mark warning (docs/notifications.md, "Below-the-mark warnings"): on the month's warning day, each
// member the month end would remove gets an in-app notice and, unless they turned warning mails off, a mail. Once per
// member and month: the notice by its key, the mail by its row in mark_warning_deliveries (claimed before the send,
// marked after), whatever the retries or the number of instances.

export interface MarkWarningContext {
  db: Kysely<Database>;
  mailer: Mailer;
  timeZone: string;
  publicUrl: string;
  log: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
}

export interface MarkWarningResult {
  month: string;
  /** Why nothing was done: the warnings are off, or today is not the warning day. */
  idle?: 'off' | 'not the warning day';
  /** The members the month end would remove (the plan's removals). */
  atRisk: number;
  /** Notices added by this run (a member warned earlier this month gets none). */
  noticed: number;
  sent: number;
  failed: number;
  /** Mails already sent (an earlier run, another worker) or being sent right now by another worker. */
  skipped: number;
}

const monthName = (month: string) => new Date(`${month}-01T00:00:00Z`).toLocaleString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayName = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleString('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const daysText = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;
const pointsText = (points: number) => `${points} ${points === 1 ? 'point' : 'points'}`;

export interface WarningFacts {
  member: Pick<PlannedMember, 'name' | 'points'>;
  month: string;
  passingMarks: number;
  daysLeft: number;
  /** 'YYYY-MM-DD' */
  lastDay: string;
  contests: ContestAhead[];
  timeZone: string;
  publicUrl: string;
}

/** The warning mail's subject and text (the mailer adds the unsubscribe link and headers). */
export function warningMail(facts: WarningFacts): Omit<Mail, 'to' | 'unsubscribe'> {
  const { member, passingMarks, contests } = facts;
  const short = passingMarks - member.points;
  const ahead =
    contests.length === 0
      ? ['No calendar contests are left this month; daily practice still earns points.']
      : [
          'Calendar contests still ahead this month:',
          ...contests.flatMap((contest) => [
            `- ${contest.name} (${contest.platform}): ${dayName(contest.day)}, ${contest.start}–${contest.end} (${facts.timeZone})`,
            `  ${contest.link}`,
          ]),
        ];
  return {
    subject: `Below the passing mark: ${member.points} of ${passingMarks} points`,
    text: [
      `Hi ${member.name},`,
      '',
      `You have ${pointsText(member.points)} in ${monthName(facts.month)}; the passing mark is ${passingMarks} (${pointsText(short)} to go).`,
      `${daysText(facts.daysLeft)} left: the month ends on ${dayName(facts.lastDay)}. Members below the mark then go back to User and lose active membership.`,
      '',
      ...ahead,
      '',
      `Your points: ${facts.publicUrl}/dashboard`,
    ].join('\n'),
  };
}

/** The notice in the member's notification centre: the same facts, short. */
function warningNotice(facts: WarningFacts) {
  const contests = facts.contests.map((contest) => `${contest.name} (${dayName(contest.day)})`).join(', ');
  return {
    kind: 'below-mark' as const,
    key: `below-mark:${facts.month}`,
    title: `Below the passing mark: ${facts.member.points} of ${facts.passingMarks} points`,
    body: `${daysText(facts.daysLeft)} left in ${monthName(facts.month)}. ${contests ? `Contests ahead: ${contests}.` : 'No calendar contests are left this month.'}`,
    link: '/dashboard',
  };
}

/**
 * Warns the members the month end would remove, when `now` falls on the month's warning day in the chapter's zone
 * (its last day minus the admin's setting; any other day, or the setting 0, does nothing). Throws when a mail failed,
 * so the queue retries: the failed rows are released for that retry; notices and sent mails are not repeated.
 */
export async function warnBelowMark(ctx: MarkWarningContext, now: Date): Promise<MarkWarningResult> {
  const today = dateIn(now, ctx.timeZone);
  const month = monthOf(today);
  const result: MarkWarningResult = { month, atRisk: 0, noticed: 0, sent: 0, failed: 0, skipped: 0 };
  const warnDays = await readWarnDays(ctx.db);
  const warningDay = warningDayOf(month, warnDays);
  if (warningDay === null) return { ...result, idle: 'off' };
  if (warningDay !== today) return { ...result, idle: 'not the warning day' };

  const plan = await planMonthEnd(ctx.db, month);
  const ids = plan.removals.map((member) => member.userId);
  result.atRisk = ids.length;
  const contests = await contestsAhead(ctx.db, now, ctx.timeZone);
  const takers = await warningMailTakers(ctx.db, ids);
  const emails = new Map(
    ids.length === 0
      ? []
      : (await ctx.db.selectFrom('users').select(['id', 'email']).where('id', 'in', ids).execute()).map((row) => [row.id, row.email] as const),
  );
  const daysLeft = daysLeftAfter(today);
  const lastDay = lastDayOf(month);

  const tally = new DeliveryTally();
  for (const member of plan.removals) {
    const facts: WarningFacts = {
      member,
      month,
      passingMarks: plan.passingMarks,
      daysLeft,
      lastDay,
      contests,
      timeZone: ctx.timeZone,
      publicUrl: ctx.publicUrl,
    };
    // The notice and the member's row together: a member with a row was warned this month.
    result.noticed += await ctx.db.transaction().execute(async (trx) => {
      const added = await notify(trx, [member.userId], warningNotice(facts));
      await trx
        .insertInto('mark_warning_deliveries')
        .values({ user_id: member.userId, month, warned_at: now })
        .onConflict((conflict) =>
          conflict.columns(['month', 'user_id']).doUpdateSet({ warned_at: sql<Date>`coalesce(mark_warning_deliveries.warned_at, excluded.warned_at)` }),
        )
        .execute();
      return added;
    });
    if (!takers.has(member.userId)) continue;
    const outcome = await deliverOnce(
      ctx.db,
      'mark_warning_deliveries',
      { month, user_id: member.userId },
      () => ctx.mailer.send({ to: emails.get(member.userId)!, ...warningMail(facts), unsubscribe: { userId: member.userId, kind: 'warnings' } }),
      tally,
      now,
    );
    if (outcome === 'failed') ctx.log.warn({ userId: member.userId, month }, 'below-the-mark mail failed; it is retried');
  }
  Object.assign(result, tally.counts);
  ctx.log.info({ job: 'mark-warnings', ...result }, 'below-the-mark warnings');
  tally.throwIfFailed(`of ${takers.size} below-the-mark mails`);
  return result;
}

/** The daily scheduled run (SCHEDULES): the warning on the warning day, with the process's mailer. */
export async function scheduledMarkWarnings(ctx: JobContext, now: Date): Promise<MarkWarningResult | null> {
  if (!ctx.mailer || !ctx.publicUrl) {
    ctx.log.warn({ job: 'mark-warnings' }, 'no mailer given to the jobs: below-the-mark warnings not sent');
    return null;
  }
  return warnBelowMark({ ...ctx, mailer: ctx.mailer, publicUrl: ctx.publicUrl }, now);
}
