import { expect, test } from '@playwright/test';
import { accounts, chapterName } from '../fixtures/env.mjs';
import { holdPublicRemote, hydrated, problems } from '../fixtures/prerendered';

// The public pages come prerendered (README, "Prerendered pages"): their HTML holds the page before any script runs,
// with its own title and description, and the shell hydrates that markup in place instead of drawing it again.

test('the HTML of / holds the landing page heading, its title and description before any script runs', async ({ request, browser }) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('data-prerendered="mfe_public"');
  expect(html).toMatch(/<h1[^>]*>Code\. Compete\. <em>Climb the leaderboard\.<\/em><\/h1>/);
  expect(html).toContain('<title>Chapter · Code. Compete. Climb the leaderboard.</title>');
  expect(html).toMatch(/<meta name="description" content="[^"]{50,}">/);
  expect(html).toMatch(/<style data-styled="true"/); // styled-components' styles come with it
  expect(html).toContain('id="chapter-remotes"'); // remotes.json inlined: no extra request before the remote loads

  // And a browser with JavaScript off shows it.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Code. Compete. Climb the leaderboard.');
  await context.close();
});

test("the public pages are drawn with the chapter's own name from the first paint, and the app does not ask for it", async ({ browser, page }) => {
  // Before any script: the server drew the page with its configuration (CHAPTER_NAME), not the neutral fallback.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const bare = await context.newPage();
  await bare.goto('/about');
  await expect(bare.getByRole('heading', { level: 1 })).toHaveText(`About ${chapterName}`);
  await expect(bare.getByRole('contentinfo')).toContainText(chapterName);
  await context.close();

  // With scripts: the page hydrates with the configuration it carries, so nothing changes and nothing is asked.
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/config') asked.push(request.url());
  });
  const seen = problems(page);
  await page.goto('/about');
  await page.mouse.move(5, 5); // the visitor's first act starts the app
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`About ${chapterName}`);
  expect(asked).toEqual([]);
  expect(seen.filter((line) => /hydrat|did not match|#418|#423|#425/i.test(line))).toEqual([]);
});

test('each public page has its own title and description, in the HTML and after a client-side navigation', async ({ request, page }) => {
  const titles = new Map<string, string>();
  for (const path of ['/', '/about', '/auth/login', '/auth/register', '/auth/forgot-password', '/support/terms']) {
    const html = await (await request.get(path)).text();
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
    expect(title, path).toBeTruthy();
    expect(html, path).toMatch(/<meta name="description" content="[^"]{40,}">/);
    titles.set(path, title!);
  }
  expect(new Set(titles.values()).size).toBe(titles.size);

  await page.goto('/');
  await expect(page).toHaveTitle(titles.get('/')!);
  await page.getByRole('link', { name: 'About the chapter' }).first().click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page).toHaveTitle(titles.get('/about')!);
});

for (const path of ['/', '/about', '/auth/login', '/auth/forgot-password']) {
  test(`${path} hydrates the prerendered markup in place, with no mismatch reported`, async ({ page }) => {
    const seen = problems(page);
    // Remember the heading the server sent, before any script runs: hydration keeps that very element.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { serverHeading: Element | null }).serverHeading = document.querySelector('#root h1');
      });
    });
    await page.goto(path);
    await expect(page.locator('[data-remote="mfe_public"]')).toBeVisible();
    await page.mouse.move(5, 5); // the visitor's first act starts the app (`/` starts it at once)
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    // The remote's code is running on the server's markup: a click on the page's own controls works.
    const kept = await page.evaluate(() => {
      const { serverHeading } = window as unknown as { serverHeading: Element | null };
      return serverHeading !== null && serverHeading.isConnected && serverHeading === document.querySelector('#root h1');
    });
    expect(kept, 'the server-rendered heading was replaced: the page was drawn again instead of hydrated').toBe(true);
    expect(seen.filter((line) => /hydrat|did not match|#418|#423|#425/i.test(line))).toEqual([]);
    expect(seen).toEqual([]);
  });
}

