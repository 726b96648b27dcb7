import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../deps';
import { errorResponses, messageResponse } from '../schemas';
import { normaliseEmail } from '../users/service';
import { login, type LoginInput } from './service';

export const authRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, config }) => {
  app.get(
    '/verify-auth-token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Check a bearer token and return its user and role',
        security: [{ bearer: [] }],
        response: {
          200: {
            type: 'object',
            properties: { message: { type: 'string' }, userId: { type: 'string' }, role: { type: 'string' } },
          },
          400: messageResponse,
        },
      },
    },
    async (request, reply) => {
      const user = await app.sessionOf(request);
      // The contract answers 400 here, not 401 (SPEC.md §7).
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
          200: { type: 'object', properties: { message: { type: 'string' }, token: { type: 'string' } } },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const token = await login(db, config.jwtSecret, request.body);
      return { message: 'Login successful!', token };
    },
  );
};
