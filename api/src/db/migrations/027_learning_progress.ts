import { sql, type Kysely } from 'kysely';
import { problemRefOf } from '../../platforms/problemKey';

// Learning progress (issue 31, docs/learning-progress.md):
// - solved_problems: each problem a member has an accepted submission for, by its problem key (platforms/problemKey.ts),
//   on the handle it was fetched for. Rows accumulate (LeetCode lists only the latest accepted problems), so they are
//   backed up. handle is kept lower-cased; marks count a row only while (user, platform, handle) is a verified
//   platform account, ignoring case.
// - practice_problems.problem_key: the key of the problem its link names (null for a link that is no known problem);
//   position: its place in the set, a gapless 1..n. Both are filled in here for the problems already stored.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table solved_problems (
    user_id uuid not null references users(id) on delete cascade,
    platform text not null,
    handle text not null,
    problem_key text not null,
    solved_at timestamptz not null,
    first_seen_at timestamptz not null default now(),
    primary key (user_id, problem_key)
  )`.execute(db);
  await sql`create index solved_problems_problem_key on solved_problems (problem_key)`.execute(db);

  await sql`alter table practice_problems add column problem_key text, add column position integer`.execute(db);
  await sql`
    update practice_problems p set position = ordered.n
    from (select id, row_number() over (partition by set_id order by created_at, id) as n from practice_problems) ordered
    where ordered.id = p.id`.execute(db);
  const rows = await sql<{ id: string; link: string }>`select id, link from practice_problems`.execute(db);
  for (const row of rows.rows) {
    const ref = problemRefOf(row.link);
    if (ref) await sql`update practice_problems set problem_key = ${ref.key} where id = ${row.id}`.execute(db);
  }
  await sql`alter table practice_problems alter column position set not null`.execute(db);
  await sql`create index practice_problems_set_position on practice_problems (set_id, position)`.execute(db);
  await sql`create index practice_problems_problem_key on practice_problems (problem_key)`.execute(db);
  // A problem inserted without a position (seeds, restores of older backups) goes last in its set.
  await sql`create function practice_problem_position() returns trigger language plpgsql as $$
    begin
      if new.position is null then
        select coalesce(max(position), 0) + 1 into new.position from practice_problems where set_id = new.set_id;
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger practice_problem_position before insert on practice_problems
    for each row execute function practice_problem_position()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger practice_problem_position on practice_problems`.execute(db);
  await sql`drop function practice_problem_position()`.execute(db);
  await sql`drop index practice_problems_problem_key`.execute(db);
  await sql`drop index practice_problems_set_position`.execute(db);
  await sql`alter table practice_problems drop column position, drop column problem_key`.execute(db);
  await sql`drop table solved_problems`.execute(db);
}
