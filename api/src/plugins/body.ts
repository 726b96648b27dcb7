import type { FastifyInstance } from 'fastify';

/**
 * A request without a body is an empty JSON object: the contract sends none to routes such as reset-achievement
 * and update-leaderboard, and the route's own rules then say what is missing. JSON keeps Fastify's parser, which
 * refuses __proto__ and constructor.prototype keys.
 */
export function acceptAbsentBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    return parseJson(request, text, done);
  });
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && request.method !== 'GET' && request.method !== 'HEAD') request.body = {};
  });
}
