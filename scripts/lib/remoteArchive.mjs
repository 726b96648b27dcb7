// A remote's build folder as the one archive the API takes (docs/deploying-a-remote.md#deploy-to-a-server-from-anywhere):
// a gzip-compressed tar of the folder as webpack writes it (mf-manifest.json at its root), without `server/` (code the
// server would run) or `pages/` (prerendered HTML, made only for builds on the server), plus `chapter-build.json`
// at its root saying what was built. `npm run deploy:remote -- --to` and `--archive` pack with it; the tests use it to
// make archives of their own.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import tar from 'tar-stream';

/** Top-level folders of a build that an upload never carries (the API refuses an archive holding them). */
export const NOT_UPLOADED = ['server', 'pages'];
/** What the CLI adds at the archive's root: { pkg, name, buildId, runtime, test }. */
export const BUILD_RECORD = 'chapter-build.json';

/** @typedef {{ path: string, data: Buffer }} ArchiveFile  a file of the archive: its path inside (with '/'), its bytes */

/** Every file under `dir` but the folders an upload never carries, sorted by path; `dropped` names what was left out. */
export function readBuildFolder(dir) {
  /** @type {ArchiveFile[]} */
  const files = [];
  const dropped = [];
  const walk = (relative) => {
    for (const entry of fs.readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const inside = relative ? `${relative}/${entry.name}` : entry.name;
      if (!relative && entry.isDirectory() && NOT_UPLOADED.includes(entry.name)) {
        dropped.push(`${entry.name}/`);
      } else if (entry.isDirectory()) {
        walk(inside);
      } else if (entry.isFile()) {
        files.push({ path: inside, data: fs.readFileSync(path.join(dir, inside)) });
      }
    }
  };
  walk('');
  if (!files.some((file) => file.path === 'mf-manifest.json')) throw new Error(`${dir} has no mf-manifest.json at its root: not a remote's build folder`);
  return { files: sortByPath(files), dropped };
}

/** The build record the API reads from the archive's root. */
export function buildRecord({ pkg, name, buildId, runtime, test }) {
  return { path: BUILD_RECORD, data: Buffer.from(`${JSON.stringify({ pkg, name, buildId, runtime, test }, null, 2)}\n`) };
}

/**
 * The content hash a version is named by: SHA-256 over the sorted lines `<path>\0<sha256 of the file>\n` of the
 * archive's files (the API computes the same over what it unpacked).
 */
export function contentHash(files) {
  const lines = sortByPath(files).map((file) => `${file.path}\0${crypto.createHash('sha256').update(file.data).digest('hex')}\n`);
  return crypto.createHash('sha256').update(lines.join('')).digest('hex');
}

/** The files as a .tar.gz (regular files only, sorted, fixed times and modes: the same files give the same bytes). */
export async function packArchive(files) {
  const pack = tar.pack();
  const gzip = zlib.createGzip({ level: 9 });
  const chunks = [];
  const done = new Promise((resolve, reject) => {
    gzip.on('data', (chunk) => chunks.push(chunk));
    gzip.on('end', resolve);
    gzip.on('error', reject);
    pack.on('error', reject);
  });
  pack.pipe(gzip);
  for (const file of sortByPath(files)) {
    await new Promise((resolve, reject) => {
      pack.entry({ name: file.path, size: file.data.length, mode: 0o644, mtime: new Date(0), type: 'file' }, file.data, (error) =>
        error ? reject(error) : resolve(),
      );
    });
  }
  pack.finalize();
  await done;
  return Buffer.concat(chunks);
}

/** The regular files of a .tar.gz, sorted by path (for tests and checks; the API unpacks with its own limits). */
export async function unpackArchive(archive) {
  const extract = tar.extract();
  /** @type {ArchiveFile[]} */
  const files = [];
  const done = new Promise((resolve, reject) => {
    extract.on('entry', (header, stream, next) => {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        if (header.type === 'file') files.push({ path: header.name, data: Buffer.concat(chunks) });
        next();
      });
      stream.on('error', reject);
    });
    extract.on('finish', resolve);
    extract.on('error', reject);
  });
  extract.end(zlib.gunzipSync(archive));
  await done;
  return sortByPath(files);
}

function sortByPath(files) {
  return [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
