import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { emailStepSchema, otpSchema, resetPasswordSchema } from '@chapter/shared/schemas';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';
import type { Mailer } from '../../mail';
import { hashPassword } from '../users/password';
import { findUserByEmail, storePasswordHash } from '../users/service';
import { validateWith } from '../validate';
import { consumeVerifiedOtp, issueOtp, OTP_MESSAGES, OTP_RULES, verifyOtp, withdrawOtp } from './otp';

export const RESET_MESSAGES = {
  mailFailed: 'Could not send the OTP email! Please try later.',
  reset: 'Password reset successfully! Please login with your new password.',
} as const;

const newPasswordSchema = resetPasswordSchema.pick(['newPassword']);

export interface ResetContext {
  db: Kysely<Database>;
  secret: string;
  mailer: Mailer;
  chapterName: string;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/** Mails a fresh 6-digit code to an existing account's e-mail; an unknown e-mail gets the same answer and no mail. */
export async function sendResetCode({ db, secret, mailer, chapterName, log }: ResetContext, body: unknown, ip: string): Promise<void> {
  const { email } = await validateWith(emailStepSchema, body);
  const user = await findUserByEmail(db, email);
  // The same answer as for an account (OTP_MESSAGES.sent), so this step never tells which e-mails have one.
  if (!user) return;
  const otp = await issueOtp(db, secret, user.email, ip);
  const minutes = OTP_RULES.ttlMs / 60_000;
  try {
    await mailer.send({
      to: user.email,
      subject: `${chapterName}: your password reset code`,
      text: [
        `Hello ${user.name},`,
        '',
        `Your password reset code is ${otp.code}.`,
        '',
        `It expires in ${minutes} minutes and works once. If you did not ask to reset your password, ignore this mail: your password stays as it is.`,
      ].join('\n'),
    });
  } catch (error) {
    log.error({ err: error }, 'OTP mail could not be sent');
    await withdrawOtp(db, otp.id);
    throw new HttpError(503, RESET_MESSAGES.mailFailed);
  }
}

export async function checkResetCode({ db, secret }: Pick<ResetContext, 'db' | 'secret'>, body: unknown): Promise<void> {
  const { email } = await validateWith(emailStepSchema, body);
  const { otp } = await validateWith(otpSchema, body);
  await verifyOtp(db, secret, email, otp);
}

/** The reset's last step: needs a verified, unused code for the e-mail; ends every older session. */
export async function resetPassword(db: Kysely<Database>, body: unknown): Promise<void> {
  const { email } = await validateWith(emailStepSchema, body);
  const raw = (body ?? {}) as { newPassword?: unknown; password?: unknown };
  const { newPassword } = await validateWith(newPasswordSchema, { newPassword: raw.newPassword ?? raw.password });
  const user = await findUserByEmail(db, email);
  // Without an account there is no verified code either: the same answer as a missing verification.
  if (!user) throw new HttpError(403, OTP_MESSAGES.notVerified);
  // Hashed before the transaction, so it holds no connection (PGlite has one) through the slow hash.
  const passwordHash = await hashPassword(newPassword);
  // The single-use code is spent and the password set in one step: two resets on one code cannot both land.
  await db.transaction().execute(async (trx) => {
    await consumeVerifiedOtp(trx, user.email);
    await storePasswordHash(trx, user.id, passwordHash);
  });
}
