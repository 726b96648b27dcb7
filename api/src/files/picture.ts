import { BLUR_PLACEHOLDER_SIZE } from '@chapter/shared/constants';
import type { Picture } from '@chapter/shared/types';
import type { StoredPicture } from '../db/schema';
import { HttpError } from '../errors';

/** Decoding stops beyond this many pixels (a decompression bomb is refused, not decoded). */
const MAX_INPUT_PIXELS = 40_000_000;

/** The MIME type of an image judged by its content, not its name or declared type; null when it is no image sharp can read. */
export async function imageMimeOf(buffer: Buffer): Promise<string | null> {
  const { default: sharp } = await import('sharp');
  try {
    const { format } = await sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!format) return null;
    return `image/${format}`;
  } catch {
    return null;
  }
}

export interface EncodedPicture {
  webp: Buffer;
  blurhash: string;
}

export interface EncodeOptions {
  /** Square crop of this many pixels (profile pictures), or a bounding box the picture fits inside (screenshots). */
  size: number;
  fit: 'cover' | 'inside';
}

/** Re-encodes to WebP (EXIF orientation applied, all metadata such as location dropped) and computes its blurhash. */
export async function encodePicture(buffer: Buffer, { size, fit }: EncodeOptions): Promise<EncodedPicture> {
  const [{ default: sharp }, { encode }] = await Promise.all([import('sharp'), import('blurhash')]);
  try {
    const webp = await sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(size, size, { fit, withoutEnlargement: fit === 'inside' })
      .webp({ quality: 82 })
      .toBuffer();
    const { data, info } = await sharp(webp)
      .resize(BLUR_PLACEHOLDER_SIZE, BLUR_PLACEHOLDER_SIZE, { fit: 'inside' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { webp, blurhash: encode(new Uint8ClampedArray(data), info.width, info.height, 4, 3) };
  } catch {
    throw new HttpError(400, 'The image could not be read. Please choose another file.');
  }
}

/** A stored picture as the API answers it: an Image is { url, hashCode } (hashCode the blurhash, or null). */
export const toPicture = (stored: StoredPicture | null): Picture | null => (stored ? { url: stored.url, hashCode: stored.blurhash ?? null } : null);
