import { api, type ApiResult } from '@chapter/shared';

export interface AdminRoleCheck {
  message?: string;
  role?: string;
}

/** GET /admin/check-role: 200 for an admin; anything else refuses (a 401 also ends the session, in the API client). */
export function checkAdminRole(): Promise<ApiResult<AdminRoleCheck>> {
  return api.get<AdminRoleCheck>('/admin/check-role');
}
