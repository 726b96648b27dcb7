import type { FastifyPluginAsync } from 'fastify';
import type { AdminJobRouteDeps, PlatformDeps } from '../deps';
import { deploymentAdminRoutes } from './deploymentRoutes';
import { allowedEmailRoutes } from './emailRoutes';
import { adminJobRunRoutes, type AdminRunRouteDeps } from './jobRoutes';
import { monthEndRoutes } from './monthEndRoutes';
import { platformHealthAdminRoutes } from './platformHealthRoutes';
import { pointsJobRoutes } from './pointsJobRoutes';
import { pointsRoutes } from './pointsRoutes';
import { adminUserRoutes } from './userRoutes';
import { webhookAdminRoutes } from './webhookRoutes';

export interface AdminDeps extends AdminJobRouteDeps, AdminRunRouteDeps {
  platforms: PlatformDeps;
}

const ADMIN_ROUTES: Array<FastifyPluginAsync<AdminDeps>> = [
  allowedEmailRoutes,
  adminUserRoutes,
  pointsRoutes,
  pointsJobRoutes,
  adminJobRunRoutes,
  monthEndRoutes,
  platformHealthAdminRoutes,
  webhookAdminRoutes,
  deploymentAdminRoutes,
];

/**
 * Every /admin route, in one module: the allowed e-mails, the members and their roles, points corrections, the
 * jobs and their error queues, the month end and backups, the platforms' health, the group chat's webhooks, the remotes' deployments and deploy tokens. Only
 * admins may call any of them (docs/rules.md §1): the role is checked here, once, before a body is read; each file
 * serves its routes over the services of the module it administers.
 */
export const adminRoutes: FastifyPluginAsync<AdminDeps> = async (app, deps) => {
  app.addHook('onRequest', app.requireRole('ADMIN'));
  for (const routes of ADMIN_ROUTES) await app.register(routes, deps);
};
