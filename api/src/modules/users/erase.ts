import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Role } from '@chapter/shared/roles';
import type { Database, StoredPicture } from '../../db/schema';
import { writeAudit, type AuditActor } from '../audit/audit';
import { removeFromBoards } from '../leaderboard/incremental';

/** Every role change and deletion takes this lock first, so "is this the last admin?" is never answered twice at once. */
const ADMIN_SET_LOCK = 90_091;

export async function lockAdminSet(trx: Kysely<Database>): Promise<void> {
  await sql`select pg_advisory_xact_lock(${ADMIN_SET_LOCK})`.execute(trx);
}

export async function adminCount(trx: Kysely<Database>): Promise<number> {
  const { n } = await trx
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', 'ADMIN')
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** The account being erased, read (and locked) by the caller inside its transaction. */
export interface ErasedUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  protected: boolean;
  profile_picture: StoredPicture | null;
}

export interface EraseOptions {
  /** The audit entry's action: 'delete-user-account' (an admin) or 'delete-own-account' (self-service, docs/privacy.md). */
  action: string;
  /**
   * Self-service deletion (docs/privacy.md): the member asked to be forgotten, so besides the account, no row keeps
   * their e-mail or id: the allowed-list entry, failed sign-ins and issue reports they filed go, the picture and
   * screenshots are removed in the same transaction, the archived ledger and the audit log name them by a fresh random
   * id instead of theirs, and the e-mail is replaced in audit entries. The admin's deletion keeps its audit trail as it was.
   */
  forget?: boolean;
}

const FORGOTTEN_EMAIL = '[deleted member]';

/**
 * Deletes an account inside the caller's transaction: sign-in, profile, handles, solves, errors, achievements,
 * notifications and board rows go (by cascade or here); the ledger rows move to the archive, kept for the audit and
 * counted nowhere. Returns the picture to remove once the transaction has committed (null when `forget` removed it).
 */
export async function eraseAccount(trx: Kysely<Database>, user: ErasedUser, actor: AuditActor, options: EraseOptions): Promise<StoredPicture | null> {
  const archived = await sql<{ n: number }>`
    with moved as (
      insert into deleted_points_ledger (id, user_id, source, kind, platform, day, points, contest_id, note, created_by, created_at)
      select id, user_id, source, kind, platform, day, points, contest_id, note, created_by, created_at from points_ledger where user_id = ${user.id}
      on conflict (id) do nothing
      returning points
    ) select count(*)::int as n from moved`.execute(trx);
  await trx.deleteFrom('points_ledger').where('user_id', '=', user.id).execute();
  await removeFromBoards(trx, user.id);
  await trx.deleteFrom('otp_codes').where('email', '=', user.email).execute();
  let picture = user.profile_picture;
  let alias: string = user.id;
  if (options.forget) {
    alias = randomUUID();
    await trx.deleteFrom('login_failures').where('email', '=', user.email).execute();
    await trx.deleteFrom('allowed_emails').where('email', '=', user.email).execute();
    const reports = await trx
      .deleteFrom('issue_reports')
      .where((eb) => eb.or([eb('user_id', '=', user.id), eb('email', '=', user.email)]))
      .returning('screenshot')
      .execute();
    const files = [user.profile_picture, ...reports.map((report) => report.screenshot)]
      .map((file) => file?.url.split('/').pop())
      .filter((name): name is string => Boolean(name));
    if (files.length > 0) await trx.deleteFrom('stored_files').where('name', 'in', files).execute();
    picture = null;
    await sql`update deleted_points_ledger set user_id = ${alias} where user_id = ${user.id}`.execute(trx);
    await sql`update deleted_points_ledger set created_by = ${alias} where created_by = ${user.id}`.execute(trx);
    // The id and e-mail also leave the JSON of entries that mention them (an admin's added e-mails, a setup entry).
    await sql`
      update audit_log set
        actor_id = case when actor_id = ${user.id} then ${alias}::uuid else actor_id end,
        target_id = case when target_id = ${user.id} then ${alias}::uuid else target_id end,
        before = replace(replace(before::text, ${user.id}, ${alias}), ${user.email}, ${FORGOTTEN_EMAIL})::jsonb,
        after = replace(replace(after::text, ${user.id}, ${alias}), ${user.email}, ${FORGOTTEN_EMAIL})::jsonb
      where actor_id = ${user.id} or target_id = ${user.id}
        or before::text like ${`%${user.email}%`} or after::text like ${`%${user.email}%`}
        or before::text like ${`%${user.id}%`} or after::text like ${`%${user.id}%`}`.execute(trx);
  }
  await trx.deleteFrom('users').where('id', '=', user.id).execute();
  await writeAudit(trx, {
    action: options.action,
    actor,
    target: { id: alias, name: user.name },
    before: options.forget
      ? { name: user.name, role: user.role, protected: user.protected }
      : { name: user.name, email: user.email, role: user.role, protected: user.protected },
    after: { deleted: true, ledgerRowsArchived: archived.rows[0]?.n ?? 0 },
  });
  return picture;
}
