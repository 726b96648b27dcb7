import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signInQuickly } from '../fixtures/areas';
import { holdPublicRemote, hydrated, problems } from '../fixtures/prerendered';
import { coreMemberApi, type CoreMemberApi } from '../fixtures/coreMember';

// Issue 25: the skip link, the prerendered forgot-password page and the practice set on a phone.
// PUBLIC_SCREENS_SHOTS=<folder> also writes what the tests see there, for checking by eye.

const shotsDir = process.env.PUBLIC_SCREENS_SHOTS;
async function shot(page: Page, name: string): Promise<void> {
  if (!shotsDir) return;
  fs.mkdirSync(shotsDir, { recursive: true });
  const { width } = page.viewportSize() ?? { width: 0 };
  await page.screenshot({ path: path.join(shotsDir, `${name}-${width}.png`), fullPage: true });
}

const focusedInMain = (page: Page) =>
  page.evaluate(() => document.querySelector('main')!.contains(document.activeElement) && document.activeElement !== document.querySelector('main'));

/** The first Tab reaches the skip link, shown on focus; Enter moves focus to the main region, the next Tab into the page. */
async function skipToContent(page: Page, shotName?: string): Promise<void> {
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await expect(skip).toBeInViewport();
  const box = (await skip.boundingBox())!;
  expect(box.width).toBeGreaterThan(40); // really shown, not a 1 px clip
  if (shotName) await shot(page, shotName);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  expect((await skip.boundingBox())!.width).toBeLessThanOrEqual(1); // hidden again once it has done its job
  await page.keyboard.press('Tab');
  expect(await focusedInMain(page)).toBe(true);
}