test.describe('a page the same for every visitor, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("starts its app on the visitor's first act, and keeps a click on a button made before it attached", async ({ page }) => {
    const remoteFiles: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/remotes/')) remoteFiles.push(request.url());
    });
    const seen = problems(page);
    await page.goto('/about');
    await page.waitForLoadState('networkidle');
    // Read only: the page is the server's, and no remote's code is downloaded.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`About ${chapterName}`);
    expect(remoteFiles).toEqual([]);
    // Nor is the shell's own code run: only its start script, until the act (docs/architecture.md, "The start script").
    expect(await page.evaluate(() => '__FEDERATION__' in globalThis)).toBe(false);

    // The first act is a tap on the menu button: it starts the app, which then opens the menu as asked.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    expect(remoteFiles.length).toBeGreaterThan(0);
    expect(seen.filter((line) => /hydrat|did not match|#418|#423|#425/i.test(line))).toEqual([]);
  });

  test("the landing page comes drawn with this month's live figures, and starts its app on the first act too", async ({ browser, page, request }) => {
    type Overview = { activeUsers: number; topPerformers: Array<{ name: string }> };
    const overviewNow = async () => (await (await request.get('/api/v1/public/overview')).json()) as Overview;
    /**
     * Whether the page shows the server's figures of a moment between two reads of them: the journeys beside this one
     * (the 'points' project) sign members up and give points, which move these figures.
     */
    const showsFiguresBetween = async (show: () => Promise<{ active: string; podium: string }>) => {
      const before = await overviewNow();
      const shown = await show();
      const after = await overviewNow();
      return [before, after].some(
        (overview) => shown.active.includes(String(overview.activeUsers)) && overview.topPerformers.every((performer) => shown.podium.includes(performer.name)),
      );
    };
    const activeUsers = (on: typeof page) => on.getByText('Active users', { exact: true }).locator('..');
    const podium = (on: typeof page) => on.getByRole('figure', { name: 'Top Performers' });
    // Before any script: the figures and the podium are the server's current ones, not placeholders.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const bare = await context.newPage();
    const drawn = await showsFiguresBetween(async () => {
      await bare.goto('/');
      await expect(podium(bare)).toBeVisible();
      return { active: (await activeUsers(bare).textContent()) ?? '', podium: (await podium(bare).textContent()) ?? '' };
    });
    expect(drawn).toBe(true);
    await context.close();

    const remoteFiles: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/remotes/')) remoteFiles.push(request.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(remoteFiles).toEqual([]);
    await page.mouse.move(5, 5);
    await hydrated(page);
    // The app shows the same figures as the server, then or now.
    await expect
      .poll(() =>
        showsFiguresBetween(async () => ({
          active: (await activeUsers(page).textContent()) ?? '',
          podium: (await podium(page).textContent()) ?? '',
        })),
      )
      .toBe(true);
  });
});

test('what is typed into the prerendered sign-in form before its script arrives is what signs in', async ({ page }) => {
  // The page stays the server's HTML, as on a slow phone, while the visitor types.
  const release = await holdPublicRemote(page);
  // The page's load event waits for the held scripts; the prerendered form is there long before.
  await page.goto('/auth/login', { waitUntil: 'domcontentloaded' });
  const signInButton = page.getByRole('button', { name: 'Sign in' });
  // Without its script the form cannot be sent (a native submit would put the password in the address).
  await expect(signInButton).toBeDisabled();
  await page.getByLabel('Email').fill(accounts.member.email);
  await page.getByLabel(/^password/i).fill(accounts.member.password);
  release();
  await expect(signInButton).toBeEnabled();
  await signInButton.click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an Enter pressed in the prerendered sign-in form before its script arrives signs in once the script attaches', async ({ page }) => {
  const release = await holdPublicRemote(page);
  await page.goto('/auth/login', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  await page.getByLabel('Email').fill(accounts.member.email);
  await page.getByLabel(/^password/i).fill(accounts.member.password);
  // A keyboard member's Enter, at a moment the browser itself ignores it (the form's button is still disabled).
  await page.getByLabel(/^password/i).press('Enter');
  await expect(page).toHaveURL(/\/auth\/login$/);
  release();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a visitor who scrolls down and types before the register page hydrates keeps the page and what they typed', async ({ page }) => {
  const seen = problems(page);
  const release = await holdPublicRemote(page);
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto('/auth/register', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Name').fill('Sam Scroller');
  await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  release();
  // Hydrated on the server's markup, where the visitor scrolled to; then the scroll-to-top button it calls for shows.
  await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await expect(page.getByRole('button', { name: 'Next' })).not.toHaveAttribute('disabled');
  await expect(page.getByLabel('Name')).toHaveValue('Sam Scroller');
  expect(seen.filter((line) => /hydrat|did not match|#418|#423|#425/i.test(line))).toEqual([]);
});
