import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * A member's calendar-feed secret is derived from the server's key and a random nonce; the database keeps the
 * nonce and the secret's hash only, so its rows alone cannot open anyone's feed, while the member can still be
 * shown the address again.
 */
const deriveSecret = (key: string, userId: string, nonce: string) =>
  createHmac('sha256', key).update(`calendar-feed\u0000${userId}\u0000${nonce}`).digest('base64url');
const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** A feed secret's shape: 43 base64url characters (256 bits). Anything else is not looked up. */
const SECRET = /^[A-Za-z0-9_-]{43}$/;

/** The member's current secret, or null when they have none (never created, revoked, or the key changed since). */
export async function currentFeedSecret(db: Kysely<Database>, key: string, userId: string): Promise<string | null> {
  const row = await db.selectFrom('calendar_feeds').select(['nonce', 'secret_hash']).where('user_id', '=', userId).executeTakeFirst();
  if (!row) return null;
  const secret = deriveSecret(key, userId, row.nonce);
  return hashOf(secret) === row.secret_hash ? secret : null;
}

/** A new secret for the member; the previous one stops working at once. */
export async function renewFeedSecret(db: Kysely<Database>, key: string, userId: string): Promise<string> {
  const nonce = randomBytes(16).toString('base64url');
  const secret = deriveSecret(key, userId, nonce);
  await db
    .insertInto('calendar_feeds')
    .values({ user_id: userId, nonce, secret_hash: hashOf(secret) })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ nonce, secret_hash: hashOf(secret) }))
    .execute();
  return secret;
}

export async function revokeFeedSecret(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('calendar_feeds').where('user_id', '=', userId).execute();
}

/** True when `secret` opens a feed: it is current and its member is not blocked. */
export async function isLiveFeedSecret(db: Kysely<Database>, secret: string): Promise<boolean> {
  if (!SECRET.test(secret)) return false;
  const row = await db
    .selectFrom('calendar_feeds as f')
    .innerJoin('users as u', 'u.id', 'f.user_id')
    .select('f.user_id')
    .where('f.secret_hash', '=', hashOf(secret))
    .where('u.blocked', '=', false)
    .executeTakeFirst();
  return row !== undefined;
}
