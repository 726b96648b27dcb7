import { expect, test, type APIRequestContext } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { e2eRoot, e2eWebDir } from '../fixtures/env.mjs';

const repo = path.resolve(e2eRoot, '..');

/** Hash of every file outside remotes/ and the two JSON files a deploy may change: the shell's files. */
function shellFingerprint(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      const rel = path.relative(e2eWebDir, full);
      if (rel === 'remotes' || rel === 'remotes.json' || rel === 'deployments.json') continue;
      if (entry.isDirectory()) walk(full);
      else hash.update(rel).update(fs.readFileSync(full));
    }
  };
  walk(e2eWebDir);
  return hash.digest('hex');
}

const script = (name: string, buildId?: string) =>
  execFileSync(process.execPath, [path.join(repo, 'scripts', name), 'mfe-public'], {
    cwd: repo,
    env: { ...process.env, WEB_DIR: e2eWebDir, ...(buildId ? { BUILD_ID: buildId } : {}) },
    encoding: 'utf8',
  });

/** The prerendered HTML the server sends for `path`, as a crawler or a first paint sees it (no script run). */
const prerenderedBuild = async (request: APIRequestContext, path: string) =>
  /data-prerendered="mfe_public"[^]*?data-build="([^"]+)"/.exec(await (await request.get(path)).text())?.[1] ?? null;

test('deploying mfe-public alone changes the page after a reload, leaves the shell byte-identical, and rolls back', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/about');
  const before = await page.locator('[data-build]').getAttribute('data-build');
  const shellBefore = shellFingerprint();

  const buildId = `e2e-${Date.now()}`;
  script('deploy-remote.mjs', buildId);
  expect(shellFingerprint()).toBe(shellBefore);
  await page.reload();
  await expect(page.locator('[data-build]')).toHaveAttribute('data-build', buildId);
  // The prerendered pages came with the new version: the HTML itself is the new build's, before any script runs.
  expect(await prerenderedBuild(page.request, '/about')).toBe(buildId);
  expect(await prerenderedBuild(page.request, '/')).toBe(buildId);

  script('rollback-remote.mjs');
  expect(shellFingerprint()).toBe(shellBefore);
  await page.reload();
  await expect(page.locator('[data-build]')).toHaveAttribute('data-build', before!);
  expect(await prerenderedBuild(page.request, '/about')).toBe(before);
});

/** The deployed shell's record in deployments.json, which deploy:remote checks a remote's needs against. */
const deployments = path.join(e2eWebDir, 'deployments.json');
const remoteFolders = () => fs.readdirSync(path.join(e2eWebDir, 'remotes', 'mfe-public')).sort();

function deploy(): { code: number; output: string } {
  try {
    return { code: 0, output: script('deploy-remote.mjs') };
  } catch (error) {
    const failed = error as { status: number; stdout: string; stderr: string };
    return { code: failed.status, output: `${failed.stdout}${failed.stderr}` };
  }
}

test('a remote needing a newer kit, or a federation runtime, the deployed shell does not provide is refused; one within its range is accepted', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const kit = JSON.parse(fs.readFileSync(path.join(repo, 'shared', 'package.json'), 'utf8')).version as string;
  const original = fs.readFileSync(deployments, 'utf8');
  const remotesBefore = fs.readFileSync(path.join(e2eWebDir, 'remotes.json'), 'utf8');
  const foldersBefore = remoteFolders();
  try {
    // The deployed shell was built with the kit before this one (1.0.0, before the data layer was added).
    const history = JSON.parse(original) as { shell: Array<{ provides: Record<string, string> }> };
    expect(history.shell.at(-1)!.provides['@chapter/shared']).toBe(kit);
    history.shell.at(-1)!.provides['@chapter/shared'] = '1.0.0';
    fs.writeFileSync(deployments, JSON.stringify(history, null, 2));

    const refused = deploy();
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`Deploy failed, remotes.json unchanged: mfe-public needs @chapter/shared ^${kit} (the deployed shell provides 1.0.0)`);
    expect(fs.readFileSync(path.join(e2eWebDir, 'remotes.json'), 'utf8')).toBe(remotesBefore);
    expect(remoteFolders()).toEqual(foldersBefore); // the refused build is not left behind
    await page.goto('/about');
    await expect(page.locator('[data-remote="mfe_public"]')).toBeVisible();

    // A shell from before the remotes ran on the shell's federation runtime (it recorded none): refused as well.
    const older = JSON.parse(original) as typeof history;
    delete older.shell.at(-1)!.provides['@module-federation/runtime-core'];
    fs.writeFileSync(deployments, JSON.stringify(older, null, 2));
    const noRuntime = deploy();
    expect(noRuntime.code).toBe(1);
    expect(noRuntime.output).toMatch(
      /Deploy failed, remotes.json unchanged: mfe-public needs the federation runtime \^[\d.]+ \(the deployed shell provides none\)/,
    );
    expect(remoteFolders()).toEqual(foldersBefore);

    // The shell as built (it provides this kit): the same remote is accepted and served.
    fs.writeFileSync(deployments, original);
    const accepted = deploy();
    expect(accepted.code, accepted.output).toBe(0);
    expect(accepted.output).toContain('Deployed mfe-public as mfe_public');
    expect(fs.readFileSync(path.join(e2eWebDir, 'remotes.json'), 'utf8')).not.toBe(remotesBefore);
    await page.reload();
    await expect(page.locator('[data-remote="mfe_public"]')).toBeVisible();
    await expect(page.getByText('This part of the app is unavailable')).toHaveCount(0);
  } finally {
    // Leave the served version as it was for the tests that follow.
    fs.writeFileSync(path.join(e2eWebDir, 'remotes.json'), remotesBefore);
    const restored = JSON.parse(fs.readFileSync(deployments, 'utf8')) as { shell: Array<{ provides: Record<string, string> }> };
    restored.shell = (JSON.parse(original) as typeof restored).shell;
    fs.writeFileSync(deployments, JSON.stringify(restored, null, 2));
  }
});
