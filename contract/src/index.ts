/**
 * The /api/v1 contract (docs/architecture.md, "The contract"): every route declared once, by method and path, with
 * its body, query, params and answers. The API registers its routes from `routes`; the web apps call them by key
 * through @chapter/shared's `call` and import only types from here, so the contract adds no weight to a page.
 */
import type { AnswerOfRoute, BodyOfRoute, ParamsOfRoute, QueryOfRoute } from './route';
import { accountsRoutes } from './accounts';
import { adminRoutes } from './admin';
import { dashboardRoutes } from './dashboard';
import { leaderboardRoutes } from './leaderboard';
import { learningRoutes } from './learning';
import { reminderRoutes } from './reminders';
import { webhookRoutes } from './webhooks';
import { notificationRoutes } from './notifications';
import { liveRoutes } from './live';
import { deploymentRoutes } from './deployments';
import { privacyRoutes } from './privacy';

export const routes = {
  ...accountsRoutes,
  ...adminRoutes,
  ...dashboardRoutes,
  ...leaderboardRoutes,
  ...learningRoutes,
  ...reminderRoutes,
  ...webhookRoutes,
  ...notificationRoutes,
  ...liveRoutes,
  ...deploymentRoutes,
  ...privacyRoutes,
};

export type Routes = typeof routes;
export type RouteKey = keyof Routes;
export type BodyOf<K extends RouteKey> = BodyOfRoute<Routes[K]>;
export type QueryOf<K extends RouteKey> = QueryOfRoute<Routes[K]>;
export type ParamsOf<K extends RouteKey> = ParamsOfRoute<Routes[K]>;
export type AnswerOf<K extends RouteKey> = AnswerOfRoute<Routes[K]>;

export * from './schema';
export * from './route';
export * from './constants';
export * from './common';
export * from './accounts';
export * from './admin';
export * from './dashboard';
export * from './leaderboard';
export * from './learning';
export * from './reminders';
export * from './webhooks';
export * from './notifications';
export * from './live';
export * from './deployments';
export * from './privacy';
