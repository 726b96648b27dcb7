import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { databasePictureStore } from '../../files';
import type { RouteDeps } from '../deps';
import { errorResponses } from '../schemas';
import { adminUser, answer, auditEntry, bool, int, obj, page, str, strings, withData } from '../responses';
import type { Person } from '../audit/audit';
import { fetchAuditLog, readAuditQuery } from './auditLog';
import { changeRole, deleteUserAccount, fetchUsers, readUsersQuery, toggleProtected, userIdOf } from './users';

const doc = (summary: string, ok: object = answer()) => ({ tags: ['admin'], summary, security: [{ bearer: [] }], response: { 200: ok, ...errorResponses } });

/** The signed-in admin, as the audit log names them. */
export const actorOf = (request: FastifyRequest): Person => ({ id: request.user!.id, name: request.user!.name });

/** /admin: the members list and what an admin may do to an account, and the audit log. */
export const adminUserRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, config }) => {
  app.addHook('onRequest', app.requireRole('ADMIN'));
  const pictures = databasePictureStore(db, 'public');

  app.post(
    '/fetch-all-users',
    { schema: doc('One page of accounts { page, limit ≤ 100, search, sortOrder, roles[], protected }', page(adminUser, { limit: int })) },
    async (request) => fetchUsers(db, readUsersQuery(request.body), config.timeZone),
  );

  app.post(
    '/promote-user',
    { schema: doc('Move a member one step up the role ladder { userId }', withData(obj({ _id: str, role: str }))) },
    async (request) => {
      const data = await changeRole(db, actorOf(request), userIdOf(request.body), 'promote');
      return { message: `User promoted to ${data.role}`, data };
    },
  );

  app.post(
    '/demote-user',
    { schema: doc('Move a member one step down the role ladder { userId }; the last admin stays', withData(obj({ _id: str, role: str }))) },
    async (request) => {
      const data = await changeRole(db, actorOf(request), userIdOf(request.body), 'demote');
      return { message: `User demoted to ${data.role}`, data };
    },
  );

  app.delete('/delete-user-account', { schema: doc('Delete an account and its data; its points stay archived { userId }') }, async (request) => {
    const picture = await deleteUserAccount(db, actorOf(request), userIdOf(request.body));
    await pictures.remove(picture).catch((error: unknown) => request.log.warn({ err: error }, 'could not remove a deleted member’s picture'));
    return { message: 'User account deleted successfully' };
  });

  app.post(
    '/toggle-protected-status',
    { schema: doc('Protect a member from deletion, or lift it { userId }', withData(obj({ _id: str, protected: bool }))) },
    async (request) => {
      const data = await toggleProtected(db, actorOf(request), userIdOf(request.body));
      return { message: data.protected ? 'User is now protected' : 'User is no longer protected', data };
    },
  );

  app.post(
    '/fetch-audit-log',
    { schema: doc('One page of the admin audit log { page, limit, action, actorId, targetId, search }', page(auditEntry, { limit: int, actions: strings })) },
    async (request) => fetchAuditLog(db, readAuditQuery(request.body)),
  );
};
