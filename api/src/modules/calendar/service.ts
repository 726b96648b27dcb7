import { sql, type Kysely } from 'kysely';
import type { CalendarContest, CalendarData } from '@chapter/contract';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';
import { zonedInstant } from '../../clock';
import type { EventMailQueue, WebhookQueue } from '../deps';

export interface NewContest {
  name: string;
  link: string;
  platform: 'Codeforces' | 'CodeChef';
  date: string;
  startTime: string;
  endTime: string;
}

const CONTEST_NOT_FOUND = 'Contest not found';

/**
 * Stores the contest; with `mail`, its announcement is queued in the same transaction (sent exactly when it exists), and with
 * `posts` its group-chat post.
 */
export async function createContest(
  db: Kysely<Database>,
  contest: NewContest,
  createdBy: string,
  timeZone: string,
  mail: EventMailQueue | null = null,
  posts: WebhookQueue | null = null,
): Promise<CalendarContest & { date: string }> {
  const row = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('contests')
      .values({
        name: contest.name,
        link: contest.link,
        platform: contest.platform,
        date: contest.date,
        start_time: contest.startTime,
        end_time: contest.endTime,
        starts_at: zonedInstant(contest.date, contest.startTime, timeZone),
        ends_at: zonedInstant(contest.date, contest.endTime, timeZone),
        created_by: createdBy,
      })
      .returning(['id'])
      .executeTakeFirstOrThrow();
    if (mail) await mail.enqueue(trx, { kind: 'contest', id: inserted.id });
    if (posts) await posts.enqueue(trx, { kind: 'contest', id: inserted.id });
    return inserted;
  });
  return {
    _id: row.id,
    contestName: contest.name,
    contestLink: contest.link,
    platform: contest.platform,
    startTime: contest.startTime,
    endTime: contest.endTime,
    date: contest.date,
  };
}

/** Deletes the contest `contestId` scheduled on `dateId`; a wrong pair is "not found" and deletes nothing. */
export async function deleteContest(db: Kysely<Database>, dateId: string, contestId: string): Promise<void> {
  const result = await db
    .deleteFrom('contests')
    .where('id', '=', contestId)
    .where(sql<string>`date::text`, '=', dateId)
    .executeTakeFirst();
  if (result.numDeletedRows === 0n) throw new HttpError(404, CONTEST_NOT_FOUND);
}

/** Every event from `from` (YYYY-MM-DD, inclusive) to `to` (exclusive), grouped by day, in time order. */
export async function calendarData(db: Kysely<Database>, from: string, to: string): Promise<CalendarData> {
  const day = sql<string>`date::text`;
  const [contests, meetings, festivals] = await Promise.all([
    db
      .selectFrom('contests')
      .select(['id', 'name', 'link', 'platform', 'start_time', 'end_time', day.as('day')])
      .where('date', '>=', from)
      .where('date', '<', to)
      .orderBy('date')
      .orderBy('start_time')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('meetings')
      .select(['id', 'title', 'description', 'link', 'time', 'compulsory', 'mom_link', 'attendees', day.as('day')])
      .where('date', '>=', from)
      .where('date', '<', to)
      .orderBy('date')
      .orderBy('time')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('festivals')
      .select(['id', 'title', day.as('day')])
      .where('date', '>=', from)
      .where('date', '<', to)
      .orderBy('date')
      .orderBy('id')
      .execute(),
  ]);

  return {
    contests: groupByDay(contests, (row) => ({
      _id: row.id,
      contestName: row.name,
      contestLink: row.link,
      platform: row.platform,
      startTime: row.start_time,
      endTime: row.end_time,
    })).map(([date, items]) => ({ _id: date, date, contests: items })),
    meetings: groupByDay(meetings, (row) => ({
      _id: row.id,
      title: row.title,
      description: row.description,
      meetingTime: row.time,
      meetingLink: row.link,
      compulsory: row.compulsory,
      MoMLink: row.mom_link,
      attendees: row.attendees,
    })).map(([date, items]) => ({ _id: date, meetingDate: date, notices: items })),
    festivals: festivals.map((row) => ({ _id: row.id, title: row.title, date: row.day })),
  };
}

function groupByDay<Row extends { day: string }, Item>(rows: Row[], toItem: (row: Row) => Item): Array<[string, Item[]]> {
  const days = new Map<string, Item[]>();
  for (const row of rows) {
    const items = days.get(row.day) ?? [];
    items.push(toItem(row));
    days.set(row.day, items);
  }
  return [...days];
}
