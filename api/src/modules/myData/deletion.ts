import type { Kysely } from 'kysely';
import { DELETION_GRACE_DAYS, PRIVACY_MESSAGES, type AccountDeletion } from '@chapter/contract';
import type { Database } from '../../db/schema';
import { DAY_MS } from '../../clock';
import { HttpError } from '../../errors';
import { writeAudit, type AuditActor, type Person } from '../audit/audit';
import { verifyPassword } from '../users/password';
import { adminCount, eraseAccount, lockAdminSet } from '../users/erase';

/** Who carries out the asked-for deletions in the audit log: the hourly job, no account. */
export const DELETION_JOB_ACTOR: AuditActor = { id: null, name: 'Account deletions (scheduled)' };

type Db = Kysely<Database>;

interface DeletionRow {
  role: string;
  protected: boolean;
  deletion_requested_at: Date | null;
  deletion_due_at: Date | null;
}

/** Why the member may not ask for their deletion (docs/privacy.md): a protected account, or the chapter's only admin. */
async function refusal(db: Db, row: DeletionRow): Promise<string | null> {
  if (row.protected) return PRIVACY_MESSAGES.protectedAccount;
  if (row.role === 'ADMIN' && (await adminCount(db)) <= 1) return PRIVACY_MESSAGES.lastAdmin;
  return null;
}

async function deletionRow(db: Db, userId: string) {
  const row = await db
    .selectFrom('users')
    .select(['role', 'protected', 'password_hash', 'deletion_requested_at', 'deletion_due_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new HttpError(401, 'Unauthorized');
  return row;
}

async function statusOf(db: Db, row: DeletionRow): Promise<AccountDeletion> {
  const reason = await refusal(db, row);
  return {
    dueAt: row.deletion_due_at?.toISOString() ?? null,
    requestedAt: row.deletion_requested_at?.toISOString() ?? null,
    allowed: reason === null,
    reason,
    graceDays: DELETION_GRACE_DAYS,
  };
}

/** GET /user/delete-my-account: when the caller's deletion is due, or why they cannot ask for it. */
export async function deletionStatus(db: Db, userId: string): Promise<AccountDeletion> {
  return statusOf(db, await deletionRow(db, userId));
}

/**
 * Asks for the caller's deletion, DELETION_GRACE_DAYS from now; the current password confirms it. Asking again keeps
 * the first due date. A wrong password or a refusal changes nothing.
 */
export async function askDeletion(db: Db, member: Person, password: string, now: Date): Promise<AccountDeletion> {
  const row = await deletionRow(db, member.id);
  if (!(await verifyPassword(row.password_hash, password))) throw new HttpError(400, PRIVACY_MESSAGES.wrongPassword);
  const reason = await refusal(db, row);
  if (reason) throw new HttpError(403, reason);
  return db.transaction().execute(async (trx) => {
    const due = new Date(now.getTime() + DELETION_GRACE_DAYS * DAY_MS);
    const updated = await trx
      .updateTable('users')
      .set((eb) => ({
        deletion_requested_at: eb.fn.coalesce('deletion_requested_at', eb.val(now)),
        deletion_due_at: eb.fn.coalesce('deletion_due_at', eb.val(due)),
      }))
      .where('id', '=', member.id)
      .returning(['role', 'protected', 'deletion_requested_at', 'deletion_due_at'])
      .executeTakeFirstOrThrow();
    if (!row.deletion_requested_at) {
      await writeAudit(trx, { action: 'ask-account-deletion', actor: member, target: member, after: { dueAt: updated.deletion_due_at?.toISOString() } });
    }
    return statusOf(trx, updated);
  });
}

/** Cancels the caller's asked-for deletion (nothing to do when none is asked). */
export async function cancelDeletion(db: Db, member: Person): Promise<AccountDeletion> {
  return db.transaction().execute(async (trx) => {
    await cancelAskedDeletion(trx, member);
    return statusOf(trx, await deletionRow(trx, member.id));
  });
}

/**
 * Clears the member's asked-for deletion and writes its audit entry, inside the caller's transaction: "Keep my
 * account", or a fresh sign-in (`bySignIn`). Returns whether a deletion was asked.
 */
export async function cancelAskedDeletion(trx: Db, member: Person, bySignIn = false): Promise<boolean> {
  const due = await clearDeletion(trx, member.id);
  if (!due) return false;
  await writeAudit(trx, {
    action: 'cancel-account-deletion',
    actor: member,
    target: member,
    before: { dueAt: due.toISOString() },
    ...(bySignIn ? { after: { bySignIn: true } } : {}),
  });
  return true;
}

/** Clears an asked-for deletion in one statement; returns the due date it cleared, or null when none was asked. */
export async function clearDeletion(db: Db, userId: string): Promise<Date | null> {
  const row = await db
    .with('was', (qb) =>
      qb.selectFrom('users').select(['id', 'deletion_due_at']).where('id', '=', userId).where('deletion_requested_at', 'is not', null).forUpdate(),
    )
    .updateTable('users')
    .from('was')
    .set({ deletion_requested_at: null, deletion_due_at: null })
    .whereRef('users.id', '=', 'was.id')
    .returning('was.deletion_due_at as due')
    .executeTakeFirst();
  return row?.due ?? null;
}

/** The accounts whose asked-for deletion is due at `now`. */
export async function dueDeletions(db: Db, now: Date): Promise<string[]> {
  const rows = await db.selectFrom('users').select('id').where('deletion_due_at', '<=', now).orderBy('deletion_due_at').execute();
  return rows.map((row) => row.id);
}

/**
 * Carries out one asked-for deletion in its own transaction, through the admin's erase (users/erase.ts) in its
 * self-service form. Re-checked under the admin-set lock: still asked, still due, still allowed. An account that became
 * protected or the only admin meanwhile is skipped and stays asked (the member sees why on the page; the job tries
 * again each hour). Returns whether it deleted the account; a second run finds nothing to do.
 */
export async function carryOutDeletion(db: Db, userId: string, now: Date): Promise<'deleted' | 'skipped' | 'gone'> {
  return db.transaction().execute(async (trx) => {
    await lockAdminSet(trx);
    const user = await trx
      .selectFrom('users')
      .select(['id', 'name', 'email', 'role', 'protected', 'profile_picture', 'deletion_requested_at', 'deletion_due_at'])
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!user || !user.deletion_requested_at || !user.deletion_due_at || user.deletion_due_at > now) return 'gone';
    if (await refusal(trx, user)) return 'skipped';
    await eraseAccount(trx, user, DELETION_JOB_ACTOR, { action: 'delete-own-account', forget: true });
    return 'deleted';
  });
}
