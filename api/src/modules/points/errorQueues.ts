import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toPicture } from '../../files';

/** The admin's view of failed fetches: contest error records per contest, practice-question error records per day. */
export async function listErrorQueues(db: Kysely<Database>) {
  const contestRows = await db
    .selectFrom('contest_errors as e')
    .innerJoin('contests as c', 'c.id', 'e.contest_id')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .select([
      'e.contest_id',
      'c.name as contest_name',
      'c.platform',
      sql<string>`c.date::text`.as('contest_date'),
      'u.id as user_id',
      'u.name',
      'u.profile_picture',
      'u.academic_year',
      'e.message',
      'e.handle',
    ])
    .orderBy('c.date', 'desc')
    .orderBy('e.contest_id')
    .orderBy('u.name')
    .execute();
  const practiceRows = await db
    .selectFrom('practice_errors as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .select([sql<string>`e.day::text`.as('day'), 'u.id as user_id', 'u.name', 'u.profile_picture', 'u.academic_year', 'e.message', 'e.platform', 'e.handle'])
    .orderBy('e.day', 'desc')
    .orderBy('u.name')
    .orderBy('e.platform')
    .execute();

  const contests = new Map<string, { contestId: string; contestName: string; contestType: string; contestDate: string; users: unknown[] }>();
  for (const row of contestRows) {
    const record = contests.get(row.contest_id) ?? {
      contestId: row.contest_id,
      contestName: row.contest_name,
      contestType: row.platform.toLowerCase(),
      contestDate: row.contest_date,
      users: [],
    };
    record.users.push({
      userId: row.user_id,
      name: row.name,
      profilePic: toPicture(row.profile_picture),
      academicYear: row.academic_year,
      errorMessage: row.message,
      platformUsername: row.handle,
    });
    contests.set(row.contest_id, record);
  }
  const days = new Map<string, { practiceQuestionId: string; practiceQuestionDate: string; users: unknown[] }>();
  for (const row of practiceRows) {
    const record = days.get(row.day) ?? { practiceQuestionId: row.day, practiceQuestionDate: row.day, users: [] };
    record.users.push({
      userId: row.user_id,
      name: row.name,
      profilePic: toPicture(row.profile_picture),
      academicYear: row.academic_year,
      errorMessage: row.message,
      errorType: row.platform,
      leetcodeUsername: row.platform === 'leetcode' ? row.handle : null,
      geeksforgeeksUsername: row.platform === 'geeksforgeeks' ? row.handle : null,
    });
    days.set(row.day, record);
  }
  return { contestErrorData: [...contests.values()], practiceQuestionErrorData: [...days.values()] };
}

/** How many members a contest's error record still lists. */
export async function contestErrorCount(db: Kysely<Database>, contestId: string): Promise<number> {
  return Number(
    (
      await db
        .selectFrom('contest_errors')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('contest_id', '=', contestId)
        .executeTakeFirstOrThrow()
    ).n,
  );
}

/** How many fetches a day's practice error record still lists. */
export async function practiceErrorCount(db: Kysely<Database>, day: string): Promise<number> {
  return Number(
    (
      await db
        .selectFrom('practice_errors')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('day', '=', day)
        .executeTakeFirstOrThrow()
    ).n,
  );
}

/** The members and platforms a day's practice error record lists, for its re-run. */
export async function practiceErrorsOf(db: Kysely<Database>, day: string) {
  const rows = await db.selectFrom('practice_errors').select(['user_id', 'platform']).where('day', '=', day).execute();
  return rows.map((row) => ({ userId: row.user_id, platform: row.platform as 'leetcode' | 'geeksforgeeks' }));
}
