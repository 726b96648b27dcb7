import crypto from 'node:crypto';
import { Readable, Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { DEPLOY_LIMITS } from '@chapter/contract/constants';
import type { Area } from '@chapter/shared/areas';
import { HttpError } from '../../errors';
import { isRecord } from '../validate';

/** A file of an uploaded remote build, at its path inside the build folder. */
export interface BuildFile {
  path: string;
  contentType: string;
  bytes: Buffer;
}

/** What the deploy CLI writes at the archive's root (chapter-build.json). */
export interface ChapterBuild {
  pkg: string;
  name: string;
  buildId: string | null;
  /** The @module-federation/runtime-core version the build used. */
  runtime: string;
  test: boolean;
}

export interface FederationManifest {
  name: string;
  shared?: Array<{ name: string; singleton?: boolean; requiredVersion?: string }>;
}

export interface UnpackedBuild {
  files: BuildFile[];
  manifest: FederationManifest;
  build: ChapterBuild;
  /** SHA-256 over the sorted `<path>\0<sha256 of file>\n` lines of its files. */
  contentHash: string;
  size: number;
}

/** The content types a remote's files may have, by extension; a .br or .gz file is the pre-compressed form of its base. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  js: 'application/javascript; charset=utf-8',
  mjs: 'application/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  map: 'application/json; charset=utf-8',
  json: 'application/json; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
};

/** The content type of `file` (a .br/.gz sibling: its base file's), or null when its kind is not allowed. */
export function contentTypeOf(file: string): string | null {
  const base = /\.(br|gz)$/.test(file) ? file.slice(0, -3) : file;
  const extension = /\.([A-Za-z0-9]+)$/.exec(base)?.[1]?.toLowerCase();
  return (extension && CONTENT_TYPES[extension]) || null;
}

const refuse = (message: string): never => {
  throw new HttpError(400, message);
};
const MB = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/**
 * Why a path inside the archive is refused, or null: only plain relative names inside the build folder, and neither
 * `server/` (code the server would run) nor `pages/` (prerendered HTML, made only by builds on the server).
 */
export function pathProblem(name: string): string | null {
  if (name.startsWith('/') || name.includes('\\')) return `"${name}" is not a path inside the build folder.`;
  if (!/^[A-Za-z0-9._/-]+$/.test(name)) return `"${name}" has characters a remote's file name may not have (letters, digits, . _ - / only).`;
  const parts = name.split('/');
  if (parts.some((part) => part === '..' || part === '.' || part === '')) return `"${name}" is not a path inside the build folder.`;
  if (parts[0] === 'server') return `The archive holds server/ ("${name}"): code the server would run is never accepted from an upload.`;
  if (parts[0] === 'pages') return `The archive holds pages/ ("${name}"): prerendered pages are made only by builds on the server.`;
  return null;
}

/** Stops a gzip bomb: fails once more than `limit` bytes came out. */
function capped(limit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > limit) done(new HttpError(400, `The archive unpacks to more than ${MB(DEPLOY_LIMITS.unpackedBytes)}.`));
      else done(null, chunk);
    },
  });
}

