import { sql, type Kysely } from 'kysely';

// Versions for caching, and incremental boards (docs/rules.md §5: every read sees the data as of now).
// - leaderboard_state.version: bumped in the same transaction as anything that changes what a board, the top 5 or the
//   stats show (a rebuild, a member's picture or year, achievements, the passing mark). A reader that has seen the
//   version after a writer committed can answer from a cache keyed by it.
// - leaderboard_state.auth_epoch: bumped in the same transaction as a change to anyone's role, block, tokens, name or
//   e-mail, or a deletion, so a cached session is re-read (a demoted admin loses their rights at the next request).
// - leaderboard_dirty: the members whose standing may have changed since the last rebuild, written by statement
//   triggers in the writer's transaction; the next read updates only their rows (and the positions that moved).
//   A committed dirty row is the staleness signal, so no writer queues on the state row for points.
// - leaderboard_state.stale now means "rebuild everything" (a truncate, a restore, a new month's settings).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table leaderboard_state add column version bigint not null default 1, add column auth_epoch bigint not null default 1,
    add column rebuilt_at timestamptz`.execute(db);
  await sql`create table leaderboard_dirty (user_id uuid primary key)`.execute(db);

  // Ranks and positions are no longer stored per row: one member's change would move every row between their old
  // and new place (tens of thousands at 100,000 members). Each board is kept in its order by an index instead, and
  // leaderboard_counts holds how many members have each score, so a rank is 1 + the members above (a sum over a few
  // hundred rows) and a page starts at the score where its first position falls.
  await sql`delete from leaderboard_entries`.execute(db);
  await sql`delete from leaderboard_members`.execute(db);
  await sql`update leaderboard_state set stale = true`.execute(db);
  await sql`alter table leaderboard_members drop column position, drop column rank`.execute(db);
  await sql`create index leaderboard_members_order on leaderboard_members (points desc, name collate "C", user_id)`.execute(db);
  await sql`alter table leaderboard_entries drop column position, drop column rank, add column name text not null`.execute(db);
  await sql`alter table leaderboard_entries add primary key (board, user_id)`.execute(db);
  await sql`alter table leaderboard_entries drop constraint leaderboard_entries_member`.execute(db);
  await sql`create index leaderboard_entries_order on leaderboard_entries (board, score desc, name collate "C", user_id)`.execute(db);
  await sql`create index leaderboard_entries_user on leaderboard_entries (user_id)`.execute(db);
  await sql`create table leaderboard_counts (board text not null, score double precision not null, n integer not null, primary key (board, score))`.execute(db);

  await sql`drop trigger leaderboard_ledger_changed on points_ledger`.execute(db);
  await sql`drop trigger leaderboard_members_changed on users`.execute(db);
  await sql`drop trigger leaderboard_handles_changed on platform_accounts`.execute(db);

  // Rows of points_ledger and platform_accounts: their member is dirty. One function, the transition tables by event.
  await sql`
    create function leaderboard_rows_changed() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into leaderboard_dirty select distinct user_id from new_rows on conflict do nothing;
      elsif tg_op = 'DELETE' then
        insert into leaderboard_dirty select distinct user_id from old_rows on conflict do nothing;
      elsif tg_table_name = 'platform_accounts' then
        -- Only a changed handle, verification or profile moves a platform board (refresh bookkeeping does not).
        insert into leaderboard_dirty
          select n.user_id from new_rows n left join old_rows o on o.user_id = n.user_id and o.platform = n.platform
          where o.user_id is null or (n.handle, n.verified_at, n.profile) is distinct from (o.handle, o.verified_at, o.profile)
          union select o.user_id from old_rows o left join new_rows n on n.user_id = o.user_id and n.platform = o.platform where n.user_id is null
          on conflict do nothing;
      else
        insert into leaderboard_dirty select user_id from new_rows union select user_id from old_rows on conflict do nothing;
      end if;
      return null;
    end $$`.execute(db);
  for (const table of ['points_ledger', 'platform_accounts']) {
    const name = (event: string) => sql.raw(`leaderboard_${table}_${event}`);
    await sql`create trigger ${name('insert')} after insert on ${sql.table(table)} referencing new table as new_rows
      for each statement execute function leaderboard_rows_changed()`.execute(db);
    await sql`create trigger ${name('delete')} after delete on ${sql.table(table)} referencing old table as old_rows
      for each statement execute function leaderboard_rows_changed()`.execute(db);
    await sql`create trigger ${name('update')} after update on ${sql.table(table)} referencing old table as old_rows new table as new_rows
      for each statement execute function leaderboard_rows_changed()`.execute(db);
    await sql`create trigger ${name('truncate')} after truncate on ${sql.table(table)} for each statement execute function leaderboard_mark_stale()`.execute(
      db,
    );
  }

  // users: new or removed members are dirty; a changed name, role or block makes them dirty and changes what the
  // boards show at once (pages join users); a picture or year only the latter; tokens, e-mail, role, block, name,
  // deletion move the sessions' epoch.
  await sql`
    create function leaderboard_users_changed() returns trigger language plpgsql as $$
    declare
      shown boolean := false;
      auth boolean := false;
    begin
      if tg_op = 'INSERT' then
        insert into leaderboard_dirty select id from new_rows on conflict do nothing;
      elsif tg_op = 'DELETE' then
        insert into leaderboard_dirty select id from old_rows on conflict do nothing;
        shown := exists (select 1 from old_rows);
        auth := shown;
      else
        insert into leaderboard_dirty
          select n.id from new_rows n join old_rows o on o.id = n.id
          where (n.name, n.role, n.blocked) is distinct from (o.name, o.role, o.blocked)
          on conflict do nothing;
        shown := exists (select 1 from new_rows n join old_rows o on o.id = n.id
          where (n.name, n.role, n.blocked, n.profile_picture, n.academic_year) is distinct from (o.name, o.role, o.blocked, o.profile_picture, o.academic_year));
        auth := exists (select 1 from new_rows n join old_rows o on o.id = n.id
          where (n.name, n.email, n.role, n.blocked, n.token_version, n.kept_session_id, n.kept_session_version)
            is distinct from (o.name, o.email, o.role, o.blocked, o.token_version, o.kept_session_id, o.kept_session_version));
      end if;
      if shown or auth then
        update leaderboard_state set version = version + (case when shown then 1 else 0 end), auth_epoch = auth_epoch + (case when auth then 1 else 0 end);
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger leaderboard_users_insert after insert on users referencing new table as new_rows
    for each statement execute function leaderboard_users_changed()`.execute(db);
  await sql`create trigger leaderboard_users_delete after delete on users referencing old table as old_rows
    for each statement execute function leaderboard_users_changed()`.execute(db);
  await sql`create trigger leaderboard_users_update after update on users referencing old table as old_rows new table as new_rows
    for each statement execute function leaderboard_users_changed()`.execute(db);
  await sql`create trigger leaderboard_users_truncate after truncate on users for each statement execute function leaderboard_mark_stale()`.execute(db);

  // What the top 5 and the stats show besides the boards: achievements and the passing mark.
  await sql`
    create function leaderboard_bump_version() returns trigger language plpgsql as $$
    begin
      update leaderboard_state set version = version + 1;
      return null;
    end $$`.execute(db);
  await sql`create trigger leaderboard_achievements_changed after insert or update or delete or truncate on achievements
    for each statement execute function leaderboard_bump_version()`.execute(db);
  await sql`create trigger leaderboard_settings_changed after update of passing_marks on scheduler_settings
    for each statement execute function leaderboard_bump_version()`.execute(db);
  // A truncate (a restore) rebuilds everything and moves both versions, so no cached answer or session survives it.
  await sql`
    create or replace function leaderboard_mark_stale() returns trigger language plpgsql as $$
    begin
      update leaderboard_state set stale = true, version = version + 1, auth_epoch = auth_epoch + 1;
      return null;
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger leaderboard_settings_changed on scheduler_settings`.execute(db);
  await sql`drop trigger leaderboard_achievements_changed on achievements`.execute(db);
  await sql`drop function leaderboard_bump_version()`.execute(db);
  for (const event of ['insert', 'delete', 'update', 'truncate']) await sql`drop trigger ${sql.raw(`leaderboard_users_${event}`)} on users`.execute(db);
  await sql`drop function leaderboard_users_changed()`.execute(db);
  for (const table of ['points_ledger', 'platform_accounts'])
    for (const event of ['insert', 'delete', 'update', 'truncate'])
      await sql`drop trigger ${sql.raw(`leaderboard_${table}_${event}`)} on ${sql.table(table)}`.execute(db);
  await sql`drop function leaderboard_rows_changed()`.execute(db);
  await sql`
    create or replace function leaderboard_mark_stale() returns trigger language plpgsql as $$
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
  await sql`drop table leaderboard_dirty`.execute(db);
  await sql`drop table leaderboard_counts`.execute(db);
  await sql`delete from leaderboard_entries`.execute(db);
  await sql`delete from leaderboard_members`.execute(db);
  await sql`drop index leaderboard_entries_user`.execute(db);
  await sql`drop index leaderboard_entries_order`.execute(db);
  await sql`alter table leaderboard_entries drop constraint leaderboard_entries_pkey, drop column name, add column position integer not null, add column rank integer not null`.execute(
    db,
  );
  await sql`alter table leaderboard_entries add constraint leaderboard_entries_pk primary key (board, position), add constraint leaderboard_entries_member unique (board, user_id)`.execute(
    db,
  );
  await sql`drop index leaderboard_members_order`.execute(db);
  await sql`alter table leaderboard_members add column position integer not null unique, add column rank integer not null`.execute(db);
  await sql`alter table leaderboard_state drop column version, drop column auth_epoch, drop column rebuilt_at`.execute(db);
}
