import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { API_BASE } from '@chapter/shared/constants';
import type { Database, StoredFileKind, StoredPicture } from '../db/schema';
import type { EncodedPicture } from './picture';

/** Where re-encoded pictures live: the stored_files table, shared by every API process on the database. */
export interface PictureStore {
  save(picture: EncodedPicture): Promise<StoredPicture>;
  /** Removes a picture saved earlier; unknown or foreign URLs are ignored. */
  remove(picture: StoredPicture | null | undefined): Promise<void>;
}

export const PICTURE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

/** Where earlier versions kept public pictures on disk; imported into the table once at start (importUploadedFiles). */
export const picturesDir = (dataDir: string) => path.join(dataDir, 'uploads', 'pictures');
/** Where earlier versions kept private files (issue screenshots) on disk; imported the same way. */
export const privateUploadsDir = (dataDir: string) => path.join(dataDir, 'uploads', 'private');

export const pictureUrl = (name: string) => `${API_BASE}/files/pictures/${name}`;
/** Private files are recorded by name only: they have no address. */
export const privateFileUrl = (name: string) => `private/${name}`;

const urlOf = (kind: StoredFileKind) => (kind === 'public' ? pictureUrl : privateFileUrl);

/** Bytes as a Buffer whichever driver read them (node-postgres gives a Buffer, PGlite may give a Uint8Array). */
export const asBuffer = (bytes: Uint8Array): Buffer => (Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));

/** A store of `kind` files in the stored_files table. */
export function databasePictureStore(db: Kysely<Database>, kind: StoredFileKind): PictureStore {
  const url = urlOf(kind);
  return {
    async save(picture) {
      const name = `${randomUUID()}.webp`;
      await db.insertInto('stored_files').values({ name, kind, content_type: 'image/webp', bytes: picture.webp, size: picture.webp.length }).execute();
      return { url: url(name), blurhash: picture.blurhash };
    },
    async remove(picture) {
      const name = picture?.url.split('/').pop() ?? '';
      if (!picture || !PICTURE_NAME.test(name) || picture.url !== url(name)) return;
      await db.deleteFrom('stored_files').where('name', '=', name).where('kind', '=', kind).execute();
    },
  };
}

export interface ServedFile {
  bytes: Buffer;
  contentType: string;
}

/** A public file by name, or null (private files are never served). */
export async function readPublicFile(db: Kysely<Database>, name: string): Promise<ServedFile | null> {
  const row = await db.selectFrom('stored_files').select(['bytes', 'content_type']).where('name', '=', name).where('kind', '=', 'public').executeTakeFirst();
  return row ? { bytes: asBuffer(row.bytes), contentType: row.content_type } : null;
}

/**
 * Moves the files earlier versions kept under `<dataDir>/uploads` into the table: each file is inserted (a name
 * already there is kept as it is) and then deleted from disk, and the emptied folders go too, so a second start
 * finds nothing to do and a start that died half-way finishes the rest. Files with names this app never wrote are
 * left where they are.
 */
export async function importUploadedFiles(db: Kysely<Database>, dataDir: string): Promise<number> {
  let imported = 0;
  const folders: Array<[string, StoredFileKind]> = [
    [picturesDir(dataDir), 'public'],
    [privateUploadsDir(dataDir), 'private'],
  ];
  for (const [dir, kind] of folders) {
    if (!fs.existsSync(dir)) continue;
    for (const name of fs.readdirSync(dir).filter((file) => PICTURE_NAME.test(file))) {
      const file = path.join(dir, name);
      const bytes = fs.readFileSync(file);
      const result = await db
        .insertInto('stored_files')
        .values({ name, kind, content_type: 'image/webp', bytes, size: bytes.length })
        .onConflict((oc) => oc.column('name').doNothing())
        .executeTakeFirst();
      if (Number(result.numInsertedOrUpdatedRows ?? 0) > 0) imported += 1;
      fs.rmSync(file, { force: true });
    }
    removeIfEmpty(dir);
  }
  removeIfEmpty(path.join(dataDir, 'uploads'));
  return imported;
}

function removeIfEmpty(dir: string): void {
  try {
    if (fs.readdirSync(dir).length === 0) fs.rmdirSync(dir);
  } catch {
    /* absent already */
  }
}
