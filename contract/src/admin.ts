/** The admin routes (being moved here from api/src/modules/responses.ts and shared/src/types/admin.ts). */
import { routeTable } from './route';

export const adminRoutes = routeTable({});
