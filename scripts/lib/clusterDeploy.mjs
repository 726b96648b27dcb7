// What the cluster suite's deploy checks need (docs/deploying-a-remote.md#deploy-to-a-server-from-anywhere): a copy
// of the built apps for the instances to serve, a separate clean checkout to deploy from, "browsers" with a cookie jar
// of their own that read the remotes map a page inlines, and archives made from a built version folder.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pnpmCommand, root, runQuiet } from './proc.mjs';
import { buildRecord, packArchive, readBuildFolder } from './remoteArchive.mjs';

/**
 * A copy of dist/web (built as a test build first when there is none) in `dest`: the instances serve the copy, so
 * nothing the suite does touches dist/web, and a build elsewhere on the machine cannot change what they serve.
 */
export async function webCopy(dest) {
  const webDir = path.join(root, 'dist', 'web');
  if (!fs.existsSync(path.join(webDir, 'index.html')) || !fs.existsSync(path.join(webDir, 'remotes.json'))) {
    const { code, output } = await runQuiet(process.execPath, [path.join(root, 'scripts', 'build-web.mjs'), '--test']);
    if (code !== 0) throw new Error(`building the apps failed:\n${output}`);
  }
  fs.cpSync(webDir, dest, { recursive: true });
  return dest;
}

/** SHA-256 of every top-level file of the built apps (the shell's files, index.html and remotes.json among them). */
export function shellFileHashes(webDir) {
  const hashes = {};
  for (const entry of fs.readdirSync(webDir, { withFileTypes: true }).filter((e) => e.isFile())) {
    hashes[entry.name] = crypto
      .createHash('sha256')
      .update(fs.readFileSync(path.join(webDir, entry.name)))
      .digest('hex');
  }
  return hashes;
}

/** The remotes map a page inlines (`<script type="application/json" id="chapter-remotes">`). */
export function inlinedRemotes(html) {
  const found = /<script type="application\/json" id="chapter-remotes">([^<]*)<\/script>/.exec(html);
  if (!found) throw new Error(`the page inlines no remotes map: ${html.slice(0, 200)}`);
  return JSON.parse(found[1]);
}

/** A browser as the server sees it: its own cookies (the canary's browser id), kept from answer to answer. */
export function newBrowser() {
  const jar = new Map();
  return {
    jar,
    /** Opens a page at `base` + `pathname`: the remotes map it inlines and which instance served it. */
    async open(base, pathname = '/') {
      const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      const response = await fetch(`${base}${pathname}`, { headers: cookie ? { cookie } : {}, signal: AbortSignal.timeout(20_000) });
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair.indexOf('=');
        jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
      }
      const html = await response.text();
      if (response.status !== 200) throw new Error(`GET ${pathname} on ${base}: ${response.status}`);
      return { map: inlinedRemotes(html), servedBy: response.headers.get('x-served-by'), setCookie: response.headers.getSetCookie() };
    },
  };
}

/**
 * A separate clean checkout of this repository in `dest` with its dependencies (pnpm install --offline from the
 * machine's store): `git clone`, then this working tree's uncommitted changes laid over it, so that what is about to
 * be committed is what deploys. Resolves with how long each step took.
 */
export async function cleanCheckout(dest) {
  const times = {};
  let t0 = performance.now();
  const git = (args, cwd = root) => {
    const result = spawnSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.stderr}`);
    return result.stdout;
  };
  git(['clone', '--quiet', root, dest]);
  const changed = git(['ls-files', '-z', '--modified', '--others', '--exclude-standard']).split('\0').filter(Boolean);
  const deleted = new Set(git(['ls-files', '-z', '--deleted']).split('\0').filter(Boolean));
  for (const file of changed.filter((name) => !deleted.has(name))) {
    fs.mkdirSync(path.dirname(path.join(dest, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(dest, file));
  }
  for (const file of deleted) fs.rmSync(path.join(dest, file), { force: true });
  times.clone = performance.now() - t0;
  t0 = performance.now();
  const [cmd, ...pre] = pnpmCommand();
  const { code, output } = await runQuiet(cmd, [...pre, 'install', '--offline', '--frozen-lockfile'], { cwd: dest });
  if (code !== 0) throw new Error(`pnpm install --offline in the clean checkout failed:\n${output.slice(-2000)}`);
  times.install = performance.now() - t0;
  return { times, overlaid: changed.length + deleted.size };
}

/** Runs the deploy CLI of `checkout` with exactly `env`; resolves with its exit code and output. */
export function deployFrom(checkout, args, env) {
  return runQuiet(process.execPath, [path.join(checkout, 'scripts', 'deploy-remote.mjs'), ...args], { cwd: checkout, env });
}

/**
 * An archive of a built version folder as the CLI packs it (without server/ and pages/, with chapter-build.json);
 * `editManifest` may change the parsed mf-manifest.json first (a test-made archive).
 */
export async function archiveOf(versionDir, { pkg, name, buildId, runtime, test }, editManifest = null) {
  const { files } = readBuildFolder(versionDir);
  if (editManifest) {
    const manifest = files.find((file) => file.path === 'mf-manifest.json');
    manifest.data = Buffer.from(JSON.stringify(editManifest(JSON.parse(manifest.data.toString('utf8')))));
  }
  files.push(buildRecord({ pkg, name, buildId, runtime, test }));
  return packArchive(files);
}
