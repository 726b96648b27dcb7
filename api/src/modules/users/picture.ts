import type { Kysely } from 'kysely';
import { profilePictureSchema } from '@chapter/shared/schemas';
import type { Database, StoredPicture } from '../../db/schema';
import { encodePicture, imageMimeOf, type EncodedPicture, type PictureStore } from '../../files';
import { validateWith } from '../validate';

/** Profile pictures are stored as 400×400 WebP. */
export const PROFILE_PICTURE_PX = 400;

/**
 * Checks an uploaded profile picture by its content (JPG, PNG or GIF, at most 5 MB, with the shared schema's
 * messages) and re-encodes it.
 */
export async function acceptProfilePicture(upload: Buffer): Promise<EncodedPicture> {
  const mimetype = (await imageMimeOf(upload)) ?? 'application/octet-stream';
  await validateWith(profilePictureSchema, { size: upload.length, mimetype });
  return encodePicture(upload, { size: PROFILE_PICTURE_PX, fit: 'cover' });
}

/** Replaces (or with null removes) a user's picture; the old file goes only after the row points elsewhere. */
export async function replaceProfilePicture(
  db: Kysely<Database>,
  store: PictureStore,
  userId: string,
  picture: EncodedPicture | null,
): Promise<StoredPicture | null> {
  const before = await db.selectFrom('users').select('profile_picture').where('id', '=', userId).executeTakeFirst();
  const saved = picture ? await store.save(picture) : null;
  await db
    .updateTable('users')
    .set({ profile_picture: saved ? JSON.stringify(saved) : null })
    .where('id', '=', userId)
    .execute();
  await store.remove(before?.profile_picture);
  return saved;
}
