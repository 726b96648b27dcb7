import { call } from '@chapter/shared';
import type { RegisterFields } from '@chapter/shared/types';

/**
 * Registers as multipart/form-data: the text fields and, when chosen, the file `profilePicture` (confirmPassword is
 * never sent). 403 means the e-mail is not on the chapter's allowed list.
 */
export function register(fields: RegisterFields, profilePicture: File | null) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  if (profilePicture) form.append('profilePicture', profilePicture);
  return call('POST /auth/register', { body: form });
}