/** The tar entries' files, with the limits applied while reading (never more than the limits are held in memory). */
async function readEntries(archive: Buffer): Promise<BuildFile[]> {
  const files: BuildFile[] = [];
  const seen = new Set<string>();
  let total = 0;
  const { default: tar } = await import('tar-stream');
  const extract = tar.extract();
  const reading = (async () => {
    for await (const entry of extract) {
      const { type, size = 0 } = entry.header;
      const name = entry.header.name.replace(/^\.\//, '').replace(/\/$/, '');
      if (type !== 'file' && type !== 'directory') refuse(`"${entry.header.name}" is a ${type}: only files and folders are accepted.`);
      if (name === '' && type === 'directory') {
        entry.resume();
        continue;
      }
      const problem = pathProblem(name);
      if (problem) refuse(problem);
      if (type === 'directory') {
        entry.resume();
        continue;
      }
      const contentType =
        contentTypeOf(name) ?? refuse(`"${name}" is not a kind of file a remote serves (scripts, styles, source maps, JSON, text, images, fonts).`);
      if (seen.has(name)) refuse(`"${name}" is in the archive twice.`);
      seen.add(name);
      if (files.length + 1 > DEPLOY_LIMITS.files) refuse(`The archive holds more than ${DEPLOY_LIMITS.files} files.`);
      if (size > DEPLOY_LIMITS.fileBytes) refuse(`"${name}" is larger than ${MB(DEPLOY_LIMITS.fileBytes)}.`);
      total += size;
      if (total > DEPLOY_LIMITS.unpackedBytes) refuse(`The archive unpacks to more than ${MB(DEPLOY_LIMITS.unpackedBytes)}.`);
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      files.push({ path: name, contentType, bytes: Buffer.concat(chunks) });
    }
  })();
  // The tar headers and padding add a little to the files' bytes; 1 KB per file allowed on top.
  const cap = DEPLOY_LIMITS.unpackedBytes + (DEPLOY_LIMITS.files + 2) * 1024;
  const feeding = pipeline(Readable.from([archive]), zlib.createGunzip(), capped(cap), extract as unknown as Writable);
  try {
    await Promise.all([feeding, reading]);
  } catch (error) {
    extract.destroy();
    if (error instanceof HttpError) throw error;
    refuse('The upload is not a gzip-compressed tar archive (or it is cut short).');
  }
  return files;
}

function parsedJson(files: BuildFile[], name: string): unknown {
  const file = files.find((candidate) => candidate.path === name) ?? refuse(`The archive has no ${name} at its root.`);
  try {
    return JSON.parse(file.bytes.toString('utf8'));
  } catch {
    return refuse(`${name} is not valid JSON.`);
  }
}

/** The SHA-256 over the sorted `<path>\0<sha256 of file>\n` lines of the files (the version's content hash). */
export function contentHashOf(files: ReadonlyArray<{ path: string; bytes: Buffer }>): string {
  const lines = files
    .map((file) => `${file.path}\0${crypto.createHash('sha256').update(file.bytes).digest('hex')}\n`)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return crypto.createHash('sha256').update(lines.join('')).digest('hex');
}

/**
 * Unpacks and checks an uploaded build of `area`'s remote: the archive's limits (DEPLOY_LIMITS) while reading, every
 * path inside its folder, allowed content types, an mf-manifest.json naming this remote and a chapter-build.json.
 * Throws an HttpError (400) saying what is wrong.
 */
export async function unpackBuild(archive: Buffer, area: Area): Promise<UnpackedBuild> {
  if (archive.length > DEPLOY_LIMITS.archiveBytes) throw new HttpError(413, `The archive is larger than ${MB(DEPLOY_LIMITS.archiveBytes)}.`);
  const files = await readEntries(archive);
  const manifest = parsedJson(files, 'mf-manifest.json');
  if (!isRecord(manifest) || typeof manifest.name !== 'string') return refuse('mf-manifest.json names no federation container.');
  if (manifest.name !== area.name) return refuse(`mf-manifest.json is the manifest of ${manifest.name}, not of ${area.pkg} (${area.name}).`);
  if (manifest.shared !== undefined && !Array.isArray(manifest.shared)) return refuse('mf-manifest.json lists its shared packages wrongly.');
  const build = parsedJson(files, 'chapter-build.json');
  if (!isRecord(build) || typeof build.runtime !== 'string' || !/^\d+\.\d+\.\d+/.test(build.runtime)) {
    return refuse('chapter-build.json does not name the federation runtime the build used (runtime).');
  }
  if (build.name !== undefined && build.name !== area.name) return refuse(`chapter-build.json describes ${String(build.name)}, not ${area.name}.`);
  return {
    files,
    manifest: manifest as unknown as FederationManifest,
    build: {
      pkg: area.pkg,
      name: area.name,
      buildId: typeof build.buildId === 'string' ? build.buildId.slice(0, 200) : null,
      runtime: build.runtime,
      test: build.test === true,
    },
    contentHash: contentHashOf(files),
    size: files.reduce((sum, file) => sum + file.bytes.length, 0),
  };
}