test.describe('the skip link', () => {
  for (const width of [1280, 390]) {
    test(`at ${width} px it is a visitor's first Tab stop on a public page and moves focus to the main content`, async ({ page }) => {
      const seen = problems(page);
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/auth/login');
      await expect(page.locator('[data-remote="mfe_public"]')).toBeVisible();
      // The app's own skip (the address unchanged) once it has attached; before, the browser's (tested below).
      await page.mouse.move(5, 5);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      await skipToContent(page, 'skip-link-login');
      expect(page.url()).toMatch(/\/auth\/login$/); // the address is not changed by the skip
      expect(seen).toEqual([]);
    });

    test(`at ${width} px it is a member's first Tab stop on /dashboard and moves focus to the main content`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await signInQuickly(page, 'member');
      await page.goto('/dashboard');
      await expect(page.locator('[data-remote="mfe_dashboard"]')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await skipToContent(page, 'skip-link-dashboard');
    });
  }

  test('it works on the prerendered page before its script arrives, and the page then hydrates without a mismatch', async ({ page }) => {
    const seen = problems(page);
    const release = await holdPublicRemote(page);
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('#root[data-prerendered]')).toBeAttached();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    release();
    await expect(page.locator('[data-remote="mfe_public"]')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(seen.filter((line) => /hydrat|did not match|#418|#419|#423|#425/i.test(line))).toEqual([]);
  });
});

test.describe('/auth/forgot-password', () => {
  test('its served HTML is the prerendered e-mail form, not the loading spinner', async ({ request }) => {
    const response = await request.get('/auth/forgot-password');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('data-prerendered="mfe_public"');
    expect(html).toContain('<title>Reset your password · Chapter</title>');
    expect(html).toMatch(/<h1[^>]*>Reset your password<\/h1>/);
    expect(html).toMatch(/<form[\s>]/);
    expect(html).toMatch(/<input[^>]*type="email"/);
    expect(html).toMatch(/<button[^>]*>Continue</);
    expect(html).not.toContain('Loading page...');
    expect(html).toContain('Skip to content');
  });
  // Its cold load hydrating in place with nothing logged is checked with the other prerendered pages (prerender.spec.ts).
});

test.describe('/about', () => {
  for (const width of [1280, 390]) {
    test(`at ${width} px the developer cards put the name in the heading and the contact link takes the theme's colour`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/about');
      const developers = page.getByRole('region', { name: 'The developers' });
      const cards = developers.getByRole('article');
      await expect(cards).toHaveCount(2);
      for (const card of await cards.all()) {
        const name = await card.getByRole('heading', { level: 3 }).textContent();
        expect(name).not.toMatch(/lead|developer|engineer/i);
        await expect(card.getByText(/lead/i)).toBeVisible(); // the role, under the name
      }
      // The chapter's contact address (CONTACT_EMAIL), in the theme's primary (#007a55), not the browser's link blue.
      const mail = page.locator('main a[href^="mailto:"]');
      await expect(mail).toBeVisible();
      await expect(mail).toHaveCSS('color', 'rgb(0, 122, 85)');
      await shot(page, 'about');
    });
  }
});

test.describe('a practice set on a phone', () => {
  const problemsToAdd = [
    { title: 'Two Sum', difficulty: 'EASY', shown: 'Easy', platform: 'LeetCode', link: 'https://leetcode.com/problems/two-sum/' },
    {
      title: 'Longest Substring Without Repeating Characters and a Rather Long Name',
      difficulty: 'MEDIUM',
      shown: 'Medium',
      platform: 'GeeksforGeeks',
      link: 'https://www.geeksforgeeks.org/problems/longest-substring/1',
    },
    { title: 'Shortest Path', difficulty: 'HARD', shown: 'Hard', platform: 'Codeforces', link: 'https://codeforces.com/problemset/problem/20/C' },
    { title: 'Chef and Strings', difficulty: 'MEDIUM', shown: 'Medium', platform: 'CodeChef', link: 'https://www.codechef.com/problems/CHEFSTR' },
  ];
  let api: CoreMemberApi;
  let setId = '';

  test.beforeAll(async ({ playwright }) => {
    api = await coreMemberApi(playwright);
    const post = api.post;
    setId = (await post('create-resource', { title: `Phone practice ${Date.now().toString(36)}`, description: 'One of each platform.' }))._id;
    for (const { title, difficulty, platform, link } of problemsToAdd) {
      await post('add-question', { resourceId: setId, title, link, description: `Practise ${title}`, difficulty, platform });
    }
  });
  test.afterAll(async () => {
    if (setId) await api.remove('delete-resource', { resourceId: setId });
    await api.dispose();
  });

  for (const width of [390, 1280]) {
    test(`at ${width} px each problem shows its full difficulty and its platform, with nothing to scroll sideways`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await signInQuickly(page, 'member');
      await page.goto(`/practice/${setId}`);
      const table = page.getByRole('table');
      await expect(table.getByRole('link', { name: 'Two Sum' })).toBeVisible();
      const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
      await expect(rows).toHaveCount(problemsToAdd.length);
      for (const [index, problem] of problemsToAdd.entries()) {
        const row = rows.nth(index);
        const link = row.getByRole('link', { name: problem.title });
        await link.scrollIntoViewIfNeeded();
        await expect(link).toBeInViewport({ ratio: 1 }); // the whole title: it wraps, it is not cut
        // The cells: #, Problem, Difficulty, Platform.
        for (const [column, text] of [
          [2, problem.shown],
          [3, problem.platform],
        ] as const) {
          const cell = row.getByRole('cell').nth(column);
          await expect(cell).toContainText(text);
          await expect(cell).toBeVisible();
          // All of it on screen: not clipped by its box, not past the screen's edge.
          const clipped = await cell.evaluate((element) => {
            const inner = element.firstElementChild ?? element;
            const box = inner.getBoundingClientRect();
            return inner.scrollWidth > inner.clientWidth + 1 || box.left < 0 || box.right > window.innerWidth;
          });
          expect(clipped, `${problem.title}: "${text}" is cut`).toBe(false);
        }
        await expect(row.getByText(problem.shown, { exact: true })).toBeVisible();
      }
      // The problems are readable without scrolling the table sideways.
      const region = page.getByRole('region', { name: 'Problems table' });
      expect(await region.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      // Stacked into cards by CSS, it is still a table to Chromium's accessibility tree (what a screen reader reads).
      const cdp = await page.context().newCDPSession(page);
      const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: Array<{ role?: { value?: string } }> };
      const roles = nodes.map((node) => node.role?.value);
      expect(roles).toContain('table');
      expect(roles.filter((role) => role === 'row')).toHaveLength(problemsToAdd.length + 1);
      expect(roles.filter((role) => role === 'columnheader')).toHaveLength(4);
      await shot(page, 'practice-set');
    });
  }
});
