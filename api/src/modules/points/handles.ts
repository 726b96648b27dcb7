import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, PlatformKey } from '../../db/schema';
import { HttpError } from '../../errors';
import { PlatformUnavailable, PlatformUserNotFound, type PlatformClients } from '../../platforms';
import { notify } from '../notifications/notify';

export const PLATFORM_NAMES: Record<PlatformKey, string> = {
  leetcode: 'LeetCode',
  codeforces: 'Codeforces',
  codechef: 'CodeChef',
  geeksforgeeks: 'GeeksforGeeks',
};

/** Where the member puts the verification code on each platform's public profile to prove the handle is theirs. */
export const CODE_PLACE: Record<PlatformKey, string> = {
  leetcode: 'your LeetCode name or summary',
  codeforces: 'your Codeforces first name, last name or organization',
  codechef: 'your CodeChef display name',
  geeksforgeeks: 'your GeeksforGeeks profile name',
};

export const VERIFICATION_CODE_TTL_MS = 15 * 60_000;
export const MESSAGES = {
  generateFailed: 'Failed to generate verification code! Please try later.',
  verifyFailed: 'Failed to verify! Please try later.',
  noHandle: (platform: PlatformKey) => `Set your ${PLATFORM_NAMES[platform]} username first`,
  codeExpired: 'Verification code expired! Generate a new one.',
  codeNotFound: (platform: PlatformKey) => `Verification code not found. Put it in ${CODE_PLACE[platform]}, save, and try again.`,
  userNotFound: (platform: PlatformKey, handle: string) => `${PLATFORM_NAMES[platform]} user "${handle}" not found`,
  takenHandle: 'This handle is already verified by another member',
  verified: (platform: PlatformKey) => `${PLATFORM_NAMES[platform]} profile verified successfully`,
  alreadyVerified: (platform: PlatformKey) => `${PLATFORM_NAMES[platform]} profile is already verified`,
};

const HANDLE = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,49}$/;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A code short enough for a name field and unambiguous to type: 'CHAPTER-' and eight letters or digits. */
export function newVerificationCode(): string {
  let code = 'CHAPTER-';
  for (let i = 0; i < 8; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

export function isPlatformKey(value: unknown): value is PlatformKey {
  return typeof value === 'string' && value in PLATFORM_NAMES;
}

/**
 * Sets or clears a member's handle on one platform. A changed handle is unverified and earns nothing until
 * verified again; the same handle again changes nothing.
 */
export async function setHandle(db: Kysely<Database>, userId: string, platform: PlatformKey, rawHandle: string): Promise<void> {
  const handle = rawHandle.trim();
  if (handle === '') {
    await db.deleteFrom('platform_accounts').where('user_id', '=', userId).where('platform', '=', platform).execute();
    return;
  }
  if (!HANDLE.test(handle)) throw new HttpError(400, `Enter a valid ${PLATFORM_NAMES[platform]} username`);
  await db
    .insertInto('platform_accounts')
    .values({ user_id: userId, platform, handle })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'platform'])
        .doUpdateSet({ handle, verified_at: null, verification_code: null, code_expires_at: null, profile: null, refreshed_at: null, updated_at: new Date() })
        .where('platform_accounts.handle', '!=', handle),
    )
    .execute();
}

async function accountOf(db: Kysely<Database>, userId: string, platform: PlatformKey) {
  const account = await db.selectFrom('platform_accounts').selectAll().where('user_id', '=', userId).where('platform', '=', platform).executeTakeFirst();
  if (!account) throw new HttpError(400, MESSAGES.noHandle(platform));
  return account;
}

/** A fresh single-use code for the member's handle on `platform`; an older one stops working. */
export async function generateVerificationCode(db: Kysely<Database>, userId: string, platform: PlatformKey, now = new Date()): Promise<string> {
  const account = await accountOf(db, userId, platform);
  if (account.verified_at) throw new HttpError(400, MESSAGES.alreadyVerified(platform));
  const code = newVerificationCode();
  await db
    .updateTable('platform_accounts')
    .set({ verification_code: code, code_expires_at: new Date(now.getTime() + VERIFICATION_CODE_TTL_MS) })
    .where('user_id', '=', userId)
    .where('platform', '=', platform)
    .execute();
  return code;
}

export interface VerifyOptions {
  /** Waits before each further look: platforms cache profiles for a while (longer for Codeforces). */
  retryDelaysMs: number[];
  sleep?: (ms: number) => Promise<void>;
  now?: Date;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Reads the platform's public profile until the code shows up (or the retries run out) and marks the handle verified. */
export async function verifyHandle(
  db: Kysely<Database>,
  clients: PlatformClients,
  userId: string,
  platform: PlatformKey,
  options: VerifyOptions,
): Promise<void> {
  const account = await accountOf(db, userId, platform);
  if (account.verified_at) throw new HttpError(400, MESSAGES.alreadyVerified(platform));
  const now = options.now ?? new Date();
  const code = account.verification_code;
  if (!code || !account.code_expires_at || new Date(account.code_expires_at) <= now) throw new HttpError(400, MESSAGES.codeExpired);

  const sleep = options.sleep ?? defaultSleep;
  const delays = [0, ...options.retryDelaysMs];
  let found = false;
  for (const delay of delays) {
    if (delay > 0) await sleep(delay);
    try {
      const text = await clients[platform].fetchVerificationText(account.handle);
      if (text.toUpperCase().includes(code)) {
        found = true;
        break;
      }
    } catch (error) {
      if (error instanceof PlatformUserNotFound) throw new HttpError(400, MESSAGES.userNotFound(platform, account.handle));
      if (error instanceof PlatformUnavailable) throw new HttpError(503, MESSAGES.verifyFailed);
      throw new HttpError(502, MESSAGES.verifyFailed);
    }
  }
  if (!found) throw new HttpError(400, MESSAGES.codeNotFound(platform));

  try {
    await db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('platform_accounts')
        .set({ verified_at: new Date(), verification_code: null, code_expires_at: null, updated_at: new Date() })
        .where('user_id', '=', userId)
        .where('platform', '=', platform)
        .where('handle', '=', account.handle)
        .where('verification_code', '=', code)
        .executeTakeFirst();
      // The handle or code changed while we were looking: the code is spent either way.
      if (updated.numUpdatedRows === 0n) throw new HttpError(400, MESSAGES.codeExpired);
      // The notification centre's notice, with the change (docs/notifications.md).
      await notify(trx, [userId], {
        kind: 'handle-verified',
        title: `${PLATFORM_NAMES[platform]} handle verified`,
        body: `${account.handle} is linked to your account. What you solve there from today earns points.`,
        link: '/profile/edit',
      });
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (/platform_accounts_verified_handle|unique/i.test(String((error as Error).message))) throw new HttpError(409, MESSAGES.takenHandle);
    throw error;
  }
}
