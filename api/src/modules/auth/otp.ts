import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { LIMITS } from '@chapter/shared/constants';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';
import { normaliseEmail } from '../users/service';

/** The rules of password-reset codes: a code expires after 10 minutes (docs/rules.md §2). */
export const OTP_RULES = {
  ttlMs: 10 * 60 * 1000,
  maxAttempts: 5,
  /** Codes one e-mail may be sent per window. */
  sendsPerEmail: 3,
  sendWindowMs: 10 * 60 * 1000,
} as const;

export const OTP_MESSAGES = {
  sent: 'OTP sent successfully! Please check your email.',
  tooManySends: 'Too many OTP requests! Please try again after 10 minutes.',
  expired: 'OTP expired! Please try again.',
  tooManyAttempts: 'Too many wrong attempts! Please request a new OTP.',
  verified: 'OTP verified successfully!',
  notVerified: 'Please verify the OTP sent to your email first!',
} as const;

const wrongCode = (left: number) => `Invalid OTP! ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`;

export const generateOtp = (): string => String(randomInt(0, 10 ** LIMITS.otpDigits)).padStart(LIMITS.otpDigits, '0');

const hashOtp = (secret: string, email: string, code: string) => createHmac('sha256', secret).update(`${email}:${code}`).digest('hex');

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Records a new code for `email` (older unused ones stop counting) and returns it for mailing; refuses with 429 when
 * the e-mail was sent too many codes lately.
 */
export async function issueOtp(db: Kysely<Database>, secret: string, rawEmail: string, ip: string, now = new Date()): Promise<{ id: string; code: string }> {
  const email = normaliseEmail(rawEmail);
  const since = new Date(now.getTime() - OTP_RULES.sendWindowMs);
  const code = generateOtp();
  return db.transaction().execute(async (trx) => {
    // One e-mail's sends are counted and recorded one at a time, so parallel requests cannot all pass the limit.
    await sql`select pg_advisory_xact_lock(hashtext(${`otp:${email}`}))`.execute(trx);
    const { count } = await trx
      .selectFrom('otp_codes')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('email', '=', email)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    if (Number(count) >= OTP_RULES.sendsPerEmail) throw new HttpError(429, OTP_MESSAGES.tooManySends);
    await trx.updateTable('otp_codes').set({ used_at: now }).where('email', '=', email).where('used_at', 'is', null).execute();
    const row = await trx
      .insertInto('otp_codes')
      .values({ email, code_hash: hashOtp(secret, email, code), requested_ip: ip, expires_at: new Date(now.getTime() + OTP_RULES.ttlMs) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, code };
  });
}

/** Withdraws a code that could not be mailed. */
export async function withdrawOtp(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('otp_codes').where('id', '=', id).execute();
}

/** Checks a code against the e-mail's current one; every guess spends one of its attempts before it is compared. */
export async function verifyOtp(db: Kysely<Database>, secret: string, rawEmail: string, code: string, now = new Date()): Promise<void> {
  const email = normaliseEmail(rawEmail);
  const current = await db
    .selectFrom('otp_codes')
    .select(['id', 'code_hash', 'attempts'])
    .where('email', '=', email)
    .where('used_at', 'is', null)
    .where('verified_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!current) throw new HttpError(400, OTP_MESSAGES.expired);

  // Atomic: two parallel guesses cannot both use the last attempt.
  const spent = await db
    .updateTable('otp_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', current.id)
    .where('attempts', '<', OTP_RULES.maxAttempts)
    .returning('attempts')
    .executeTakeFirst();
  if (!spent) throw new HttpError(429, OTP_MESSAGES.tooManyAttempts);

  if (!sameHash(current.code_hash, hashOtp(secret, email, code))) {
    const left = OTP_RULES.maxAttempts - spent.attempts;
    if (left <= 0) throw new HttpError(429, OTP_MESSAGES.tooManyAttempts);
    throw new HttpError(400, wrongCode(left));
  }
  const verified = await db
    .updateTable('otp_codes')
    .set({ verified_at: now })
    .where('id', '=', current.id)
    .where('verified_at', 'is', null)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!verified) throw new HttpError(400, OTP_MESSAGES.expired);
}

/**
 * Spends the e-mail's verified code (single use; valid for the code's lifetime after verification) inside `trx`;
 * refuses with 403 when there is none.
 */
export async function consumeVerifiedOtp(trx: Kysely<Database>, rawEmail: string, now = new Date()): Promise<void> {
  const used = await trx
    .updateTable('otp_codes')
    .set({ used_at: now })
    .where('email', '=', normaliseEmail(rawEmail))
    .where('used_at', 'is', null)
    .where('verified_at', '>', new Date(now.getTime() - OTP_RULES.ttlMs))
    .returning('id')
    .executeTakeFirst();
  if (!used) throw new HttpError(403, OTP_MESSAGES.notVerified);
}
