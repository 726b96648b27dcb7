// Deploys one remote without touching the shell (docs/deploying-a-remote.md).
//
//   node scripts/deploy-remote.mjs mfe-admin
//     Builds it into a new versioned folder of this machine's dist/web (or WEB_DIR), prerenders its pages, points
//     remotes.json at it (atomically) and records the deployment in deployments.json.
//   DEPLOY_TOKEN=cdt_… node scripts/deploy-remote.mjs mfe-admin --to https://chapter.example.edu [--canary 10]
//     Asks that server for its deployed shell, builds the remote here (a test build when that shell is one), checks
//     it against the shell, packs it as one .tar.gz (without server/ and pages/) and uploads it with the deploy token
//     (from the environment only: an argument would show in `ps` and the shell's history). Without --canary the
//     upload becomes the stable version; with --canary N it is served to N % of browsers (1-100).
//   node scripts/deploy-remote.mjs mfe-admin --archive mfe-admin.tar.gz [--to https://…]
//     Only writes the archive (for an upload from the admin area), checked against the deployed shell of --to (with
//     DEPLOY_TOKEN) or else of this machine's dist/web.
// A build that needs a shared singleton (the kit above all) in a version the deployed shell does not provide is
// refused, here and by the server. Exits 1 on a refusal or failure, 2 on a wrong command line.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  buildRemoteVersion,
  deployedShell,
  findRemote,
  incompatibility,
  readJson,
  recordDeployment,
  remotesJson,
  runtimeCoreVersion,
  webDir,
  webpackBuild,
  writeJsonAtomic,
} from './build-web.mjs';
import { buildRecord, packArchive, readBuildFolder } from './lib/remoteArchive.mjs';

const USAGE = `Usage: node scripts/deploy-remote.mjs <remote package, e.g. mfe-admin> [--to <server URL> [--canary <1-100>]] [--archive <file.tar.gz>]
The deploy token for --to is read from the environment variable DEPLOY_TOKEN.`;

