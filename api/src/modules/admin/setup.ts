import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { LIMITS } from '@chapter/shared/constants';
import { isEmail } from '@chapter/shared/schemas';
import type { Database, User } from '../../db/schema';
import { HttpError } from '../../errors';
import { createUser, findUserByEmail, hasAdmin, setPassword } from '../users/service';
import { writeAudit } from '../audit/audit';
import { allowEmails } from './service';

export const SETUP_MESSAGES = {
  wrongToken: 'This setup link is not valid. Use the link the server printed when it started.',
  used: 'This setup link has already been used. Sign in with the admin account it created.',
  adminExists: 'The chapter already has an admin. Sign in, or ask an admin for access.',
} as const;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * When no admin exists, makes a new one-time setup token (only its hash is stored; a new start replaces it) and
 * returns it; null when an admin exists.
 */
export async function issueSetupToken(db: Kysely<Database>): Promise<string | null> {
  if (await hasAdmin(db)) return null;
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('setup_tokens')
    .values({ id: true, token_hash: hashOf(token), used_at: null })
    .onConflict((oc) => oc.column('id').doUpdateSet({ token_hash: hashOf(token), created_at: sql`now()`, used_at: null }))
    .execute();
  return token;
}

export const setupLink = (publicUrl: string, token: string) => `${publicUrl}/setup?token=${encodeURIComponent(token)}`;

/** 403 for a token that was never issued, 410 for one used already or once an admin exists. */
export async function checkSetupToken(db: Kysely<Database>, token: unknown): Promise<void> {
  const row = await db.selectFrom('setup_tokens').select(['token_hash', 'used_at']).executeTakeFirst();
  const given = Buffer.from(hashOf(typeof token === 'string' ? token : ''));
  if (!row || typeof token !== 'string' || !token || !timingSafeEqual(given, Buffer.from(row.token_hash))) {
    throw new HttpError(403, (await hasAdmin(db)) ? SETUP_MESSAGES.adminExists : SETUP_MESSAGES.wrongToken);
  }
  if (row.used_at) throw new HttpError(410, SETUP_MESSAGES.used);
  if (await hasAdmin(db)) throw new HttpError(410, SETUP_MESSAGES.adminExists);
}

export interface SetupForm {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** The form's first mistake in the words of the app's own forms, or null. */
export function setupFormError(form: SetupForm): string | null {
  if (!form.name.trim()) return 'Please enter your name';
  if (form.name.trim().length > 100) return 'Name must be at most 100 characters';
  if (!form.email.trim()) return 'Please enter your email';
  if (!isEmail(form.email.trim())) return 'Please enter a valid email';
  if (!form.password) return 'Please enter a password';
  if (form.password.length < LIMITS.passwordMin) return `Password must be at least ${LIMITS.passwordMin} characters`;
  if (form.password !== form.confirmPassword) return 'Passwords do not match';
  return null;
}

/** Creates the first admin with the token, once: the token row is locked, checked and spent in the same transaction. */
export async function completeSetup(db: Kysely<Database>, token: string, form: SetupForm): Promise<User> {
  await checkSetupToken(db, token);
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('setup_tokens').select(['token_hash', 'used_at']).forUpdate().executeTakeFirst();
    if (!row || row.token_hash !== hashOf(token)) throw new HttpError(403, SETUP_MESSAGES.wrongToken);
    if (row.used_at) throw new HttpError(410, SETUP_MESSAGES.used);
    if (await hasAdmin(trx)) throw new HttpError(410, SETUP_MESSAGES.adminExists);
    await trx.updateTable('setup_tokens').set({ used_at: new Date() }).execute();
    const email = form.email.trim();
    await allowEmails(trx, [email]);
    const existing = await findUserByEmail(trx, email);
    let user: User;
    if (existing) {
      await setPassword(trx, existing.id, form.password);
      user = await trx
        .updateTable('users')
        .set({ role: 'ADMIN', blocked: false, name: form.name.trim() })
        .where('id', '=', existing.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    } else {
      user = await createUser(trx, { email, name: form.name, password: form.password, role: 'ADMIN' });
    }
    await writeAudit(trx, {
      action: 'setup-first-admin',
      actor: user,
      target: user,
      before: existing ? { role: existing.role } : null,
      after: { role: 'ADMIN', email: user.email },
    });
    return user;
  });
}
