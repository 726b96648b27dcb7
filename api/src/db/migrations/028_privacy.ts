import { sql, type Kysely } from 'kysely';

// Members own their data (issue 32, docs/privacy.md):
// - email_visibility, phone_visibility, linkedin_visibility: who besides the owner sees the field on profiles and
//   comparisons: 'MEMBERS' (MEMBER and above), 'CORE' (COREMEMBER and above) or 'NOBODY'. The defaults keep what the
//   app showed before: the e-mail and LinkedIn to members, the phone number to nobody but the admin area.
// - on_landing_page: whether the member may appear on the public landing page's podium and in its figures.
// - public_profile: the opt-in public page at /u/<public_slug>; the slug is kept once given, so the address stays the
//   same when the page is turned off and on again.
// - deletion_due_at: a self-service deletion waits until then (7 days); signing in before it cancels.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users
    add column email_visibility text not null default 'MEMBERS' check (email_visibility in ('MEMBERS', 'CORE', 'NOBODY')),
    add column phone_visibility text not null default 'NOBODY' check (phone_visibility in ('MEMBERS', 'CORE', 'NOBODY')),
    add column linkedin_visibility text not null default 'MEMBERS' check (linkedin_visibility in ('MEMBERS', 'CORE', 'NOBODY')),
    add column on_landing_page boolean not null default true,
    add column public_profile boolean not null default false,
    add column public_slug text unique check (public_slug ~ '^[a-z0-9][a-z0-9-]{1,62}[a-z0-9]$'),
    add column deletion_requested_at timestamptz,
    add column deletion_due_at timestamptz`.execute(db);
  await sql`create index users_deletion_due on users (deletion_due_at) where deletion_due_at is not null`.execute(db);
}
