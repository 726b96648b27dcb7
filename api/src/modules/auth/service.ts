import type { Kysely } from 'kysely';
import type { LoginRequest } from '@chapter/contract';
import type { Database, User } from '../../db/schema';
import { HttpError } from '../../errors';
import { findUserByEmail, normaliseEmail, type SessionUser } from '../users/service';
import { hashPassword, verifyPassword } from '../users/password';
import { signToken, type TokenClaims } from './tokens';
import { cancelAskedDeletion } from '../myData/deletion';
import { checkLoginDelay, clearLoginFailures, recordLoginFailure } from './loginGuard';

/** One answer for an unknown e-mail and a wrong password, so sign-in never tells which accounts exist. */
export const LOGIN_REFUSED = 'Invalid email or password!';

let decoyHash: Promise<string> | null = null;
/** A hash to check unknown e-mails against, so they cost the same time as known ones. */
const decoy = () => (decoyHash ??= hashPassword('not-a-real-password-decoy'));

/**
 * Checks the credentials and returns a signed token; failures per account are slowed down (loginGuard.ts).
 * A fresh sign-in cancels an asked-for deletion (docs/privacy.md), in the same statement that finds it still asked:
 * `deletionCancelled` says it did. A session that already existed does not cancel it: only the password proves the
 * member came back, and an old token left open on some machine must not keep an account its owner asked to delete.
 */
export async function login(db: Kysely<Database>, secret: string, input: LoginRequest): Promise<{ token: string; deletionCancelled: boolean }> {
  const email = normaliseEmail(input.email);
  await checkLoginDelay(db, email);
  const user = await findUserByEmail(db, email);
  const matches = await verifyPassword(user?.password_hash ?? (await decoy()), input.password);
  if (!user || !matches) {
    await recordLoginFailure(db, email);
    throw new HttpError(400, LOGIN_REFUSED);
  }
  await clearLoginFailures(db, email);
  if (user.blocked) throw new HttpError(403, 'Your account is blocked! Please contact the admins.');
  let deletionCancelled = false;
  if (user.deletion_requested_at) {
    deletionCancelled = await db.transaction().execute((trx) => cancelAskedDeletion(trx, user, true));
    // Deleted between the read and now (the job got there first): as for any unknown e-mail.
    if (!deletionCancelled && !(await findUserByEmail(db, email))) throw new HttpError(400, LOGIN_REFUSED);
  }
  const token = await signToken(secret, { userId: user.id, tokenVersion: user.token_version, role: user.role }, input.rememberMe ?? false);
  return { token, deletionCancelled };
}

/** Current version, or the one session its owner kept when they last changed their password. */
function tokenStillValid(user: User, claims: TokenClaims): boolean {
  if (user.token_version === claims.tokenVersion) return true;
  return Boolean(claims.sessionId) && claims.sessionId === user.kept_session_id && claims.tokenVersion === user.kept_session_version;
}

/** The signed-in user of a token's claims given its user's row (read after the request arrived); null when none. */
export function sessionFor(user: User | undefined, claims: TokenClaims): SessionUser | null {
  if (!user || user.blocked || !tokenStillValid(user, claims)) return null;
  return { id: user.id, role: user.role, name: user.name, email: user.email };
}
