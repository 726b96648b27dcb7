import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { HttpError } from '../../errors';
import type { RouteDeps } from '../deps';
import { errorResponses, messageResponse } from '../schemas';
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

const bodySchema = (summary: string, properties: Record<string, object>) => ({
  tags: ['auth'],
  summary,
  body: { type: 'object', properties },
  response: { 200: messageResponse, ...errorResponses, 503: messageResponse },
});

/** A failure the error handler would hide (5xx) but whose words the user needs. */
const sendPlainFailure = (error: unknown, reply: FastifyReply) => {
  if (error instanceof HttpError && error.statusCode >= 500) return reply.code(error.statusCode).send({ message: error.message });
  throw error;
};

/** Password reset in three steps: send-otp → verify-otp → change-password. */
export const passwordResetRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, config }) => {
  app.post(
    '/send-otp',
    { config: perAddress('sendOtp'), schema: bodySchema('Mail a 6-digit password reset code', { email: { type: 'string' } }) },
    async (request, reply) => {
      try {
        const context = { db, secret: config.jwtSecret, mailer: app.mailer, chapterName: config.chapterName, log: request.log };
        await sendResetCode(context, request.body, request.ip);
      } catch (error) {
        return sendPlainFailure(error, reply);
      }
      return { message: OTP_MESSAGES.sent };
    },
  );

  app.post(
    '/verify-otp',
    { config: perAddress('verifyOtp'), schema: bodySchema('Check a password reset code', { email: { type: 'string' }, otp: { type: 'string' } }) },
    async (request) => {
      await checkResetCode({ db, secret: config.jwtSecret }, request.body);
      return { message: OTP_MESSAGES.verified };
    },
  );

  app.post(
    '/change-password',
    {
      config: perAddress('changePassword'),
      schema: bodySchema('Set a new password after a verified code (ends every session)', {
        email: { type: 'string' },
        newPassword: { type: 'string' },
        password: { type: 'string' },
      }),
    },
    async (request) => {
      await resetPassword(db, request.body);
      return { message: RESET_MESSAGES.reset };
    },
  );
};
