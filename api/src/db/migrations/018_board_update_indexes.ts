import { sql, type Kysely } from 'kysely';

// What bringing the boards up to date member by member reads (modules/leaderboard/incremental.ts, standings.ts):
// - a few members' ledger rows of a month: by member first (the (day, user_id) index read the month's whole range,
//   41 ms for 20 members of 100,000);
// - the members whose points left the 24-hour window since the last hourly pass: by when the rows were written.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index points_ledger_user_day on points_ledger (user_id, day)`.execute(db);
  await sql`create index points_ledger_created on points_ledger (created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index points_ledger_created`.execute(db);
  await sql`drop index points_ledger_user_day`.execute(db);
}
