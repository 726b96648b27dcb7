import type { Kysely } from 'kysely';
import type { Schema } from 'yup';
import { changePasswordSchema, profileFieldSchemas } from '@chapter/shared/schemas';
import type { EditProfileField, PlatformKey, PlatformUsernameField } from '@chapter/contract';
import type { Database, UserUpdate } from '../../db/schema';
import { HttpError } from '../../errors';
import { hashPassword, verifyPassword } from './password';
import { validateWith } from '../validate';
import { setHandle } from '../points/handles';
import { findUserById, storePasswordHash, type KeptSession } from './service';
import { USER_NOT_FOUND } from './profile';

/** The personal fields edit-profile changes, and their columns. */
const EDITABLE: Record<EditProfileField, keyof UserUpdate> = {
  name: 'name',
  bio: 'bio',
  phoneNumber: 'phone_number',
  academicYear: 'academic_year',
  linkedinUsername: 'linkedin_username',
};
/** Platform handles: set through the points engine, which unverifies a changed one; '' removes it. */
const HANDLE_FIELDS: Record<PlatformUsernameField, PlatformKey> = {
  leetcodeUsername: 'leetcode',
  codechefUsername: 'codechef',
  codeforcesUsername: 'codeforces',
  geeksforgeeksUsername: 'geeksforgeeks',
};
const EDITABLE_FIELDS = [...Object.keys(EDITABLE), ...Object.keys(HANDLE_FIELDS)];

export const EDIT_MESSAGES = {
  updated: 'Profile updated successfully!',
  oneField: `Send exactly one field to update: ${EDITABLE_FIELDS.join(', ')}`,
  wrongPassword: 'Current password is incorrect!',
  passwordUpdated: 'Password updated successfully!',
} as const;

/** Updates exactly one personal field, validated with the same schema as the inline editor. */
export async function editProfileField(db: Kysely<Database>, userId: string, body: unknown): Promise<void> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new HttpError(400, EDIT_MESSAGES.oneField);
  const keys = Object.keys(body);
  const unknown = keys.find((key) => !(key in EDITABLE) && !(key in HANDLE_FIELDS));
  if (unknown) throw new HttpError(400, `${unknown} cannot be edited here`);
  if (keys.length !== 1) throw new HttpError(400, EDIT_MESSAGES.oneField);
  if (keys[0]! in HANDLE_FIELDS) {
    const field = keys[0] as PlatformUsernameField;
    const raw = (body as Record<string, unknown>)[field];
    const handle = typeof raw === 'string' && raw.trim() === '' ? '' : await validateWith(profileFieldSchemas[field] as Schema<string>, raw);
    await setHandle(db, userId, HANDLE_FIELDS[field], String(handle));
    return;
  }
  const field = keys[0] as EditProfileField;
  const value = await validateWith(profileFieldSchemas[field] as Schema<string | number>, (body as Record<string, unknown>)[field]);
  const result = await db
    .updateTable('users')
    .set({ [EDITABLE[field]]: value })
    .where('id', '=', userId)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw new HttpError(404, USER_NOT_FOUND);
}

const passwordChangeSchema = changePasswordSchema.pick(['currentPassword', 'newPassword']);

/**
 * Checks the current password and sets the new one (every older token stops working); returns the new token version.
 * The check and the change are one step: the new hash is written only while the stored hash is still the one the
 * current password matched, so of parallel changes with the same current password exactly one lands and the others
 * are told it is wrong (it no longer is the current one).
 */
export async function changeOwnPassword(db: Kysely<Database>, userId: string, body: unknown, keep: KeptSession | null = null): Promise<number> {
  // The confirmation is checked when the client sends it; the contract's body is { currentPassword, newPassword }.
  const hasConfirmation = typeof body === 'object' && body !== null && 'confirmPassword' in body;
  const { currentPassword, newPassword } = await validateWith(hasConfirmation ? changePasswordSchema : passwordChangeSchema, body);
  const user = await findUserById(db, userId);
  if (!user) throw new HttpError(404, USER_NOT_FOUND);
  if (!(await verifyPassword(user.password_hash, currentPassword))) throw new HttpError(400, EDIT_MESSAGES.wrongPassword);
  const tokenVersion = await storePasswordHash(db, user.id, await hashPassword(newPassword), { keep, replacing: user.password_hash });
  if (tokenVersion === null) throw new HttpError(400, EDIT_MESSAGES.wrongPassword);
  return tokenVersion;
}
