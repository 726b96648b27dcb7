import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { entrySource, memberSource } from './boardSources';

/**
 * Brings the boards up to date for the members in `ids` only (their points, name, role, block or platform stats
 * changed): their rows are recomputed, and the counts of the scores they left or reached. No other row is written:
 * ranks and positions are read through the counts (see ranking.ts), so nobody else's row moves. The result is what a
 * full rebuild would store, except each untouched member's points_increased, which stays as of when their row was
 * last computed.
 */
export async function updateMembers(trx: Kysely<Database>, ids: string[], from: string, to: string, since: Date): Promise<void> {
  const { rows: before } = await sql<{ board: string; score: number }>`
    delete from leaderboard_members where user_id = any(${ids}::uuid[]) returning 'overall' as board, points::double precision as score`.execute(trx);
  const { rows: beforeEntries } = await sql<{ board: string; score: number }>`
    delete from leaderboard_entries where user_id = any(${ids}::uuid[]) returning board, score`.execute(trx);
  const { rows: after } = await sql<{ board: string; score: number }>`
    insert into leaderboard_members (user_id, name, points, points_increased, total_solved)
    select t.id, t.name, t.points, t.increased, t.solved from (${memberSource(from, to, since, ids)}) t
    returning 'overall' as board, points::double precision as score`.execute(trx);
  const { rows: afterEntries } = await sql<{ board: string; score: number }>`
    insert into leaderboard_entries (board, user_id, name, score) select t.board, t.user_id, t.name, t.score from (${entrySource(ids)}) t
    returning board, score`.execute(trx);

  await recount(trx, [...before, ...beforeEntries, ...after, ...afterEntries]);
}

/** Takes a member off every board at once (their account is being deleted), counts included. */
export async function removeFromBoards(trx: Kysely<Database>, userId: string): Promise<void> {
  const { rows: member } = await sql<{ board: string; score: number }>`
    delete from leaderboard_members where user_id = ${userId} returning 'overall' as board, points::double precision as score`.execute(trx);
  const { rows: entries } = await sql<{
    board: string;
    score: number;
  }>`delete from leaderboard_entries where user_id = ${userId} returning board, score`.execute(trx);
  await recount(trx, [...member, ...entries]);
}

/** Recounts the members at each (board, score) some rows left or reached. */
async function recount(trx: Kysely<Database>, touched: Array<{ board: string; score: number }>): Promise<void> {
  if (touched.length === 0) return;
  const boards = touched.map((row) => row.board);
  const scores = touched.map((row) => Number(row.score));
  const touchedScores = sql`(select distinct board, score from unnest(${boards}::text[], ${scores}::double precision[]) as t(board, score))`;
  await sql`delete from leaderboard_counts c using ${touchedScores} t where c.board = t.board and c.score = t.score`.execute(trx);
  await sql`
    insert into leaderboard_counts (board, score, n)
    select t.board, t.score, x.n from ${touchedScores} t
    cross join lateral (
      select count(*)::int as n from leaderboard_members m where t.board = 'overall' and m.points = t.score
      union all select count(*)::int from leaderboard_entries e where e.board = t.board and e.score = t.score
    ) x
    where x.n > 0`.execute(trx);
}
