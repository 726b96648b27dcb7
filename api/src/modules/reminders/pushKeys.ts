import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The server's VAPID key pair (base64url): browsers subscribe with the public key, pushes are signed with the private one. */
export interface PushKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The VAPID keys, made on first use (the server's start): one row all instances share. Two instances starting together
 * each make a pair, but only the first insert lands; both then read that one.
 */
export async function ensurePushKeys(db: Kysely<Database>): Promise<PushKeys> {
  const stored = await db.selectFrom('push_keys').select(['public_key', 'private_key']).executeTakeFirst();
  if (stored) return { publicKey: stored.public_key, privateKey: stored.private_key };
  const { default: webpush } = await import('web-push');
  const made = webpush.generateVAPIDKeys();
  await db
    .insertInto('push_keys')
    .values({ public_key: made.publicKey, private_key: made.privateKey })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  const kept = await db.selectFrom('push_keys').select(['public_key', 'private_key']).executeTakeFirstOrThrow();
  return { publicKey: kept.public_key, privateKey: kept.private_key };
}
