import { api, type ApiResult } from '@chapter/shared';

export interface LoginRequest {
  email: string;
  password: string;
  rememberMe: boolean;
}
export interface LoginResponse {
  message?: string;
  token?: string;
}

/** POST /auth/login: the server's message is what the user sees ('User not found!', 'Invalid password!', 'Login successful!'). */
export function login(body: LoginRequest): Promise<ApiResult<LoginResponse>> {
  return api.post<LoginResponse>('/auth/login', body);
}
