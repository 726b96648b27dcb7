import { expect, test, type Browser } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { CANARY_ROLLBACK } from '@chapter/contract/constants';
import type { DeploymentsResponse, NewDeployTokenResponse, DeployedVersionResponse, NotificationsPage, AuditLogPage } from '@chapter/contract';
import { buildRecord, packArchive, readBuildFolder } from '../../scripts/lib/remoteArchive.mjs';
import { accounts, e2eWebDir } from '../fixtures/env.mjs';
import { FALLBACK } from '../fixtures/areas';
import { apiToken } from '../fixtures/session';

// Issue 30: a canary of mfe-admin that throws while rendering is rolled back by the API itself once more than
// CANARY_ROLLBACK.failureRate of at least CANARY_ROLLBACK.minSessions sessions failed (docs/deploying-a-remote.md).
//
// How the canary is made: from the test build's own mfe-admin version folder (remotes.json names it), the exposed
// module's file (__federation_expose_App.*.js) has the admin layout's heading text `children:"Admin Dashboard"`
// replaced by `children:(()=>{throw new Error(…)})()`. The module still loads and evaluates (no syntax error); the
// admin layout component throws while rendering, which the shell's remote error boundary catches and reports as a
// render error. The file's .br and .gz copies are made again from the changed file. It is packed with the deploy
// CLI's archive module (scripts/lib/remoteArchive.mjs) and uploaded with a deploy token at a share of 100 %.

const HEADING_CHILD = 'children:"Admin Dashboard"';
const THROWING_CHILD = 'children:(()=>{throw new Error("This canary of mfe-admin was built to throw while rendering (e2e)")})()';

/** The stable mfe-admin of the test build, with its admin layout throwing while rendering, as a .tar.gz. */
async function throwingCanary(): Promise<Buffer> {
  const listed = (JSON.parse(fs.readFileSync(path.join(e2eWebDir, 'remotes.json'), 'utf8')) as Record<string, string>).mfe_admin;
  const versionDir = path.join(e2eWebDir, path.dirname(listed));
  const { files } = readBuildFolder(versionDir);
  const exposed = files.filter((file) => /^__federation_expose_App\.[0-9a-f]+\.js$/.test(file.path) && file.data.includes(HEADING_CHILD));
  expect(
    exposed.map((file) => file.path),
    'one exposed file renders the admin heading',
  ).toHaveLength(1);
  const [module] = exposed;
  module.data = Buffer.from(module.data.toString('utf8').replace(HEADING_CHILD, THROWING_CHILD));
  for (const file of files) {
    if (file.path === `${module.path}.br`) file.data = zlib.brotliCompressSync(module.data);
    if (file.path === `${module.path}.gz`) file.data = zlib.gzipSync(module.data);
  }
  const shell = (JSON.parse(fs.readFileSync(path.join(e2eWebDir, 'deployments.json'), 'utf8')) as { shell: Array<{ provides: Record<string, string> }> }).shell;
  const runtime = shell[shell.length - 1].provides['@module-federation/runtime-core'];
  files.push(buildRecord({ pkg: 'mfe-admin', name: 'mfe_admin', buildId: `e2e-throwing-canary-${Date.now()}`, runtime, test: true }));
  return packArchive(files);
}

/** The mfe-admin URL in the remotes map a page's HTML inlines (the shell removes the block once it has read it). */
function inlinedAdminUrl(html: string): string | undefined {
  const block = /<script type="application\/json" id="chapter-remotes">([^<]*)<\/script>/.exec(html);
  return block ? (JSON.parse(block[1]) as Record<string, string>).mfe_admin : undefined;
}

/** A fresh browser (its own cookies and tab storage: a new session) signed in as the admin, on `pathname`. */
async function freshTab(browser: Browser, token: string, pathname: string) {
  const context = await browser.newContext();
  await context.addInitScript((value) => window.localStorage.setItem('auth', value), token);
  const page = await context.newPage();
  const response = await page.goto(pathname);
  const adminUrl = inlinedAdminUrl((await response?.text()) ?? '');
  return { context, page, adminUrl };
}

