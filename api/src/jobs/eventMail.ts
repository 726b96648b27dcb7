import type { Kysely } from 'kysely';
import type { PgBoss } from 'pg-boss';
import { rolesFrom, type Role } from '@chapter/shared/roles';
import type { DatabaseHandle } from '../db';
import type { Database, MeetingAttendees } from '../db/schema';
import type { EventMailJob, EventMailQueue } from '../modules/deps';
import type { Mail, Mailer } from '../mail';
import { startSideQueue, type SideQueueOptions } from './sideQueue';
import { DeliveryTally, deliverOnce } from './deliveries';
import { contestRow, meetingRow } from '../modules/calendar/eventRows';

/** The pg-boss queue that mails a meeting or a contest to the members it concerns. */
export const EVENT_MAIL_QUEUE = 'event-mail';

export type { EventMailJob, EventMailQueue };

export interface EventMailContext {
  db: Kysely<Database>;
  mailer: Mailer;
  timeZone: string;
  publicUrl: string;
  log: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void; error(obj: object, msg?: string): void };
}

export interface EventMailResult {
  sent: number;
  failed: number;
  /** Already mailed (by an earlier run or another worker) or being mailed right now by another worker. */
  skipped: number;
}

/** The lowest role a meeting's attendees setting mails; contests go to members and above. */
export const LOWEST_ROLE: Record<MeetingAttendees | 'contest', Role> = { ALL: 'USER', MEMBER: 'MEMBER', COREMEMBER: 'COREMEMBER', contest: 'MEMBER' };

async function composeMail(ctx: EventMailContext, job: EventMailJob): Promise<{ lowest: Role; mail: Omit<Mail, 'to'> } | null> {
  const dashboard = `${ctx.publicUrl}/dashboard`;
  if (job.kind === 'contest') {
    const contest = await contestRow(ctx.db, job.id);
    if (!contest) return null;
    return {
      lowest: LOWEST_ROLE.contest,
      mail: {
        subject: `Contest scheduled: ${contest.name}`,
        text: [
          `${contest.name} on ${contest.platform}`,
          `${contest.day}, ${contest.start_time.slice(0, 5)}–${contest.end_time.slice(0, 5)} (${ctx.timeZone})`,
          contest.link,
          '',
          'Problems you solve during the contest earn chapter points.',
          dashboard,
        ].join('\n'),
      },
    };
  }
  const meeting = await meetingRow(ctx.db, job.id);
  if (!meeting) return null;
  return {
    lowest: LOWEST_ROLE[meeting.attendees] ?? 'USER',
    mail: {
      subject: `${meeting.compulsory ? 'Compulsory meeting' : 'Meeting'}: ${meeting.title}`,
      text: [
        meeting.title,
        `${meeting.day}, ${meeting.time.slice(0, 5)} (${ctx.timeZone})`,
        ...(meeting.compulsory ? ['Attendance is compulsory.'] : []),
        '',
        meeting.description,
        '',
        `Join: ${meeting.link}`,
        dashboard,
      ].join('\n'),
    },
  };
}

/**
 * Mails the event to every subscribed, unblocked user of the roles it concerns, one mail each. Each
 * recipient's row in event_mail_deliveries is claimed before the send and marked after it, so a second
 * run (a retry, or a second worker) sends only what is still unsent. Throws when any send failed, so
 * the queue retries the job; the failed rows are released for that retry.
 */
export async function sendEventMail(ctx: EventMailContext, job: EventMailJob): Promise<EventMailResult> {
  const composed = await composeMail(ctx, job);
  // Deleted before the job ran: nothing to announce.
  if (!composed) return { sent: 0, failed: 0, skipped: 0 };
  const recipients = await ctx.db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('subscribed', '=', true)
    .where('blocked', '=', false)
    .where('role', 'in', rolesFrom(composed.lowest))
    .orderBy('id')
    .execute();

  const tally = new DeliveryTally();
  for (const recipient of recipients) {
    const key = { event_kind: job.kind, event_id: job.id, user_id: recipient.id };
    const outcome = await deliverOnce(
      ctx.db,
      'event_mail_deliveries',
      key,
      () => ctx.mailer.send({ to: recipient.email, ...composed.mail, unsubscribe: { userId: recipient.id, kind: 'events' } }),
      tally,
    );
    if (outcome === 'failed') ctx.log.warn({ to: recipient.email, event: job }, 'event mail failed; it is retried');
  }
  ctx.log.info({ event: job, ...tally.counts }, 'event mailed');
  tally.throwIfFailed(`of ${recipients.length} event mails`);
  return tally.counts;
}

const isEventMailJob = (value: unknown): value is EventMailJob =>
  typeof value === 'object' &&
  value !== null &&
  ((value as EventMailJob).kind === 'meeting' || (value as EventMailJob).kind === 'contest') &&
  typeof (value as EventMailJob).id === 'string';

/**
 * Creates the mail queue and its worker on `boss`, or on a queue of its own over `database` (a process whose
 * scheduled jobs are off still sends the mails it queues). Any number of processes may run it on one database.
 */
export function startEventMail(
  source: { boss: PgBoss } | { database: DatabaseHandle },
  ctx: EventMailContext,
  options: SideQueueOptions = {},
): Promise<EventMailQueue> {
  return startSideQueue(
    source,
    { name: EVENT_MAIL_QUEUE, isJob: isEventMailJob, run: (job) => sendEventMail(ctx, job), defaults: { retryLimit: 6, retryDelaySeconds: 60 }, log: ctx.log },
    options,
  );
}
