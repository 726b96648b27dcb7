import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { API_BASE } from '@chapter/shared/constants';
import type { StoredPicture } from '../db/schema';
import type { EncodedPicture } from './picture';

/** Where re-encoded pictures live; the local folder now, room for a cloud image host later. */
export interface PictureStore {
  save(picture: EncodedPicture): Promise<StoredPicture>;
  /** Removes a picture saved earlier; unknown or foreign URLs are ignored. */
  remove(picture: StoredPicture | null | undefined): Promise<void>;
}

export const PICTURE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

/** Public pictures (profile pictures), served by GET /files/pictures/{name}. */
export const picturesDir = (dataDir: string) => path.join(dataDir, 'uploads', 'pictures');
/** Private files (issue screenshots): mailed to the chapter, never served. */
export const privateUploadsDir = (dataDir: string) => path.join(dataDir, 'uploads', 'private');

export const pictureUrl = (name: string) => `${API_BASE}/files/pictures/${name}`;

/** A store in `dir`; `urlOf` turns a file name into the URL recorded for it. */
export function localPictureStore(dir: string, urlOf: (name: string) => string = pictureUrl): PictureStore {
  return {
    async save(picture) {
      await fs.mkdir(dir, { recursive: true });
      const name = `${randomUUID()}.webp`;
      await fs.writeFile(path.join(dir, name), picture.webp, { flag: 'wx' });
      return { url: urlOf(name), blurhash: picture.blurhash };
    },
    async remove(picture) {
      const name = picture?.url.split('/').pop() ?? '';
      if (!picture || !PICTURE_NAME.test(name) || picture.url !== urlOf(name)) return;
      await fs.rm(path.join(dir, name), { force: true });
    },
  };
}
