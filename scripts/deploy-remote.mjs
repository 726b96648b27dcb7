// Deploys one remote without touching the shell: builds it into a new versioned folder, then points
// remotes.json at it (atomically) and records the deployment. A build that needs a shared singleton (the kit above
// all) in a version the deployed shell does not provide is refused. Usage: node scripts/deploy-remote.mjs mfe-public
import fs from 'node:fs';
import path from 'node:path';
import {
  buildRemoteVersion,
  deployedShell,
  findRemote,
  incompatibility,
  readJson,
  recordDeployment,
  remotesJson,
  webDir,
  writeJsonAtomic,
} from './build-web.mjs';

const pkg = process.argv[2];
if (!pkg) {
  console.error('Usage: node scripts/deploy-remote.mjs <remote package, e.g. mfe-public>');
  process.exit(2);
}

try {
  const remote = findRemote(pkg);
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
  console.error(`Deploy failed, remotes.json unchanged: ${error.message}`);
  process.exit(1);
}
