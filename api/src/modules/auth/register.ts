import type { Kysely } from 'kysely';
import { registerSchema } from '@chapter/shared/schemas';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';
import type { PictureStore } from '../../files';
import { isEmailAllowed } from '../admin/service';
import { acceptProfilePicture } from '../users/picture';
import { createUser, findUserByEmail } from '../users/service';
import { validateWith } from '../validate';

export const REGISTER_MESSAGES = {
  registered: 'Registration successful! Please login.',
  notAllowed: 'This email is not allowed to register! Only chapter members approved by the admins can sign up.',
  exists: 'User already exists! Please login.',
} as const;

/** The registration form as the server checks it: the shared schema without the fields the client keeps to itself. */
const registerFieldsSchema = registerSchema.omit(['confirmPassword', 'profilePicture']);

/** Creates an account for an allowed e-mail; the picture (optional) is checked by content and re-encoded. */
export async function registerAccount(db: Kysely<Database>, store: PictureStore, fields: unknown, upload: Buffer | undefined): Promise<void> {
  const input = await validateWith(registerFieldsSchema, fields);
  if (!(await isEmailAllowed(db, input.email))) throw new HttpError(403, REGISTER_MESSAGES.notAllowed);
  if (await findUserByEmail(db, input.email)) throw new HttpError(409, REGISTER_MESSAGES.exists);
  // Decoding a picture costs time: only for someone who may register.
  const picture = upload ? await acceptProfilePicture(upload) : null;

  const stored = picture ? await store.save(picture) : null;
  try {
    await createUser(db, {
      email: input.email,
      name: input.name,
      password: input.password,
      academicYear: input.academicYear,
      bio: input.bio,
      phoneNumber: input.phoneNumber,
      registrationNumber: input.registrationNumber,
      linkedinUsername: input.linkedinUsername,
      profilePicture: stored,
    });
  } catch (error) {
    await store.remove(stored);
    // Two sign-ups with the same e-mail at once: the unique index decides.
    if ((error as { code?: string }).code === '23505') throw new HttpError(409, REGISTER_MESSAGES.exists);
    throw error;
  }
}
