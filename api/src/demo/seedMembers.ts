import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { monthBounds } from '../clock';

/**
 * Bulk test and benchmark data: `count` members (a third unsubscribed) with a month of LeetCode practice
 * (pseudo-random but deterministic per member and day; `activeDayShare` thins the days out) in the ledger and in solved_days. Set-based, so
 * 100,000 members take seconds, not minutes.
 */
export async function seedMembers(db: Kysely<Database>, count: number, month: string, prefix = 'seed', activeDayShare = 1): Promise<void> {
  // One day in `every` is a candidate active day (1: every day).
  const every = Math.max(1, Math.round(1 / activeDayShare));
  const [from, to] = monthBounds(month);
  await sql`
    insert into users (name, email, password_hash, role, subscribed)
    select 'Member ' || i, ${prefix} || i || '@members.test', 'not-a-login', 'MEMBER', i % 3 <> 0
    from generate_series(1, ${count}::int) i`.execute(db);
  await sql`
    insert into solved_days (user_id, platform, day, solved)
    select u.id, 'leetcode', d::date, abs(hashtext(u.email || d::date::text)) % 5
    from users u cross join generate_series(${from}::date, ${to}::date - 1, interval '1 day') d
    where u.email like ${`${prefix}%`} and abs(hashtext(u.email || 'active')) % 4 <> 0 and abs(hashtext(d::date::text || u.email)) % ${every}::int = 0`.execute(
    db,
  );
  await sql`
    insert into points_ledger (user_id, source, kind, platform, day, points)
    select user_id, 'practice:leetcode:' || day::text, 'practice', 'leetcode', day, 1
    from solved_days s join users u on u.id = s.user_id
    where u.email like ${`${prefix}%`} and s.day >= ${from} and s.day < ${to} and s.solved > 0`.execute(db);
}
