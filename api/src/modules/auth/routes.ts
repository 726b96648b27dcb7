import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { PRIVACY_MESSAGES, type LoginRequest } from '@chapter/contract';
import { databasePictureStore, multipartOptions, readMultipart } from '../../files';
import type { RouteDeps } from '../deps';
import { serve } from '../serve';
import { normaliseEmail } from '../users/service';
import { registerAccount, REGISTER_MESSAGES } from './register';
import { changePasswordRoutes } from './changePasswordRoutes';
import { passwordResetRoutes } from './resetRoutes';
import { login } from './service';

export const authRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, config, databaseKind }) => {
  await app.register(multipart, multipartOptions);
  const pictures = databasePictureStore(db, 'public');

  serve(app, 'GET /auth/verify-auth-token', async (request, reply) => {
    const user = await app.sessionOf(request);
    // The contract answers 400 here, not 401 (docs/rules.md §10).
    if (!user) return reply.code(400).send({ message: 'Token is not valid' });
    return { message: 'Token is valid', userId: user.id, role: user.role };
  });

  serve(
    app,
    'POST /auth/login',
    async (request) => {
      const { token, deletionCancelled } = await login(db, config.jwtSecret, request.body);
      // Signing in cancelled an asked-for deletion (docs/privacy.md): the answer says so.
      if (deletionCancelled) return { message: PRIVACY_MESSAGES.signInCancelledDeletion, token, deletionCancelled };
      return { message: 'Login successful!', token };
    },
    {
      config: {
        rateLimit: {
          max: config.loginRateLimitMax,
          timeWindow: '1 minute',
          // After body parsing, so the key can include the e-mail being tried.
          hook: 'preHandler',
          keyGenerator: (request) => {
            const email = (request.body as Partial<LoginRequest> | undefined)?.email;
            return `login:${request.ip}:${typeof email === 'string' ? normaliseEmail(email) : ''}`;
          },
        },
      },
    },
  );

  serve(
    app,
    'POST /auth/register',
    async (request) => {
      const { fields, files } = request.isMultipart()
        ? await readMultipart(request, { profilePicture: 'Profile picture must be less than 5MB' })
        : { fields: request.body, files: {} as Record<string, Buffer> };
      await registerAccount(db, pictures, fields, files.profilePicture);
      return { message: REGISTER_MESSAGES.registered };
    },
    { config: { rateLimit: { max: 20, timeWindow: '10 minutes', keyGenerator: (request) => `register:${request.ip}` } } },
  );

  await app.register(passwordResetRoutes, { db, config, databaseKind });
  await app.register(changePasswordRoutes, { db, config, databaseKind });
};
