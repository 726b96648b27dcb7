import { sql, type Kysely } from 'kysely';

// Live chapter standings (issue 29, docs/notifications.md "Live chapter standings"): while a calendar contest runs,
// the `live-standings` job reads its standings for the chapter's verified handles once a minute.
// - live_standings: one row per contest read: attempted_at is when the last read was claimed (the claim keeps the
//   reads of every API instance at one per contest in LIVE_READ_GAP), updated_at when a read last worked, problem why
//   the last read failed in words (null when it worked).
// - live_standing_rows: what that read found for each member who took part, with their place in the chapter.
// Both are transient: a restore or a lost row only means the next minute's read fills them again.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table live_standings (
    contest_id uuid primary key references contests(id) on delete cascade,
    attempted_at timestamptz not null,
    updated_at timestamptz,
    problem text
  )`.execute(db);
  await sql`create table live_standing_rows (
    contest_id uuid not null references live_standings(contest_id) on delete cascade,
    user_id uuid not null references users(id) on delete cascade,
    handle text not null,
    chapter_rank integer not null,
    platform_rank integer,
    solved integer not null,
    penalty integer,
    primary key (contest_id, user_id)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table live_standing_rows`.execute(db);
  await sql`drop table live_standings`.execute(db);
}
