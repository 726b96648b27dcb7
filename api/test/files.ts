import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Database } from '../src/db/schema';
import { pictureUrl } from '../src/files';

export interface UploadFile {
  content: Buffer;
  filename: string;
  type: string;
}

/** A multipart/form-data body for `app.inject`, built by the platform's own FormData. */
export async function multipart(fields: Record<string, string | number>, files: Record<string, UploadFile> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  for (const [name, file] of Object.entries(files)) form.append(name, new Blob([new Uint8Array(file.content)], { type: file.type }), file.filename);
  const response = new Response(form);
  return { payload: Buffer.from(await response.arrayBuffer()), headers: { 'content-type': response.headers.get('content-type')! } };
}

/** A real PNG made by sharp. */
export async function pngFile(width = 64, height = 48, filename = 'me.png'): Promise<UploadFile> {
  const content = await sharp({ create: { width, height, channels: 3, background: { r: 30, g: 160, b: 110 } } })
    .png()
    .toBuffer();
  return { content, filename, type: 'image/png' };
}

/** A text file dressed up as a picture (name and declared type say PNG). */
export const fakePngFile = (): UploadFile => ({ content: Buffer.from('this is not a picture at all\n'.repeat(20)), filename: 'evil.png', type: 'image/png' });

let lastAddress = 0;
/** A fresh client address, so per-address rate limits of one test do not leak into another. */
export const freshAddress = (): string => {
  lastAddress += 1;
  return `10.${(lastAddress >> 16) & 255}.${(lastAddress >> 8) & 255}.${lastAddress & 255}`;
};

/** Stores a file as an upload would (stored_files) and returns its name and address, for tests that need one on record. */
export async function storedTestFile(db: Kysely<Database>, kind: 'public' | 'private', content = 'webp'): Promise<{ name: string; url: string }> {
  const name = `${randomUUID()}.webp`;
  const bytes = Buffer.from(content);
  await db.insertInto('stored_files').values({ name, kind, content_type: 'image/webp', bytes, size: bytes.length }).execute();
  return { name, url: pictureUrl(name) };
}
