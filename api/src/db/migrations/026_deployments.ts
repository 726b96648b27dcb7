import { sql, type Kysely } from 'kysely';

// Remote deployments through the API (issue 30, docs/deploying-a-remote.md): uploaded remote versions and their files
// live in the database, so every instance serves the same ones and backups carry them; which version each remote
// serves is a row here, read by every page.
// - remote_versions: one per uploaded build, named `<yyyymmddhhmmss>-<first 8 hex of content_hash>`; the same content
//   uploaded again is the same row (unique pkg, content_hash). deployed_by is the member's or the token's name.
// - remote_version_files: the build's files as uploaded (a .br or .gz beside a file is its pre-compressed form).
// - remote_releases: per remote, the stable version (null: the one dist/web/remotes.json names, the server's own
//   build) and an optional canary with its share of browsers (1-100).
// - remote_deploy_history: every change of a remote's versions, newest last.
// - deploy_tokens: per remote, kept as a SHA-256 of the token only; revoked_at ends one.
// - remote_version_health: what pages reported per version (sessions, load failures, render errors).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table deploy_tokens (
    id uuid primary key default gen_random_uuid(),
    pkg text not null,
    name text not null,
    token_hash text not null unique,
    created_by text,
    created_at timestamptz not null default now(),
    last_used_at timestamptz,
    revoked_at timestamptz
  )`.execute(db);
  await sql`create table remote_versions (
    pkg text not null,
    version text not null,
    content_hash text not null,
    source text not null check (source in ('token', 'admin')),
    deployed_by text,
    deployed_by_user uuid references users(id) on delete set null,
    token_id uuid references deploy_tokens(id) on delete set null,
    size bigint not null check (size >= 0),
    files integer not null check (files >= 0),
    runtime text not null,
    build_id text,
    created_at timestamptz not null default now(),
    primary key (pkg, version),
    unique (pkg, content_hash)
  )`.execute(db);
  await sql`create table remote_version_files (
    pkg text not null,
    version text not null,
    path text not null,
    content_type text not null,
    bytes bytea not null,
    size integer not null check (size >= 0),
    primary key (pkg, version, path),
    foreign key (pkg, version) references remote_versions(pkg, version) on delete cascade
  )`.execute(db);
  await sql`create table remote_releases (
    pkg text primary key,
    stable_version text,
    canary_version text,
    canary_share integer check (canary_share between 1 and 100),
    canary_since timestamptz,
    updated_at timestamptz not null default now(),
    check ((canary_version is null) = (canary_share is null))
  )`.execute(db);
  await sql`create table remote_deploy_history (
    id bigint generated always as identity primary key,
    pkg text not null,
    action text not null check (action in ('deploy', 'canary', 'promote', 'rollback', 'stop-canary', 'auto-rollback')),
    version text,
    previous text,
    share integer,
    by text,
    reason text,
    at timestamptz not null default now()
  )`.execute(db);
  await sql`create index remote_deploy_history_pkg on remote_deploy_history (pkg, id)`.execute(db);
  await sql`create table remote_version_health (
    pkg text not null,
    version text not null,
    sessions integer not null default 0,
    load_failures integer not null default 0,
    render_errors integer not null default 0,
    primary key (pkg, version)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table remote_version_health`.execute(db);
  await sql`drop table remote_deploy_history`.execute(db);
  await sql`drop table remote_releases`.execute(db);
  await sql`drop table remote_version_files`.execute(db);
  await sql`drop table remote_versions`.execute(db);
  await sql`drop table deploy_tokens`.execute(db);
}
