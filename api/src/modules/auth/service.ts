import type { Kysely } from 'kysely';
import type { Database, User } from '../../db/schema';
import { HttpError } from '../../errors';
import { findUserByEmail, findUserById, type SessionUser } from '../users/service';
import { verifyPassword } from '../users/password';
import { readToken, signToken } from '../users/tokens';

export interface LoginInput {
  email: string;
  password: string;
  rememberMe?: boolean;
}

/** Checks the credentials and returns a signed token; unknown e-mail 404, wrong password 400, blocked 403, in the contract's words. */
export async function login(db: Kysely<Database>, secret: string, input: LoginInput): Promise<string> {
  const user = await findUserByEmail(db, input.email);
  if (!user) throw new HttpError(404, 'User not found!');
  if (!(await verifyPassword(user.password_hash, input.password))) throw new HttpError(400, 'Invalid password!');
  if (user.blocked) throw new HttpError(403, 'Your account is blocked! Please contact the admins.');
  return signToken(secret, { userId: user.id, tokenVersion: user.token_version }, input.rememberMe ?? false);
}

/** The signed-in user a token stands for, read fresh from the database; null when it no longer stands for anyone. */
export async function userForToken(db: Kysely<Database>, secret: string, token: string): Promise<SessionUser | null> {
  const claims = await readToken(secret, token);
  if (!claims) return null;
  const user: User | undefined = await findUserById(db, claims.userId);
  if (!user || user.blocked || user.token_version !== claims.tokenVersion) return null;
  return { id: user.id, role: user.role, name: user.name, email: user.email };
}
