import type { Kysely } from 'kysely';
import type { Role } from '@chapter/shared/roles';
import type { Database, StoredPicture, User } from '../../db/schema';
import { hashPassword } from './password';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export function findUserByEmail(db: Kysely<Database>, email: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', normaliseEmail(email)).executeTakeFirst();
}

export function findUserById(db: Kysely<Database>, id: string): Promise<User | undefined> {
  // A malformed id would make PostgreSQL raise on the uuid cast: it simply matches nobody.
  if (!UUID.test(id)) return Promise.resolve(undefined);
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The signed-in user a session token stands for. */
export type { SessionUser } from '../../plugins/auth';

export interface NewAccount {
  email: string;
  name: string;
  password: string;
  role?: Role;
  academicYear?: number | null;
  bio?: string | null;
  phoneNumber?: string | null;
  registrationNumber?: string | null;
  linkedinUsername?: string | null;
  profilePicture?: StoredPicture | null;
}

export async function createUser(db: Kysely<Database>, account: NewAccount): Promise<User> {
  return db
    .insertInto('users')
    .values({
      email: normaliseEmail(account.email),
      name: account.name.trim(),
      password_hash: await hashPassword(account.password),
      role: account.role ?? 'USER',
      academic_year: account.academicYear ?? null,
      bio: account.bio ?? null,
      phone_number: account.phoneNumber ?? null,
      registration_number: account.registrationNumber ?? null,
      linkedin_username: account.linkedinUsername ?? null,
      profile_picture: account.profilePicture ? JSON.stringify(account.profilePicture) : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** What a password write does besides storing the hash. */
export interface PasswordWrite {
  /** The one session that keeps working (the caller changing their own password stays signed in). */
  keep?: KeptSession | null;
  /** Write only while this is still the stored hash: the one the caller's current password was checked against. */
  replacing?: string;
}

/**
 * Stores an already hashed password and bumps the token version, so every older token stops working except the
 * session `keep` names. With `replacing` it is a compare-and-set on the stored hash: of several changes checked
 * against the same password only the first lands (the database re-reads the row a concurrent update changed).
 * Returns the new token version, or null when nothing was written (no such user, or the hash changed meanwhile).
 * Hash before a transaction, not inside it: on PGlite a transaction holds the one connection while it runs.
 */
export async function storePasswordHash(db: Kysely<Database>, userId: string, passwordHash: string, write: PasswordWrite = {}): Promise<number | null> {
  let update = db
    .updateTable('users')
    .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
    .set({ password_hash: passwordHash, kept_session_id: write.keep?.sessionId ?? null, kept_session_version: write.keep?.tokenVersion ?? null })
    .where('id', '=', userId);
  if (write.replacing !== undefined) update = update.where('password_hash', '=', write.replacing);
  const row = await update.returning('token_version').executeTakeFirst();
  return row?.token_version ?? null;
}

/** Sets a new password whatever the old one was (create-admin, the first-run setup) and ends every session. */
export async function setPassword(db: Kysely<Database>, userId: string, password: string): Promise<void> {
  await storePasswordHash(db, userId, await hashPassword(password));
}

export interface KeptSession {
  sessionId: string;
  tokenVersion: number;
}

export function listUsersWithRole(db: Kysely<Database>, role: Role): Promise<Pick<User, 'id' | 'name' | 'email' | 'created_at'>[]> {
  return db.selectFrom('users').select(['id', 'name', 'email', 'created_at']).where('role', '=', role).orderBy('created_at').execute();
}

export async function hasAdmin(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('role', '=', 'ADMIN').limit(1).executeTakeFirst();
  return row !== undefined;
}
