import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieValue } from '../cookies';

/** The cookie that keeps a browser's random id, which makes its canary choice sticky (docs/deploying-a-remote.md). */
export const BROWSER_COOKIE = 'chapter_bid';
/** What the server sets as a browser's id; anything else in the cookie is ignored and replaced. */
const BROWSER_ID = /^[A-Za-z0-9_-]{16,64}$/;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** A file of an uploaded remote version, as the store keeps it. */
export interface UploadedFile {
  path: string;
  contentType: string;
  bytes: Buffer;
}

/** Where uploaded remotes come from; the deployments module gives one (modules/deployments/serving.ts). */
export interface RemoteSource {
  /** The remotes map this browser gets: `base` (remotes.json) with each remote's release and canary choice applied. */
  remotesFor(base: Record<string, unknown>, browserId: string): Promise<Record<string, unknown>>;
  /** Every file of an uploaded version, or null when there is no such version. */
  versionFiles(pkg: string, version: string): Promise<UploadedFile[] | null>;
}

/** The browser's id from its cookie; a new one is made and set (1 year, HttpOnly, SameSite=Lax) when it has none. */
export function browserIdOf(request: FastifyRequest, reply: FastifyReply): string {
  const found = cookieValue(request.headers.cookie, BROWSER_COOKIE);
  if (found && BROWSER_ID.test(found)) return found;
  const id = crypto.randomBytes(16).toString('base64url');
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header('set-cookie', `${BROWSER_COOKIE}=${id}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; HttpOnly; SameSite=Lax${secure}`);
  return id;
}

const UPLOADED_URL = /^\/remotes\/([a-z0-9-]+)\/(\d{14}-[0-9a-f]{8})\/([A-Za-z0-9._/-]+)$/;

/**
 * Serves uploaded remote versions (`/remotes/<pkg>/<version>/<file>` that dist/web does not hold) from a disk cache
 * under `cacheDir`: a version's files are written there on its first request (into a temporary folder, then renamed,
 * so a reader never sees half a version) and served from there afterwards. A .br or .gz sibling the upload carried
 * is sent when the browser accepts it. Answers false for anything else.
 */
export function uploadedRemoteFiles(cacheDir: string, source: RemoteSource, cacheControlFor: (file: string) => string) {
  const filling = new Map<string, Promise<string | null>>();

  async function fill(pkg: string, version: string): Promise<string | null> {
    const dir = path.join(cacheDir, pkg, version);
    if (fs.existsSync(path.join(dir, 'types.json'))) return dir;
    const files = await source.versionFiles(pkg, version);
    if (!files) return null;
    const temp = `${dir}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
    for (const file of files) {
      const target = path.join(temp, 'files', file.path);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      await fs.promises.writeFile(target, file.bytes);
    }
    const types = Object.fromEntries(files.map((file) => [file.path, file.contentType]));
    await fs.promises.writeFile(path.join(temp, 'types.json'), JSON.stringify(types));
    try {
      await fs.promises.rename(temp, dir);
    } catch {
      // Another process (or an earlier request) wrote it first: theirs is the same content.
      await fs.promises.rm(temp, { recursive: true, force: true });
    }
    return fs.existsSync(path.join(dir, 'types.json')) ? dir : null;
  }

  const cached = (pkg: string, version: string): Promise<string | null> => {
    const key = `${pkg}/${version}`;
    let pending = filling.get(key);
    if (!pending) {
      pending = fill(pkg, version).finally(() => filling.delete(key));
      filling.set(key, pending);
    }
    return pending;
  };

  return async (request: FastifyRequest, reply: FastifyReply, pathname: string): Promise<boolean> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const match = UPLOADED_URL.exec(pathname);
    if (!match || match[3]!.split('/').some((part) => part === '' || part === '.' || part === '..')) return false;
    const [, pkg, version, file] = match as unknown as [string, string, string, string];
    const dir = await cached(pkg, version);
    if (!dir) return false;
    const types = JSON.parse(await fs.promises.readFile(path.join(dir, 'types.json'), 'utf8')) as Record<string, string>;
    if (!types[file]) return false;
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const encoding = (['br', 'gzip'] as const).find((name) => new RegExp(`\\b${name}\\b`).test(accepts) && types[`${file}.${name === 'br' ? 'br' : 'gz'}`]);
    const sent = encoding ? `${file}.${encoding === 'br' ? 'br' : 'gz'}` : file;
    const etag = `"${version}-${crypto.createHash('sha256').update(sent).digest('hex').slice(0, 16)}"`;
    reply.header('cache-control', cacheControlFor(file)).header('etag', etag).type(types[file]);
    if (types[`${file}.br`] || types[`${file}.gz`]) reply.header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === etag) {
      void reply.code(304).send();
      return true;
    }
    if (encoding) reply.header('content-encoding', encoding);
    const bytes = await fs.promises.readFile(path.join(dir, 'files', sent));
    void reply.code(200).send(bytes);
    return true;
  };
}
