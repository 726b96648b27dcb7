import { api, type ApiResult } from '@chapter/shared';
import type { MessageResponse, RegisterFields } from '@chapter/shared/types';

/**
 * POST /auth/register as multipart/form-data: the text fields and, when chosen, the file `profilePicture`
 * (confirmPassword is never sent). 403 means the e-mail is not on the chapter's allowed list.
 */
export function register(fields: RegisterFields, profilePicture: File | null): Promise<ApiResult<MessageResponse>> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  if (profilePicture) form.append('profilePicture', profilePicture);
  return api.post<MessageResponse>('/auth/register', form);
}
