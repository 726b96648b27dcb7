import { sql, type Kysely } from 'kysely';
import type { Database, MeetingAttendees } from '../../db/schema';
import { HttpError } from '../../errors';
import type { EventMailQueue } from '../../jobs/eventMail';

export interface NewMeeting {
  title: string;
  description: string;
  link: string;
  date: string;
  time: string;
  compulsory: boolean;
  attendees: MeetingAttendees;
}

export const MEETING_NOT_FOUND = 'Meeting not found';
export const MOM_NOT_FOUND = 'Minutes of meeting not found';

const onDay = sql<string>`date::text`;

/**
 * Stores the meeting and, when `mail` is given, queues its mail in the same transaction: the mail is sent
 * exactly when the meeting exists, even if the server stops right after answering.
 */
export async function createMeeting(
  db: Kysely<Database>,
  meeting: NewMeeting,
  createdBy: string,
  mail: EventMailQueue | null,
): Promise<{ dateId: string; noticeId: string }> {
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('meetings')
      .values({
        title: meeting.title,
        description: meeting.description,
        link: meeting.link,
        date: meeting.date,
        time: meeting.time,
        compulsory: meeting.compulsory,
        attendees: meeting.attendees,
        created_by: createdBy,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (mail) await mail.enqueue(trx, { kind: 'meeting', id: row.id });
    return row.id;
  });
  return { dateId: meeting.date, noticeId: id };
}

/** Deletes the meeting `noticeId` held on `dateId`; a wrong pair is "not found" and deletes nothing. */
export async function deleteMeeting(db: Kysely<Database>, dateId: string, noticeId: string): Promise<void> {
  const result = await db.deleteFrom('meetings').where('id', '=', noticeId).where(onDay, '=', dateId).executeTakeFirst();
  if (result.numDeletedRows === 0n) throw new HttpError(404, MEETING_NOT_FOUND);
}

/** Sets (or replaces) the link to the meeting's minutes. */
export async function setMinutes(db: Kysely<Database>, dateId: string, noticeId: string, link: string): Promise<void> {
  const result = await db.updateTable('meetings').set({ mom_link: link }).where('id', '=', noticeId).where(onDay, '=', dateId).executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw new HttpError(404, MEETING_NOT_FOUND);
}

/** Removes the meeting's minutes link; "not found" when the meeting, or its minutes, do not exist. */
export async function deleteMinutes(db: Kysely<Database>, dateId: string, noticeId: string): Promise<void> {
  const meeting = await db.selectFrom('meetings').select('mom_link').where('id', '=', noticeId).where(onDay, '=', dateId).executeTakeFirst();
  if (!meeting) throw new HttpError(404, MEETING_NOT_FOUND);
  if (meeting.mom_link === null) throw new HttpError(404, MOM_NOT_FOUND);
  await db.updateTable('meetings').set({ mom_link: null }).where('id', '=', noticeId).execute();
}
