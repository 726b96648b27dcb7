import { sql, type Kysely } from 'kysely';

// Contest results settle (issue 26): the platforms revise standings after a contest (cheaters removed, ranks
// recalculated), so a contest's results are fetched at its end (provisional) and again at set times after it; the last
// re-fetch makes its points final.
// - contests.settle_stage: how many of the re-fetches after the first fetch have run; next_settle_at: when the next
//   one is due (null before the first fetch and once final); final_at: when the contest's points became final.
// - points_ledger.revision_stage: a revision row (source 'contest-revision:<contest>:<stage>', one per contest, member
//   and stage): the difference between the points the ledger held for the contest and those of the new standings,
//   with the member's contest points before and after it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table contests add column settle_stage smallint not null default 0, add column next_settle_at timestamptz,
    add column final_at timestamptz`.execute(db);
  // Contests fetched before this: those that ended more than a week ago stand as they are (their standings have
  // settled); the others are fetched again from a day after their end on (the stage follows the settings then).
  await sql`update contests set final_at = results_at where results_at is not null and ends_at <= now() - interval '7 days'`.execute(db);
  await sql`update contests set next_settle_at = ends_at + interval '1 day' where results_at is not null and final_at is null`.execute(db);
  await sql`create index contests_settle_due on contests (next_settle_at) where final_at is null`.execute(db);

  await sql`alter table points_ledger add column revision_stage smallint, add column points_before integer, add column points_after integer`.execute(db);
  // What the ledger holds per contest and member (the re-fetch's comparison) and the boards' provisional mark.
  await sql`create index points_ledger_contest_user on points_ledger (contest_id, user_id) where contest_id is not null`.execute(db);

  // A contest becoming final takes the provisional mark off the boards: cached board answers move to a new version.
  await sql`create trigger leaderboard_contest_settled after update of final_at on contests
    for each statement execute function leaderboard_bump_version()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger leaderboard_contest_settled on contests`.execute(db);
  await sql`drop index points_ledger_contest_user`.execute(db);
  await sql`alter table points_ledger drop column revision_stage, drop column points_before, drop column points_after`.execute(db);
  await sql`drop index contests_settle_due`.execute(db);
  await sql`alter table contests drop column settle_stage, drop column next_settle_at, drop column final_at`.execute(db);
}
