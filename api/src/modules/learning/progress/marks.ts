import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../../db/schema';

/**
 * The solves that count (docs/learning-progress.md, "Which solves count"): those whose handle is, right now, the
 * member's verified account on that platform (a handle's case does not matter: solved_problems keeps it lower-cased).
 * A changed or unverified handle's solves stop counting without being deleted.
 */
export const countingSolves = sql`(
  select s.user_id, s.problem_key, s.solved_at, s.first_seen_at
  from solved_problems s
  join platform_accounts a on a.user_id = s.user_id and a.platform = s.platform and lower(a.handle) = s.handle
  where a.verified_at is not null
)`;

/** Whether `userId` has a counting solve of the problem the row `problems` (an alias of practice_problems) names. */
export const solvedBy = (userId: string, problems = 'p'): RawBuilder<boolean> =>
  sql<boolean>`exists (
    select 1 from ${countingSolves} c where c.user_id = ${userId} and c.problem_key = ${sql.ref(`${problems}.problem_key`)}
  )`;

/** A set's progress: the caller's solved count, and (for core members) how many members solved one or all of it. */
export interface SetProgress {
  solvedCount: number;
  solvedBy: number;
  finishedBy: number;
}

/**
 * The progress of each set in `setIds` for `userId`; sets nobody has touched read 0, 0, 0. Without `allMembers`
 * only the reader's own solves are read (solvedBy and finishedBy stay 0): what a member's page needs.
 */
export async function progressOfSets(db: Kysely<Database>, userId: string, setIds: string[], allMembers = true): Promise<Map<string, SetProgress>> {
  const result = new Map<string, SetProgress>(setIds.map((id) => [id, { solvedCount: 0, solvedBy: 0, finishedBy: 0 }]));
  if (setIds.length === 0) return result;
  if (!allMembers) {
    const own = await sql<{ set_id: string; n: string }>`
      select p.set_id, count(*) as n from practice_problems p
      where p.set_id in (${sql.join(setIds)}) and ${solvedBy(userId)}
      group by p.set_id`.execute(db);
    for (const row of own.rows) result.set(row.set_id, { solvedCount: Number(row.n), solvedBy: 0, finishedBy: 0 });
    return result;
  }
  const rows = await sql<{ set_id: string; solved_by: string; finished_by: string; solved_count: string | null }>`
    with per_member as (
      select p.set_id, c.user_id, count(*) as n
      from practice_problems p
      join ${countingSolves} c on c.problem_key = p.problem_key
      where p.set_id in (${sql.join(setIds)})
      group by p.set_id, c.user_id
    )
    select m.set_id, count(*) as solved_by,
      count(*) filter (where m.n >= ps.total_questions and ps.total_questions > 0) as finished_by,
      max(m.n) filter (where m.user_id = ${userId}) as solved_count
    from per_member m join practice_sets ps on ps.id = m.set_id
    group by m.set_id`.execute(db);
  for (const row of rows.rows) {
    result.set(row.set_id, { solvedCount: Number(row.solved_count ?? 0), solvedBy: Number(row.solved_by), finishedBy: Number(row.finished_by) });
  }
  return result;
}

/**
 * One set's core view in one pass over its solves: how many members solved each problem (by problem id; absent:
 * none), and the set's progress for `userId` with how many members solved one or all of it.
 */
export async function solversOfSet(db: Kysely<Database>, userId: string, setId: string): Promise<{ perProblem: Map<string, number>; set: SetProgress }> {
  const rows = await sql<{ id: string | null; user_id: string | null; n: string }>`
    select p.id, c.user_id, count(*) as n
    from practice_problems p
    join ${countingSolves} c on c.problem_key = p.problem_key
    where p.set_id = ${setId}
    group by grouping sets ((p.id), (c.user_id))`.execute(db);
  const total = await db.selectFrom('practice_sets').select('total_questions').where('id', '=', setId).executeTakeFirst();
  const perProblem = new Map<string, number>();
  const set: SetProgress = { solvedCount: 0, solvedBy: 0, finishedBy: 0 };
  for (const row of rows.rows) {
    const n = Number(row.n);
    if (row.id !== null) perProblem.set(row.id, n);
    else if (row.user_id !== null) {
      set.solvedBy += 1;
      if (total && total.total_questions > 0 && n >= total.total_questions) set.finishedBy += 1;
      if (row.user_id === userId) set.solvedCount = n;
    }
  }
  return { perProblem, set };
}

/**
 * Whether the set (alias `sets` of practice_sets) is finished by `userId`: it has problems and every one is solved.
 * Read from the member's own solves (a few hundred rows, through the problem_key index), not set by set.
 */
export const finishedBy = (userId: string, sets = 'practice_sets'): RawBuilder<boolean> =>
  sql<boolean>`${sql.ref(`${sets}.id`)} in (
    select p.set_id from ${countingSolves} c
    join practice_problems p on p.problem_key = c.problem_key
    where c.user_id = ${userId}
    group by p.set_id
    having count(*) >= (select fs.total_questions from practice_sets fs where fs.id = p.set_id)
  )`;

/** When the caller's solved problems were last fetched: the latest of their verified handles; null when never. */
export async function marksUpdatedAt(db: Kysely<Database>, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('platform_accounts')
    .select((eb) => eb.fn.max('solves_fetched_at').as('at'))
    .where('user_id', '=', userId)
    .where('verified_at', 'is not', null)
    .executeTakeFirst();
  return row?.at ? new Date(row.at).toISOString() : null;
}

/** A set the member has finished, for the profile. */
export interface FinishedSet {
  id: string;
  title: string;
  totalQuestions: number;
}

/**
 * The sets with at least one problem where the member has solved every one, most recently finished first (finished:
 * the latest solve among the set's problems).
 */
export async function finishedSetsOf(db: Kysely<Database>, userId: string): Promise<FinishedSet[]> {
  const rows = await sql<{ id: string; title: string; total_questions: number; finished_at: Date }>`
    select ps.id, ps.title, ps.total_questions,
      (select max(c.solved_at) from practice_problems p
        join ${countingSolves} c on c.problem_key = p.problem_key and c.user_id = ${userId}
        where p.set_id = ps.id) as finished_at
    from practice_sets ps
    where ${finishedBy(userId, 'ps')}
    order by finished_at desc nulls last, ps.id`.execute(db);
  return rows.rows.map((row) => ({ id: row.id, title: row.title, totalQuestions: Number(row.total_questions) }));
}
