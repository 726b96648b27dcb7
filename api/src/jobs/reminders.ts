import type { Agent } from 'node:https';
import { sql, type Kysely } from 'kysely';
import { DeliveryTally, deliverOnce } from './deliveries';
import { rolesFrom, type Role } from '@chapter/shared/roles';
import { dateIn, DAY_MS, zonedInstant } from '../clock';
import type { Database, EventMailKind, ReminderChannel } from '../db/schema';
import { takesMail } from '../mail';
import { notify } from '../modules/notifications/notify';
import { ensurePushKeys, type PushKeys } from '../modules/reminders/pushKeys';
import { LEAD_MINUTES, leadLabel } from '../modules/reminders/settings';
import { pushSubject, sendPush } from '../modules/reminders/webPush';
import type { JobContext } from './context';
import { LOWEST_ROLE } from './eventMail';

/** What the reminder job needs: the job context's database, clock zone, mailer and links, and (tests) a push agent. */
export type ReminderContext = Pick<JobContext, 'db' | 'timeZone' | 'log' | 'mailer' | 'publicUrl' | 'contactEmail'> & {
  /** The agent push requests go through; tests point it at a local push service. Unset: Node's. */
  pushAgent?: Agent;
};

export interface ReminderRunResult {
  sent: number;
  failed: number;
  /** Already sent (an earlier run, another instance) or being sent right now by another worker. */
  skipped: number;
  /** Notices added to members' notification centres. */
  notices: number;
}

const MINUTE_MS = 60_000;
/** Delivery rows are kept this long after their event's start, then pruned. */
const KEEP_DELIVERIES_MS = 30 * DAY_MS;

/**
 * How long after its time a reminder may still go out: a quarter of its lead, at least 15 minutes and at most 6 hours.
 * The job runs every 5 minutes, so a run that failed, was retried or fell on a restart still sends within the grace;
 * a reminder older than that is dropped, so a server back after a long outage does not flood members with stale
 * reminders. None goes out once its event has started.
 */
export function reminderGraceMs(leadMinutes: number): number {
  return Math.min(6 * 60 * MINUTE_MS, Math.max(15 * MINUTE_MS, (leadMinutes * MINUTE_MS) / 4));
}

/** Whether the reminder `leadMinutes` before an event starting at `start` is due at `now`. */
export function isReminderDue(now: Date, start: Date, leadMinutes: number): boolean {
  const at = start.getTime() - leadMinutes * MINUTE_MS;
  return at <= now.getTime() && now.getTime() < at + reminderGraceMs(leadMinutes) && now.getTime() < start.getTime();
}

/** A calendar event as the reminders tell it. */
interface UpcomingEvent {
  kind: EventMailKind;
  id: string;
  title: string;
  start: Date;
  /** The chapter's local date and time, with its zone. */
  when: string;
  /** The contest's page or the meeting's join link. */
  link: string;
  /** The lowest role it concerns (a meeting's attendees; contests: members). */
  lowest: Role;
  /** Extra lines for the mail. */
  details: string[];
}

/** The contests and meetings starting after `now` and at most the longest lead time later. */
async function upcomingEvents(db: Kysely<Database>, timeZone: string, now: Date): Promise<UpcomingEvent[]> {
  const horizon = new Date(now.getTime() + Math.max(...LEAD_MINUTES) * MINUTE_MS);
  const contests = await db
    .selectFrom('contests')
    .select(['id', 'name', 'link', 'platform', 'starts_at', 'start_time', 'end_time', sql<string>`date::text`.as('day')])
    .where('starts_at', '>', now)
    .where('starts_at', '<=', horizon)
    .execute();
  // Meetings keep the chapter's local date and time: the days around the window are read, their starts computed here.
  const meetings = await db
    .selectFrom('meetings')
    .select(['id', 'title', 'link', 'time', 'compulsory', 'attendees', sql<string>`date::text`.as('day')])
    .where('date', '>=', dateIn(new Date(now.getTime() - DAY_MS), timeZone))
    .where('date', '<=', dateIn(new Date(horizon.getTime() + DAY_MS), timeZone))
    .execute();
  const events: UpcomingEvent[] = contests.map((contest) => ({
    kind: 'contest',
    id: contest.id,
    title: contest.name,
    start: new Date(contest.starts_at),
    when: `${contest.day}, ${contest.start_time.slice(0, 5)}–${contest.end_time.slice(0, 5)} (${timeZone})`,
    link: contest.link,
    lowest: LOWEST_ROLE.contest,
    details: [`A contest on ${contest.platform}: problems you solve during it earn chapter points.`],
  }));
  for (const meeting of meetings) {
    const start = zonedInstant(meeting.day, meeting.time, timeZone);
    if (start <= now || start > horizon) continue;
    events.push({
      kind: 'meeting',
      id: meeting.id,
      title: meeting.title,
      start,
      when: `${meeting.day}, ${meeting.time.slice(0, 5)} (${timeZone})`,
      link: meeting.link,
      lowest: LOWEST_ROLE[meeting.attendees] ?? 'USER',
      details: meeting.compulsory ? ['Attendance is compulsory.'] : [],
    });
  }
  return events;
}

/** One reminder to one member on one channel (and, for push, one browser): the delivery row's key. */
interface ReminderKey {
  user_id: string;
  event_kind: EventMailKind;
  event_id: string;
  event_start: Date;
  lead_minutes: number;
  channel: ReminderChannel;
  target: string;
}

