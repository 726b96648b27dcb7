import { call } from '@chapter/shared';
import type { LoginRequest } from '@chapter/shared/types';

/** Signs in: the server's message is what the user sees ('User not found!', 'Invalid password!', 'Login successful!'). */
export function login(body: LoginRequest) {
  return call('POST /auth/login', { body });
}
