import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database, PlatformKey } from '../db/schema';
import { DAY_MS, dateIn, monthOf, zonedInstant } from '../clock';
import { PRACTICE_POINTS_PER_DAY, ledgerSource } from '../modules/points/rules';
import { demoActivity, demoMember } from './demoMembers';

export const DEMO_PASSWORD_HASH = 'demo-account-without-a-password';

const PLATFORMS = ['leetcode', 'codechef', 'codeforces', 'geeksforgeeks'] as const satisfies readonly PlatformKey[];
const PRACTICE = ['leetcode', 'geeksforgeeks'] as const satisfies readonly PlatformKey[];
/** Rows per statement: 10,000 members take one statement per table. */
const CHUNK = 20_000;

/** Runs `statement` on `rows` CHUNK at a time, each chunk as one JSON parameter; returns what the statements return. */
async function inChunks<T>(db: Kysely<Database>, rows: object[], statement: (json: string) => RawBuilder<T>): Promise<T[]> {
  const returned: T[] = [];
  for (let start = 0; start < rows.length; start += CHUNK) {
    returned.push(...(await statement(JSON.stringify(rows.slice(start, start + CHUNK))).execute(db)).rows);
  }
  return returned;
}

/**
 * Adds `count` demo members (MEMBERs who cannot sign in) with verified handles and stats, and this month's points as
 * the points engine would have recorded them: the days each solved on LeetCode or GeeksforGeeks (`solved_days`, the
 * profile's heat map and streaks) with one practice point per such day and platform, keyed and timed as the nightly
 * practice run writes them, and the rest of demoMember's points as one adjustment noted 'Demo data' (demoActivity
 * explains the split). The boards, the stats page, the profiles and the dashboard so show a chapter in full swing on a
 * fresh install. Set-based (a handful of statements), so 10,000 members take seconds. Running it again adds nothing twice.
 */
export async function seedDemo(db: Kysely<Database>, count: number, timeZone: string, now = new Date()): Promise<number> {
  const today = dateIn(now, timeZone);
  const firstDay = `${monthOf(today)}-01`;
  const daysSoFar = Number(today.slice(8, 10));
  // Verified before the month began: the practice fetch counts solves from the day a handle was verified on.
  const verifiedAt = new Date(zonedInstant(firstDay, '00:00', timeZone).getTime() - 30 * DAY_MS);
  const adjustedAt = new Date(Math.min(now.getTime(), zonedInstant(firstDay, '12:00', timeZone).getTime()));

  return db.transaction().execute(async (trx) => {
    const members = Array.from({ length: count }, (_, index) => ({ i: index + 1, ...demoMember(index + 1) }));
    const inserted = await inChunks(
      trx,
      members.map((member) => ({ name: member.name, email: member.email, academic_year: member.academicYear })),
      (json) => sql<{ id: string; email: string }>`
        insert into users (name, email, academic_year, password_hash, role)
        select r.name, r.email, r.academic_year, ${DEMO_PASSWORD_HASH}, 'MEMBER'
        from json_to_recordset(${json}::json) as r(name text, email text, academic_year smallint)
        on conflict (email) do nothing returning id, email`,
    );
    const idOf = new Map(inserted.map((row) => [row.email, row.id]));
    const added = members.filter((member) => idOf.has(member.email)).map((member) => ({ ...member, userId: idOf.get(member.email)! }));
    if (added.length === 0) return 0;

    const accounts = added.flatMap((member) =>
      PLATFORMS.flatMap((platform) => {
        const handle = `demo_${platform}_${member.i}`;
        return member[platform] ? [{ user_id: member.userId, platform, handle, profile: { handle, ...member[platform] } }] : [];
      }),
    );
    await inChunks(
      trx,
      accounts,
      (json) => sql`
        insert into platform_accounts (user_id, platform, handle, verified_at, refreshed_at, profile)
        select r.user_id, r.platform, r.handle, ${verifiedAt}, ${now}, r.profile
        from json_to_recordset(${json}::json) as r(user_id uuid, platform text, handle text, profile jsonb)`,
    );

    // Each member's practice month: per platform, the days (1 = the 1st) with their solves, unnested in the database.
    const activities = added.map((member) => ({ member, activity: demoActivity(member.i, daysSoFar) }));
    const practice = activities.flatMap(({ member, activity }) =>
      PRACTICE.map((platform) => {
        const days = activity.days.filter((day) => day[platform] > 0);
        return { user_id: member.userId, platform, days: days.map((day) => day.day), solved: days.map((day) => day[platform]) };
      }).filter((row) => row.days.length > 0),
    );
    await inChunks(
      trx,
      practice,
      (json) => sql`
        insert into solved_days (user_id, platform, day, solved)
        select r.user_id, r.platform, ${firstDay}::date + d.day - 1, d.solved
        from json_to_recordset(${json}::json) as r(user_id uuid, platform text, days integer[], solved integer[])
          cross join unnest(r.days, r.solved) as d(day, solved)`,
    );
    // The practice points of those days, as recordPracticeDays awards them (ledgerSource.practice's key, built here),
    // written when the nightly run (00:30) would have: the night after, today's by an admin's "fetch now".
    await sql`
      insert into points_ledger (user_id, source, kind, platform, day, points, created_at)
      select d.user_id, 'practice:' || d.platform || ':' || d.day::text, 'practice', d.platform, d.day, ${PRACTICE_POINTS_PER_DAY},
        least(${now}::timestamptz, ((d.day + 1)::timestamp + time '00:30') at time zone ${timeZone})
      from solved_days d
      where d.user_id = any(${added.map((member) => member.userId)}::uuid[]) and d.solved > 0`.execute(trx);

    const adjustments = activities
      .filter(({ activity }) => activity.adjustment !== 0)
      .map(({ member, activity }) => ({ user_id: member.userId, source: ledgerSource.adjustment(randomUUID()), points: activity.adjustment }));
    await inChunks(
      trx,
      adjustments,
      (json) => sql`
        insert into points_ledger (user_id, source, kind, day, points, note, created_at)
        select r.user_id, r.source, 'adjustment', ${firstDay}, r.points, 'Demo data', ${adjustedAt}
        from json_to_recordset(${json}::json) as r(user_id uuid, source text, points integer)`,
    );
    return added.length;
  });
}
