import { sql, type Kysely } from 'kysely';

// The leaderboards as stored standings: one ordered list per board, rebuilt from the ledger, the members and their
// platform stats whenever any of those changed (statement triggers mark them stale; the next read rebuilds).
// A page is then a range of positions, so page 500 of 100,000 members costs what page 1 does.
// No foreign keys: the rows are derived and rebuilt whole (a deleted member marks them stale; reads join users),
// and checking 500,000 references on every rebuild cost more than the rebuild itself.
export async function up(db: Kysely<unknown>): Promise<void> {
  const boards = sql`board in ('leetcode', 'codechef', 'codeforces', 'geeksforgeeks')`;

  // The overall board: each member's month (members are every role above USER who is not blocked), in board
  // order. position: 1..n, the stable order (points, then name in code-point order, then id); rank: ties share it.
  await db.schema
    .createTable('leaderboard_members')
    .addColumn('user_id', 'uuid', (col) => col.primaryKey())
    .addColumn('position', 'integer', (col) => col.notNull().unique())
    .addColumn('rank', 'integer', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('points', 'integer', (col) => col.notNull())
    .addColumn('points_increased', 'integer', (col) => col.notNull())
    .addColumn('total_solved', 'integer', (col) => col.notNull())
    .execute();
  // Search by any part of a name, on a table the size of the membership.
  await sql`create index leaderboard_members_name_trgm_idx on leaderboard_members using gin (name gin_trgm_ops)`.execute(db);

  // The platform boards, the same way, ordered by each platform's measure (score).
  await db.schema
    .createTable('leaderboard_entries')
    .addColumn('board', 'text', (col) => col.notNull().check(boards))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('user_id', 'uuid', (col) => col.notNull())
    .addColumn('rank', 'integer', (col) => col.notNull())
    .addColumn('score', 'double precision', (col) => col.notNull())
    .addPrimaryKeyConstraint('leaderboard_entries_pk', ['board', 'position'])
    .addUniqueConstraint('leaderboard_entries_member', ['board', 'user_id'])
    .execute();

  await db.schema
    .createTable('leaderboard_state')
    .addColumn('id', 'boolean', (col) =>
      col
        .primaryKey()
        .defaultTo(true)
        .check(sql`id`),
    )
    .addColumn('month', 'text')
    .addColumn('stale', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('updated_at', 'timestamptz')
    .execute();
  await sql`insert into leaderboard_state (id, stale) values (true, true)`.execute(db);

  // `where not stale`: when the boards are already stale no row is touched, so writers do not queue on this row.
  await sql`
    create function leaderboard_mark_stale() returns trigger language plpgsql as $$
    begin
      update leaderboard_state set stale = true where not stale;
      return null;
    end $$`.execute(db);
  await sql`create trigger leaderboard_ledger_changed after insert or update or delete or truncate on points_ledger for each statement execute function leaderboard_mark_stale()`.execute(
    db,
  );
  await sql`create trigger leaderboard_members_changed after insert or delete or update of name, role, blocked on users for each statement execute function leaderboard_mark_stale()`.execute(
    db,
  );
  await sql`create trigger leaderboard_handles_changed after insert or delete or update of profile, verified_at, handle on platform_accounts for each statement execute function leaderboard_mark_stale()`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger leaderboard_handles_changed on platform_accounts`.execute(db);
  await sql`drop trigger leaderboard_members_changed on users`.execute(db);
  await sql`drop trigger leaderboard_ledger_changed on points_ledger`.execute(db);
  await sql`drop function leaderboard_mark_stale()`.execute(db);
  await db.schema.dropTable('leaderboard_state').execute();
  await db.schema.dropTable('leaderboard_entries').execute();
  await db.schema.dropTable('leaderboard_members').execute();
}
