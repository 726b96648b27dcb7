import { call } from '@chapter/shared';

/** GET /admin/check-role: 200 for an admin; anything else refuses (a 401 also ends the session, in the API client). */
export const checkAdminRole = () => call('GET /admin/check-role');
