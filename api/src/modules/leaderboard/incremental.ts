import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { entrySource, memberSource } from './boardSources';

interface BoardScore {
  board: string;
  score: number;
}

/**
 * Brings the boards up to date for the members in `ids` only (their points, name, role, block or platform stats
 * changed): their rows are recomputed, and the counts of the scores they left or reached. No other row is written:
 * ranks and positions are read through the counts (see ranking.ts), so nobody else's row moves. The result is what a
 * full rebuild would store, except each untouched member's points_increased, which stays as of when their row was
 * last computed.
 */
export async function updateMembers(trx: Kysely<Database>, ids: string[], month: string, since: Date): Promise<void> {
  const { rows: before } = await sql<BoardScore>`
    delete from leaderboard_members where user_id = any(${ids}::uuid[]) returning 'overall' as board, points::double precision as score`.execute(trx);
  const { rows: beforeEntries } = await sql<BoardScore>`
    delete from leaderboard_entries where user_id = any(${ids}::uuid[]) returning board, score`.execute(trx);
  const { rows: after } = await sql<BoardScore>`
    insert into leaderboard_members (user_id, name, points, points_increased, total_solved)
    select t.id, t.name, t.points, t.increased, t.solved from (${memberSource(month, since, ids)}) t
    returning 'overall' as board, points::double precision as score`.execute(trx);
  const { rows: afterEntries } = await sql<BoardScore>`
    insert into leaderboard_entries (board, user_id, name, score) select t.board, t.user_id, t.name, t.score from (${entrySource(ids)}) t
    returning board, score`.execute(trx);

  await recount(trx, [...before, ...beforeEntries], [...after, ...afterEntries]);
}

/** Takes a member off every board at once (their account is being deleted), counts included. */
export async function removeFromBoards(trx: Kysely<Database>, userId: string): Promise<void> {
  const { rows: member } = await sql<BoardScore>`
    delete from leaderboard_members where user_id = ${userId} returning 'overall' as board, points::double precision as score`.execute(trx);
  const { rows: entries } = await sql<BoardScore>`delete from leaderboard_entries where user_id = ${userId} returning board, score`.execute(trx);
  await recount(trx, [...member, ...entries], []);
}

/**
 * Moves the counts by what the rows did: a removed row takes one off its (board, score), an inserted row adds one.
 * Nothing is counted again, so the cost follows the rows touched, not the members at their scores (a recount of a
 * popular score read thousands of rows). A count that reaches 0 is dropped.
 */
async function recount(trx: Kysely<Database>, removed: BoardScore[], added: BoardScore[]): Promise<void> {
  if (removed.length + added.length === 0) return;
  const moves = [...removed.map((row) => ({ ...row, by: -1 })), ...added.map((row) => ({ ...row, by: 1 }))];
  const boards = moves.map((row) => row.board);
  const scores = moves.map((row) => Number(row.score));
  const steps = moves.map((row) => row.by);
  const { rows: emptied } = await sql<BoardScore & { n: number }>`
    insert into leaderboard_counts (board, score, n)
    select board, score, sum(by)::int from unnest(${boards}::text[], ${scores}::double precision[], ${steps}::int[]) as t(board, score, by)
    group by board, score having sum(by) <> 0
    on conflict (board, score) do update set n = leaderboard_counts.n + excluded.n
    returning board, score, n`.execute(trx);
  const gone = emptied.filter((row) => Number(row.n) <= 0);
  if (gone.length === 0) return;
  await sql`
    delete from leaderboard_counts c using unnest(${gone.map((row) => row.board)}::text[], ${gone.map((row) => Number(row.score))}::double precision[]) as t(board, score)
    where c.board = t.board and c.score = t.score and c.n <= 0`.execute(trx);
}
