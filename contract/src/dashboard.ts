/** The dashboard routes (being moved here from api/src/modules/responses.ts and shared/src/types/dashboard.ts). */
import { routeTable } from './route';

export const dashboardRoutes = routeTable({});
