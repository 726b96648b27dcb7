/** The learning routes (being moved here from api/src/modules/responses.ts and shared/src/types/learning.ts). */
import { routeTable } from './route';

export const learningRoutes = routeTable({});
