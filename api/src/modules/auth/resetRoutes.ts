import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { HttpError } from '../../errors';
import type { RouteDeps } from '../deps';
import { serve } from '../serve';
import { OTP_MESSAGES } from './otp';
import { checkResetCode, resetPassword, RESET_MESSAGES, sendResetCode } from './reset';

/** Per-address limits (per-e-mail and per-code limits live in the database, see otp.ts). */
export const RESET_RATE_LIMITS = {
  sendOtp: { max: 10, timeWindow: '10 minutes' },
  verifyOtp: { max: 30, timeWindow: '10 minutes' },
  changePassword: { max: 30, timeWindow: '10 minutes' },
} as const;

const perAddress = (route: keyof typeof RESET_RATE_LIMITS) => ({
  rateLimit: { ...RESET_RATE_LIMITS[route], keyGenerator: (request: { ip: string }) => `${route}:${request.ip}` },
});

/** A failure the error handler would hide (5xx) but whose words the user needs. */
const sendPlainFailure = (error: unknown, reply: FastifyReply) => {
  if (error instanceof HttpError && error.statusCode >= 500) return reply.code(error.statusCode).send({ message: error.message });
  throw error;
};

/** Password reset in three steps: send-otp → verify-otp → change-password. */
export const passwordResetRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, config }) => {
  serve(
    app,
    'POST /auth/send-otp',
    async (request, reply) => {
      try {
        const context = { db, secret: config.jwtSecret, mailer: app.mailer, chapterName: config.chapterName, log: request.log };
        await sendResetCode(context, request.body, request.ip);
      } catch (error) {
        return sendPlainFailure(error, reply);
      }
      return { message: OTP_MESSAGES.sent };
    },
    { config: perAddress('sendOtp') },
  );

  serve(
    app,
    'POST /auth/verify-otp',
    async (request) => {
      await checkResetCode({ db, secret: config.jwtSecret }, request.body);
      return { message: OTP_MESSAGES.verified };
    },
    { config: perAddress('verifyOtp') },
  );

  serve(
    app,
    'POST /auth/change-password',
    async (request) => {
      await resetPassword(db, request.body);
      return { message: RESET_MESSAGES.reset };
    },
    { config: perAddress('changePassword') },
  );
};