test('a canary of mfe-admin that throws while rendering is rolled back by itself; the other remotes keep working', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const token = await apiToken(request, accounts.admin);
  const auth = { authorization: `Bearer ${token}` };
  const deployments = async () => {
    const response = await request.get('/api/v1/admin/deployments', { headers: auth });
    expect(response.status()).toBe(200);
    const remote = ((await response.json()) as DeploymentsResponse).data.remotes.find((entry) => entry.remote === 'mfe-admin');
    if (!remote) throw new Error('GET /admin/deployments lists no mfe-admin');
    return remote;
  };

  const created = await request.post('/api/v1/admin/deploy-tokens', { headers: auth, data: { remote: 'mfe-admin', name: 'e2e canary' } });
  expect(created.status()).toBe(200);
  const deployToken = ((await created.json()) as NewDeployTokenResponse).data.token;
  const uploaded = await request.post('/api/v1/deployments/mfe-admin/versions?canary=100', {
    headers: { 'content-type': 'application/gzip', 'x-deploy-token': deployToken },
    data: await throwingCanary(),
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const canary = ((await uploaded.json()) as DeployedVersionResponse).data;
  expect(canary.state).toBe('canary');

  try {
    // One fresh tab per session: each gets the canary, sees the admin area's fallback, and reports its session and
    // its render error. The rule stops the canary once enough sessions failed: after minSessions tabs, or one more
    // when the last tab's render error reached the API before its session.
    let tabs = 0;
    while ((await deployments()).canary) {
      tabs += 1;
      expect(tabs, 'the canary still runs after more tabs than the rule needs').toBeLessThanOrEqual(CANARY_ROLLBACK.minSessions + 1);
      const tab = await freshTab(browser, token, '/admin/users');
      try {
        expect(tab.adminUrl).toBe(canary.url);
        await expect(tab.page.getByRole('heading', { level: 1, name: FALLBACK })).toBeVisible();
        await expect
          .poll(
            async () => {
              const counted = (await deployments()).versions.find((v) => v.version === canary.version);
              return Math.min(counted?.sessions ?? 0, counted?.failures ?? 0);
            },
            { message: 'the tab reported its session and its failure', intervals: [50, 100, 200] },
          )
          .toBeGreaterThanOrEqual(tabs);
        if (tabs === 1) {
          // The other remotes keep working beside the failing canary.
          await tab.page.goto('/dashboard');
          await expect(tab.page.locator('[data-remote="mfe_dashboard"]')).toBeVisible();
          await tab.page.goto('/leaderboard/overall');
          await expect(tab.page.locator('[data-remote="mfe_leaderboard"]')).toBeVisible();
          await expect(tab.page.getByText(FALLBACK)).toHaveCount(0);
        }
      } finally {
        await tab.context.close();
      }
    }
    expect(tabs).toBeGreaterThanOrEqual(CANARY_ROLLBACK.minSessions);

    const after = await deployments();
    expect(after.canary).toBeNull();
    const rolledBack = after.history.find((entry) => entry.action === 'auto-rollback');
    expect(rolledBack, JSON.stringify(after.history)).toMatchObject({ previous: canary.version, by: null });
    expect(rolledBack?.reason).toMatch(/\d+ of \d+ sessions failed/);
    const retired = after.versions.find((v) => v.version === canary.version);
    expect(retired?.failures).toBeGreaterThan(CANARY_ROLLBACK.failureRate * (retired?.sessions ?? 0));

    // The next page serves the stable mfe-admin, which renders; the other remotes still do.
    const tab = await freshTab(browser, token, '/admin/users');
    try {
      expect(tab.adminUrl).toBe(after.versions.find((v) => v.version === after.stable)?.url);
      await expect(tab.page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
      await tab.page.goto('/dashboard');
      await expect(tab.page.locator('[data-remote="mfe_dashboard"]')).toBeVisible();
    } finally {
      await tab.context.close();
    }

    // The admins' notice and the audit log.
    const notice = `mfe-admin's canary ${canary.version} was rolled back`;
    const notifications = await request.get('/api/v1/notifications?limit=20', { headers: auth });
    expect(notifications.status()).toBe(200);
    const items = ((await notifications.json()) as NotificationsPage).data;
    expect(
      items.some((item) => `${item.title} ${item.body}`.includes(notice)),
      JSON.stringify(items.slice(0, 3)),
    ).toBe(true);
    const audit = await request.post('/api/v1/admin/fetch-audit-log', { headers: auth, data: { page: 1, limit: 20 } });
    expect(audit.status()).toBe(200);
    const entries = ((await audit.json()) as AuditLogPage).data;
    expect(
      entries.some((entry) => /auto-rollback$/.test(entry.action) && JSON.stringify(entry).includes(canary.version)),
      JSON.stringify(entries.slice(0, 3)),
    ).toBe(true);
  } finally {
    // Whatever happened, the canary serves nobody after this test.
    await request.delete('/api/v1/admin/deployments/mfe-admin/canary', { headers: auth });
  }
});
