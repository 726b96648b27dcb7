import { CompiledQuery, sql, type Kysely } from 'kysely';
import { PgBoss } from 'pg-boss';
import { ROLES, roleRank, type Role } from '@chapter/shared/roles';
import type { DatabaseHandle } from '../db';
import type { Database, MeetingAttendees } from '../db/schema';
import type { EventMailJob, EventMailQueue } from '../modules/deps';
import type { Mail, Mailer } from '../mail';
import { poolAdapter } from './queue';

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

/** A claim older than this belongs to a worker that died mid-send: another run may take the row and send. */
const LEASE = '10 minutes';

/** The lowest role a meeting's attendees setting mails; contests go to members and above. */
const LOWEST_ROLE: Record<MeetingAttendees | 'contest', Role> = { ALL: 'USER', MEMBER: 'MEMBER', COREMEMBER: 'COREMEMBER', contest: 'MEMBER' };

const rolesFrom = (lowest: Role): Role[] => ROLES.slice(roleRank(lowest));

async function composeMail(ctx: EventMailContext, job: EventMailJob): Promise<{ lowest: Role; mail: Omit<Mail, 'to'> } | null> {
  const dashboard = `${ctx.publicUrl}/dashboard`;
  if (job.kind === 'contest') {
    const contest = await ctx.db
      .selectFrom('contests')
      .select(['name', 'link', 'platform', 'start_time', 'end_time', sql<string>`date::text`.as('day')])
      .where('id', '=', job.id)
      .executeTakeFirst();
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
  const meeting = await ctx.db
    .selectFrom('meetings')
    .select(['title', 'description', 'link', 'time', 'compulsory', 'attendees', sql<string>`date::text`.as('day')])
    .where('id', '=', job.id)
    .executeTakeFirst();
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

  const result: EventMailResult = { sent: 0, failed: 0, skipped: 0 };
  let lastError: unknown;
  for (const recipient of recipients) {
    const key = { event_kind: job.kind, event_id: job.id, user_id: recipient.id };
    const claimed = await ctx.db
      .insertInto('event_mail_deliveries')
      .values({ ...key, claimed_at: sql<Date>`now()`, attempts: 1 })
      .onConflict((conflict) =>
        conflict
          .columns(['event_kind', 'event_id', 'user_id'])
          .doUpdateSet({ claimed_at: sql<Date>`now()`, attempts: sql<number>`event_mail_deliveries.attempts + 1` })
          .where('event_mail_deliveries.sent_at', 'is', null)
          .where((eb) =>
            eb.or([
              eb('event_mail_deliveries.claimed_at', 'is', null),
              eb('event_mail_deliveries.claimed_at', '<', sql<Date>`now() - ${sql.lit(LEASE)}::interval`),
            ]),
          ),
      )
      .returning('user_id')
      .executeTakeFirst();
    if (!claimed) {
      result.skipped += 1;
      continue;
    }
    const mark = ctx.db
      .updateTable('event_mail_deliveries')
      .where('event_kind', '=', key.event_kind)
      .where('event_id', '=', key.event_id)
      .where('user_id', '=', key.user_id);
    try {
      await ctx.mailer.send({ to: recipient.email, ...composed.mail });
    } catch (error) {
      result.failed += 1;
      lastError = error;
      ctx.log.warn({ err: error, to: recipient.email, event: job }, 'event mail failed; it is retried');
      await mark.set({ claimed_at: null, last_error: error instanceof Error ? error.message : String(error) }).execute();
      continue;
    }
    await mark.set({ sent_at: sql<Date>`now()`, last_error: null }).execute();
    result.sent += 1;
  }
  ctx.log.info({ event: job, ...result }, 'event mailed');
  if (result.failed > 0) {
    throw new Error(
      `${result.failed} of ${recipients.length} event mails failed (last: ${lastError instanceof Error ? lastError.message : String(lastError)})`,
    );
  }
  return result;
}

const isEventMailJob = (value: unknown): value is EventMailJob =>
  typeof value === 'object' &&
  value !== null &&
  ((value as EventMailJob).kind === 'meeting' || (value as EventMailJob).kind === 'contest') &&
  typeof (value as EventMailJob).id === 'string';

export interface EventMailOptions {
  pollingIntervalSeconds?: number;
  /** Seconds before the first retry of a job whose sends failed; later retries back off exponentially. */
  retryDelaySeconds?: number;
  retryLimit?: number;
}

/** pg-boss statements run on the caller's connection (its transaction). */
const onConnection = (db: Kysely<Database>) => ({
  async executeSql(text: string, values?: unknown[]) {
    const result = await db.executeQuery(CompiledQuery.raw(text, values ?? []));
    return { rows: result.rows as unknown[] };
  },
});

/**
 * Creates the mail queue and its worker on `boss`, or on a queue of its own over `database` (a process whose
 * scheduled jobs are off still sends the mails it queues). Any number of processes may run it on one database.
 */
export async function startEventMail(
  source: { boss: PgBoss } | { database: DatabaseHandle },
  ctx: EventMailContext,
  options: EventMailOptions = {},
): Promise<EventMailQueue> {
  let boss: PgBoss;
  let owned = false;
  if ('boss' in source) boss = source.boss;
  else {
    const { database } = source;
    boss = new PgBoss({
      db: poolAdapter(database.pool),
      backend: database.kind === 'pglite' ? 'pglite' : 'postgres',
      schema: 'pgboss',
      schedule: false,
      supervise: true,
    });
    boss.on('error', (error: unknown) => ctx.log.error({ err: error }, 'mail queue error'));
    await boss.start();
    owned = true;
  }
  await boss.createQueue(EVENT_MAIL_QUEUE, {
    retryLimit: options.retryLimit ?? 6,
    retryDelay: options.retryDelaySeconds ?? 60,
    retryBackoff: true,
    expireInSeconds: 3_600,
  });
  await boss.work(EVENT_MAIL_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 }, async ([job]) => {
    if (!job || !isEventMailJob(job.data)) {
      ctx.log.error({ job: job?.id, data: job?.data }, 'event mail job without an event; dropped');
      return;
    }
    await sendEventMail(ctx, job.data);
  });
  return {
    async enqueue(db, job) {
      await boss.send(EVENT_MAIL_QUEUE, job, { db: onConnection(db) });
    },
    stop: async () => {
      if (owned) await boss.stop({ graceful: true, timeout: 20_000 });
    },
  };
}
