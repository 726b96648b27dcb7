import { sql, type Kysely } from 'kysely';
import type { Database } from '../src/db/schema';

const TOPICS = ['Graphs', 'Dynamic Programming', 'Strings', 'Arrays', 'Trees', 'Greedy', 'Number Theory', 'Sorting', 'Bit Manipulation', 'Geometry'];
const PLATFORMS = ['LeetCode', 'CodeChef', 'Codeforces', 'GeeksforGeeks'];
const list = (values: string[]) => sql`array[${sql.join(values)}]::text[]`;

/**
 * `sets` practice sets of `problemsPerSet` problems each, in three set-based statements (generate_series),
 * then the totals and platforms every set must carry, computed the way the service keeps them.
 */
export async function seedPractice(db: Kysely<Database>, sets: number, problemsPerSet: number): Promise<void> {
  await sql`
    insert into practice_sets (title, description, created_at, last_updated_at, last_modified_at)
    select (${list(TOPICS)})[1 + i % 10] || ' practice set ' || i,
           'Problems on ' || lower((${list(TOPICS)})[1 + (i * 7) % 10]) || ' for level ' || (1 + i % 5) || ', batch ' || (i / 100),
           now() - i * interval '1 minute', now() - i * interval '1 minute', now() - i * interval '1 minute'
    from generate_series(1, ${sets}) as i`.execute(db);
  await sql`
    insert into practice_problems (set_id, title, link, description, difficulty, platform)
    select s.id, 'Problem ' || n, 'https://example.org/problems/' || n, 'Statement of problem ' || n,
           (${list(['EASY', 'MEDIUM', 'HARD'])})[1 + n % 3], (${list(PLATFORMS)})[1 + (n / 3) % 4]
    from practice_sets s cross join generate_series(1, ${problemsPerSet}) as n`.execute(db);
  await sql`
    update practice_sets s set total_questions = a.total, platforms = a.platforms
    from (select set_id, count(*)::int as total, array_agg(distinct platform order by platform) as platforms
          from practice_problems group by set_id) a
    where a.set_id = s.id`.execute(db);
  // What autovacuum would do soon after a bulk load: planner statistics and the visibility map (index-only scans).
  await sql`vacuum analyze practice_sets`.execute(db);
  await sql`vacuum analyze practice_problems`.execute(db);
}
