import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { databasePictureStore, multipartOptions, readMultipart } from '../../files';
import type { RouteDeps } from '../deps';
import { errorResponses, messageResponse } from '../schemas';
import { answer, str } from '../responses';
import { normaliseEmail } from '../users/service';
import { registerAccount, REGISTER_MESSAGES } from './register';
import { passwordResetRoutes } from './resetRoutes';
import { login, type LoginInput } from './service';

export const authRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, config, databaseKind }) => {
  await app.register(multipart, multipartOptions);
  const pictures = databasePictureStore(db, 'public');

  app.get(
    '/verify-auth-token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Check a bearer token and return its user and role',
        security: [{ bearer: [] }],
        response: {
          200: answer({ userId: str, role: str }),
          400: messageResponse,
        },
      },
    },
    async (request, reply) => {
      const user = await app.sessionOf(request);
      // The contract answers 400 here, not 401 (docs/rules.md §10).
      if (!user) return reply.code(400).send({ message: 'Token is not valid' });
      return { message: 'Token is valid', userId: user.id, role: user.role };
    },
  );

  app.post<{ Body: LoginInput }>(
    '/login',
    {
      config: {
        rateLimit: {
          max: config.loginRateLimitMax,
          timeWindow: '1 minute',
          // After body parsing, so the key can include the e-mail being tried.
          hook: 'preHandler',
          keyGenerator: (request) => {
            const email = (request.body as Partial<LoginInput> | undefined)?.email;
            return `login:${request.ip}:${typeof email === 'string' ? normaliseEmail(email) : ''}`;
          },
        },
      },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        body: {
          type: 'object',
          required: ['email', 'password'],
          properties: {
            email: { type: 'string', minLength: 1, maxLength: 320 },
            password: { type: 'string', minLength: 1, maxLength: 1024 },
            rememberMe: { type: 'boolean', default: false },
          },
        },
        response: {
          200: answer({ token: str }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const token = await login(db, config.jwtSecret, request.body);
      return { message: 'Login successful!', token };
    },
  );

  app.post(
    '/register',
    {
      config: { rateLimit: { max: 20, timeWindow: '10 minutes', keyGenerator: (request) => `register:${request.ip}` } },
      schema: {
        tags: ['auth'],
        summary: 'Create an account (multipart: the form fields and an optional profilePicture); only allowed e-mails',
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: messageResponse, ...errorResponses, 409: messageResponse, 413: messageResponse },
      },
    },
    async (request) => {
      const { fields, files } = request.isMultipart()
        ? await readMultipart(request, { profilePicture: 'Profile picture must be less than 5MB' })
        : { fields: request.body, files: {} as Record<string, Buffer> };
      await registerAccount(db, pictures, fields, files.profilePicture);
      return { message: REGISTER_MESSAGES.registered };
    },
  );

  await app.register(passwordResetRoutes, { db, config, databaseKind });
};
