/** The accounts routes (being moved here from api/src/modules/responses.ts and shared/src/types/accounts.ts). */
import { routeTable } from './route';

export const accountsRoutes = routeTable({});