/**
 * Sends the reminders due at `now` (docs/notifications.md, "Reminders"): for each calendar contest and meeting whose
 * start minus a member's lead time fell within that lead's grace before `now`, each member who chose that lead and
 * that kind of event (and whose role the event concerns) gets a notice in the notification centre, a mail (when they
 * chose e-mail and take reminder mails) and a push to each browser they turned push on in (when they chose push).
 * Each send is claimed in reminder_deliveries first and marked after, so a retry or a second instance sends only what
 * is still unsent; the event's start is in the key, so a moved event is reminded at its new time, once, and a
 * deleted one is not. Failed sends are released and the run throws, so the queue retries it.
 */
export async function sendDueReminders(ctx: ReminderContext, now: Date): Promise<ReminderRunResult> {
  const result: ReminderRunResult = { sent: 0, failed: 0, skipped: 0, notices: 0 };
  const publicUrl = ctx.publicUrl ?? '';
  let keys: PushKeys | null = null;

  const tally = new DeliveryTally();
  const send = async (key: ReminderKey, action: () => Promise<'sent' | 'gone'>) => {
    const outcome = await deliverOnce(
      ctx.db,
      'reminder_deliveries',
      { ...key },
      async () => {
        if ((await action()) === 'sent') return;
        // The push service no longer knows the browser: it is forgotten; its delivery row keeps the reason.
        await ctx.db.deleteFrom('push_subscriptions').where('id', '=', key.target).execute();
        return { dropped: 'The push service no longer knows this browser: its subscription was removed' };
      },
      tally,
    );
    if (outcome === 'failed') ctx.log.warn({ reminder: key }, 'reminder failed; it is retried');
  };

  for (const event of await upcomingEvents(ctx.db, ctx.timeZone, now)) {
    for (const lead of LEAD_MINUTES) {
      if (!isReminderDue(now, event.start, lead)) continue;
      const base = { event_kind: event.kind, event_id: event.id, event_start: event.start, lead_minutes: lead };
      const chosen = ctx.db
        .selectFrom('reminder_settings')
        .innerJoin('users', 'users.id', 'reminder_settings.user_id')
        .where(sql<boolean>`${lead} = any(reminder_settings.lead_minutes)`)
        .where(event.kind === 'contest' ? 'reminder_settings.contests' : 'reminder_settings.meetings', '=', true)
        .where('users.blocked', '=', false)
        .where('users.role', 'in', rolesFrom(event.lowest));
      const title = `${event.title} in ${leadLabel(lead)}`;

      // The notification centre: once per member, event, start and lead (the same key as the deliveries, without the channel).
      const members = await chosen.select('users.id').orderBy('users.id').execute();
      const noticeKey = `reminder:${event.kind}:${event.id}:${event.start.toISOString()}:${lead}`;
      result.notices += await notify(
        ctx.db,
        members.map((member) => member.id),
        { kind: 'reminder', title, body: event.when, link: '/dashboard', key: noticeKey },
      );

      if (ctx.mailer) {
        const mailer = ctx.mailer;
        const readers = await chosen
          .select(['users.id', 'users.email'])
          .where('reminder_settings.email', '=', true)
          .where(takesMail('reminders'))
          .orderBy('users.id')
          .execute();
        for (const reader of readers) {
          await send({ ...base, user_id: reader.id, channel: 'email', target: '' }, async () => {
            await mailer.send({
              to: reader.email,
              subject: `Reminder: ${title}`,
              text: [
                `${event.title} starts in ${leadLabel(lead)}:`,
                event.when,
                ...event.details,
                event.link,
                '',
                `Your reminders: ${publicUrl}/profile/edit`,
              ].join('\n'),
              unsubscribe: { userId: reader.id, kind: 'reminders' },
            });
            return 'sent';
          });
        }
      }

      const browsers = await chosen
        .innerJoin('push_subscriptions', 'push_subscriptions.user_id', 'users.id')
        .select(['users.id as user_id', 'push_subscriptions.id', 'push_subscriptions.endpoint', 'push_subscriptions.p256dh', 'push_subscriptions.auth'])
        .where('reminder_settings.push', '=', true)
        .orderBy('push_subscriptions.id')
        .execute();
      if (browsers.length > 0) keys ??= await ensurePushKeys(ctx.db);
      for (const browser of browsers) {
        await send({ ...base, user_id: browser.user_id, channel: 'push', target: browser.id }, () =>
          sendPush(
            browser,
            { title, body: event.when, link: `${publicUrl}/dashboard`, tag: noticeKey },
            {
              keys: keys!,
              subject: pushSubject(ctx.contactEmail, publicUrl),
              ttlSeconds: (event.start.getTime() - now.getTime()) / 1000,
              urgency: lead <= 60 ? 'high' : 'normal',
              agent: ctx.pushAgent,
            },
          ),
        );
      }
    }
  }

  await ctx.db
    .deleteFrom('reminder_deliveries')
    .where('event_start', '<', new Date(now.getTime() - KEEP_DELIVERIES_MS))
    .execute();
  Object.assign(result, tally.counts);
  if (result.sent + result.failed + result.notices > 0) ctx.log.info({ ...result }, 'reminders sent');
  tally.throwIfFailed('reminders');
  return result;
}
