import { isIP } from 'node:net';
import type { Kysely } from 'kysely';
import type { PushSubscriptionRequest } from '@chapter/contract';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';

/** A browser's push subscription as stored: where its push service takes messages, and its keys (base64url). */
export interface BrowserSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
const decodedLength = (value: string) => (BASE64URL.test(value) ? Buffer.from(value, 'base64url').length : -1);

/** Loopback, private, link-local and unspecified addresses: the server must not be made to post into its own network. */
function isPrivateAddress(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === 'localhost' || bare.endsWith('.localhost') || bare.endsWith('.local') || bare.endsWith('.internal')) return true;
  const version = isIP(bare);
  if (version === 4) {
    const [a, b] = bare.split('.').map(Number) as [number, number];
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  if (version === 6) return bare === '::' || bare === '::1' || /^f[cd]/.test(bare) || /^fe[89ab]/.test(bare) || bare.startsWith('::ffff:');
  return false;
}

/**
 * Checks a PushSubscription from the browser: an https endpoint on a public host (push services are), a P-256 public
 * key (65 bytes, uncompressed) and a 16-byte auth secret. Refusals are 400s that say which part is wrong.
 */
export function parsePushSubscription(body: PushSubscriptionRequest): BrowserSubscription {
  let url: URL;
  try {
    url = new URL(body.endpoint);
  } catch {
    throw new HttpError(400, 'endpoint must be the push service address the browser gave');
  }
  if (url.protocol !== 'https:' || url.username || url.password || isPrivateAddress(url.hostname)) {
    throw new HttpError(400, 'endpoint must be an https address of a push service');
  }
  const p256dh = body.keys.p256dh;
  if (decodedLength(p256dh) !== 65 || Buffer.from(p256dh, 'base64url')[0] !== 0x04) {
    throw new HttpError(400, "keys.p256dh must be the browser's P-256 public key (base64url, 65 bytes)");
  }
  if (decodedLength(body.keys.auth) !== 16) throw new HttpError(400, "keys.auth must be the browser's 16-byte auth secret (base64url)");
  return { endpoint: body.endpoint, p256dh, auth: body.keys.auth };
}

/** Stores the browser for the member; an endpoint stored before (another account in that browser) moves to them. */
export async function savePushSubscription(db: Kysely<Database>, userId: string, subscription: BrowserSubscription): Promise<void> {
  await db
    .insertInto('push_subscriptions')
    .values({ user_id: userId, ...subscription })
    .onConflict((conflict) => conflict.column('endpoint').doUpdateSet({ user_id: userId, p256dh: subscription.p256dh, auth: subscription.auth }))
    .execute();
}

/** Forgets the member's subscription with this endpoint; answers whether there was one. */
export async function removePushSubscription(db: Kysely<Database>, userId: string, endpoint: string): Promise<boolean> {
  const result = await db.deleteFrom('push_subscriptions').where('user_id', '=', userId).where('endpoint', '=', endpoint).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
