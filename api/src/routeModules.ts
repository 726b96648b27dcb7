import type { FastifyPluginAsync } from 'fastify';
import type { InvalidationBus } from './cache/bus';
import type { AdminDeps } from './modules/admin/routes';
import { adminRoutes } from './modules/admin/routes';
import { announcementRoutes } from './modules/announcements/routes';
import { authRoutes } from './modules/auth/routes';
import { deploymentRoutes } from './modules/deployments/routes';
import { calendarEventRoutes } from './modules/calendar/eventRoutes';
import { calendarFeedPublicRoutes, calendarFeedUserRoutes } from './modules/calendar/feedRoutes';
import { calendarRoutes } from './modules/calendar/routes';
import { publicConfigRoutes } from './modules/config/routes';
import { fileRoutes } from './modules/files/routes';
import { healthRoutes } from './modules/health/routes';
import { leaderboardRoutes } from './modules/leaderboard/routes';
import { liveRoutes } from './modules/live/routes';
import { liveStandingsRoutes } from './modules/liveStandings/routes';
import type { StateRow } from './modules/leaderboard/standings';
import { learningRoutes } from './modules/learning/routes';
import { mailSwitchRoutes } from './modules/mailSwitches/routes';
import { myFiguresRoutes } from './modules/myFigures/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { platformHealthUserRoutes } from './modules/platformHealth/routes';
import { pointsUserRoutes } from './modules/points/routes';
import { publicRoutes } from './modules/public/routes';
import { privacyRoutes } from './modules/privacy/routes';
import { myDataRoutes } from './modules/myData/routes';
import { publicProfileRoutes } from './modules/publicProfile/routes';
import { reminderRoutes } from './modules/reminders/routes';
import { upcomingContestRoutes } from './modules/upcomingContests/routes';
import { userRoutes } from './modules/users/routes';

/** What the app hands every route module; each takes the parts it needs. */
export interface ModuleContext extends AdminDeps {
  /** The boards' state as read after the request arrived (plugins/sharedVersions.ts). */
  versions: (request: object) => Promise<StateRow>;
  bus: InvalidationBus;
}

/**
 * Every route module the API serves under /api/v1, registered in this order by app.ts. A module serves the paths
 * its routes are declared at in the contract (modules/serve.ts), so it needs no prefix; its hooks (who may call it)
 * cover its own routes only. All /admin routes are in the admin module.
 */
export const ROUTE_MODULES: Array<FastifyPluginAsync<ModuleContext>> = [
  healthRoutes,
  publicConfigRoutes,
  authRoutes,
  adminRoutes,
  userRoutes,
  fileRoutes,
  learningRoutes,
  publicRoutes,
  publicProfileRoutes,
  privacyRoutes,
  myDataRoutes,
  calendarRoutes,
  calendarEventRoutes,
  upcomingContestRoutes,
  announcementRoutes,
  calendarFeedUserRoutes,
  calendarFeedPublicRoutes,
  pointsUserRoutes,
  myFiguresRoutes,
  leaderboardRoutes,
  platformHealthUserRoutes,
  reminderRoutes,
  notificationRoutes,
  mailSwitchRoutes,
  liveRoutes,
  liveStandingsRoutes,
  deploymentRoutes,
];
