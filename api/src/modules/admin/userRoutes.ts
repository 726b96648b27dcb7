import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { databasePictureStore } from '../../files';
import type { RouteDeps } from '../deps';
import { serve } from '../serve';
import type { Person } from '../audit/audit';
import { fetchAuditLog, readAuditQuery } from './auditLog';
import { changeRole, deleteUserAccount, fetchUsers, readUsersQuery, toggleProtected, userIdOf } from './users';

/** The signed-in admin, as the audit log names them. */
export const actorOf = (request: FastifyRequest): Person => ({ id: request.user!.id, name: request.user!.name });

/** /admin: the members list and what an admin may do to an account, and the audit log. */
export const adminUserRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, config }) => {
  const pictures = databasePictureStore(db, 'public');

  serve(app, 'POST /admin/fetch-all-users', async (request) => fetchUsers(db, readUsersQuery(request.body), config.timeZone));

  serve(app, 'POST /admin/promote-user', async (request) => {
    const data = await changeRole(db, actorOf(request), userIdOf(request.body), 'promote');
    return { message: `User promoted to ${data.role}`, data };
  });

  serve(app, 'POST /admin/demote-user', async (request) => {
    const data = await changeRole(db, actorOf(request), userIdOf(request.body), 'demote');
    return { message: `User demoted to ${data.role}`, data };
  });

  serve(app, 'DELETE /admin/delete-user-account', async (request) => {
    const picture = await deleteUserAccount(db, actorOf(request), userIdOf(request.body));
    await pictures.remove(picture).catch((error: unknown) => request.log.warn({ err: error }, 'could not remove a deleted member’s picture'));
    return { message: 'User account deleted successfully' };
  });

  serve(app, 'POST /admin/toggle-protected-status', async (request) => {
    const data = await toggleProtected(db, actorOf(request), userIdOf(request.body));
    return { message: data.protected ? 'User is now protected' : 'User is no longer protected', data };
  });

  serve(app, 'POST /admin/fetch-audit-log', async (request) => fetchAuditLog(db, readAuditQuery(request.body)));
};
