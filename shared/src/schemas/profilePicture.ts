import { mixed } from 'yup';
import { LIMITS } from '../constants';

/** A browser `File` has `type`; a multipart upload on the server has `mimetype`. Both have `size`. */
export type PictureFile = { size: number; type?: string; mimetype?: string };

export const PROFILE_PICTURE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/gif'] as const;

const TYPE_MESSAGE = 'Only JPG, PNG and GIF files are allowed';

const isPictureFile = (value: unknown): value is PictureFile => typeof value === 'object' && value !== null && typeof (value as PictureFile).size === 'number';

const mimeOf = (file: PictureFile) => (file.type || file.mimetype || '').toLowerCase();

/** Optional picture: at most 5 MB, JPG/PNG/GIF only. */
export const profilePictureSchema = mixed<PictureFile>(isPictureFile)
  .nullable()
  .optional()
  .typeError(TYPE_MESSAGE)
  .test('fileSize', 'Profile picture must be less than 5MB', (file) => !file || file.size <= LIMITS.profilePictureBytes)
  .test('fileType', TYPE_MESSAGE, (file) => !file || (PROFILE_PICTURE_TYPES as readonly string[]).includes(mimeOf(file)));
