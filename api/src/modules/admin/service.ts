import type { Kysely } from 'kysely';
import { parseAllowedEmails } from '@chapter/shared/schemas';
import type { Database, User } from '../../db/schema';
import { createUser, findUserByEmail, normaliseEmail, setPassword, type NewAccount } from '../users/service';

/** Adds addresses to the sign-up allow list; returns the ones that were new. Invalid ones are dropped. */
export async function allowEmails(db: Kysely<Database>, emails: string[]): Promise<string[]> {
  const valid = parseAllowedEmails(emails.join(',')).map(normaliseEmail);
  if (valid.length === 0) return [];
  const added = await db
    .insertInto('allowed_emails')
    .values(valid.map((email) => ({ email })))
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('email')
    .execute();
  return added.map((row) => row.email);
}

export async function isEmailAllowed(db: Kysely<Database>, email: string): Promise<boolean> {
  const row = await db.selectFrom('allowed_emails').select('id').where('email', '=', normaliseEmail(email)).executeTakeFirst();
  return row !== undefined;
}

export interface AdminResult {
  user: User;
  created: boolean;
}

/** Creates an admin, or promotes (and re-passwords) an existing account; the address joins the allow list. */
export async function createAdmin(db: Kysely<Database>, account: Omit<NewAccount, 'role'>): Promise<AdminResult> {
  return db.transaction().execute(async (trx) => {
    await allowEmails(trx, [account.email]);
    const existing = await findUserByEmail(trx, account.email);
    if (!existing) return { user: await createUser(trx, { ...account, role: 'ADMIN' }), created: true };
    await setPassword(trx, existing.id, account.password);
    const user = await trx.updateTable('users').set({ role: 'ADMIN', blocked: false }).where('id', '=', existing.id).returningAll().executeTakeFirstOrThrow();
    return { user, created: false };
  });
}