function usage(message) {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

let parsed;
try {
  parsed = parseArgs({ allowPositionals: true, options: { to: { type: 'string' }, canary: { type: 'string' }, archive: { type: 'string' } } });
} catch (error) {
  usage(/token/i.test(error.message) ? 'A deploy token is never a command-line argument: set DEPLOY_TOKEN in the environment.' : error.message);
}
const { positionals, values } = parsed;
const pkg = positionals[0];
if (!pkg || positionals.length > 1) usage('Name one remote package.');
if (values.canary !== undefined && (!/^[0-9]{1,3}$/.test(values.canary) || Number(values.canary) < 1 || Number(values.canary) > 100)) {
  usage('--canary takes a share of browsers from 1 to 100.');
}
if (values.canary !== undefined && (!values.to || values.archive)) usage('--canary needs --to (and no --archive): it is a choice the server makes.');

try {
  const remote = findRemote(pkg);
  if (values.to || values.archive) await deployElsewhere(remote, values);
  else await deployHere(remote);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

/** Today's deploy onto this machine's dist/web. */
async function deployHere(remote) {
  try {
    if (!fs.existsSync(path.join(webDir, 'index.html'))) throw new Error('dist/web has no shell yet: run node scripts/build-web.mjs first');
    const previous = readJson(remotesJson, {})[remote.name] ?? null;
    const shell = deployedShell();
    const built = await buildRemoteVersion(remote, { test: shell?.test ?? false, check: (manifest) => incompatibility(remote, manifest, shell) });
    if (!fs.existsSync(path.join(webDir, built.url))) throw new Error(`${built.url} is missing after the build`);
    // Re-read just before writing, so a concurrent deploy of another remote is kept.
    writeJsonAtomic(remotesJson, { ...readJson(remotesJson, {}), [remote.name]: built.url });
    recordDeployment(remote, { action: 'deploy', version: built.version, url: built.url, buildId: built.buildId, previous });
    console.log(`Deployed ${remote.pkg} as ${remote.name}: ${previous ?? '(none)'} -> ${built.url} (build ${built.buildId})`);
  } catch (error) {
    throw new Error(`Deploy failed, remotes.json unchanged: ${error.message}`);
  }
}

/** Build here, check against the target's shell, pack; then upload to --to, or write --archive. */
async function deployElsewhere(remote, { to, canary, archive }) {
  const server = to ? serverUrl(to) : null;
  const token = process.env.DEPLOY_TOKEN ?? '';
  if (server && !token) throw new Error('Set DEPLOY_TOKEN to a deploy token for this remote (an admin creates one in the admin area, Deployments).');
  const shell = server ? await shellOf(server, token) : localShell();
  const stamp = new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14);
  const buildId = process.env.BUILD_ID || `${remote.pkg}@${stamp}`;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `deploy-${remote.pkg}-`));
  try {
    console.log(`Building ${remote.pkg} (${shell.test ? 'a test build, as the deployed shell is one' : 'production'}) …`);
    await webpackBuild(remote.pkg, folder, buildId, shell.test);
    const manifestFile = path.join(folder, 'mf-manifest.json');
    if (!fs.existsSync(manifestFile)) throw new Error(`${remote.pkg}: the build wrote no mf-manifest.json`);
    const refusal = incompatibility(remote, JSON.parse(fs.readFileSync(manifestFile, 'utf8')), shell);
    if (refusal) throw new Error(`Deploy refused, nothing uploaded: ${refusal}`);
    const { files, dropped } = readBuildFolder(folder);
    // Prerendered pages and their server code are made only for builds on the server: an upload carries neither.
    if (dropped.length) console.log(`  left out of the archive: ${dropped.join(', ')} (uploads carry no server code or prerendered pages)`);
    files.push(buildRecord({ pkg: remote.pkg, name: remote.name, buildId, runtime: runtimeCoreVersion(), test: shell.test }));
    const packed = await packArchive(files);
    const size = `${files.length} files, ${(packed.length / 1024).toFixed(0)} KB packed`;
    if (archive) {
      fs.writeFileSync(archive, packed);
      console.log(`Wrote ${archive} (${remote.pkg}, build ${buildId}, ${size}): upload it in the admin area, Deployments.`);
      return;
    }
    console.log(`  uploading ${size} …`);
    await upload(server, remote, packed, token, canary);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

function serverUrl(to) {
  let url;
  try {
    url = new URL(to);
  } catch {
    usage(`--to takes the server's address, such as https://chapter.example.edu (got "${to}").`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') usage(`--to takes an http(s) address (got "${to}").`);
  return url.origin + url.pathname.replace(/\/+$/, '');
}

/** What the server answered, as JSON, and its words when it refused. */
async function request(url, init) {
  let response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(120_000) });
  } catch (error) {
    throw new Error(`Could not reach ${url}: ${error.cause?.message ?? error.message}`);
  }
  const text = await response.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON: the text is the message */
  }
  return { status: response.status, json, message: json?.message ?? (text.trim().slice(0, 300) || response.statusText) };
}

/** The deployed shell of the server: the shared versions it provides and its kind. */
async function shellOf(server, token) {
  const answer = await request(`${server}/api/v1/deployments/shell`, { headers: { 'x-deploy-token': token } });
  if (answer.status !== 200) throw new Error(`${server} did not say which shell it serves (${answer.status}): ${answer.message}`);
  return answer.json.data;
}

/** This machine's deployed shell (dist/web/deployments.json), or a production shell with nothing recorded. */
function localShell() {
  const shell = deployedShell();
  return { provides: shell?.provides ?? null, test: shell?.test ?? false };
}

async function upload(server, remote, packed, token, canary) {
  const query = canary ? `?canary=${Number(canary)}` : '';
  const answer = await request(`${server}/api/v1/deployments/${remote.pkg}/versions${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/gzip', 'x-deploy-token': token },
    body: packed,
  });
  if (answer.status !== 200 && answer.status !== 201) throw new Error(`Deploy refused by ${server} (${answer.status}): ${answer.message}`);
  const { version, state, stored } = answer.json.data;
  const served = state === 'canary' ? `canary at ${canary} %` : state;
  console.log(
    `Deployed ${remote.pkg} ${version} to ${server}: ${served}${stored ? '' : ' (the same files as a version already uploaded: nothing new stored)'}`,
  );
}
