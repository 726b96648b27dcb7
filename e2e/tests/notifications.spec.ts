import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { violations } from '../fixtures/axe';
import { signInQuickly } from '../fixtures/areas';
import { coreMemberApi, type CoreMemberApi } from '../fixtures/coreMember';
import { accounts } from '../fixtures/env.mjs';
import { bearerHeaders } from '../fixtures/session';

// Issue 28: the bell in the bar counts a member's notices as they arrive (a core member posts announcements) and as
// they are read, at a laptop and a phone width, with a screen reader name ("Notifications, N unread"), keyboard access,
// and nothing for axe to find with the panel open.

const VIEWPORTS = [
  { name: '1280 px', width: 1280, height: 800 },
  { name: '390 px', width: 390, height: 844 },
];

const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

let core: CoreMemberApi;
const posted: string[] = [];
test.beforeAll(async ({ playwright }) => {
  core = await coreMemberApi(playwright);
});
test.afterAll(async () => {
  for (const announcementId of posted) await core.remove('delete-announcement', { announcementId });
  await core.dispose();
});

async function announce(title: string): Promise<void> {
  const created = await core.post('create-announcement', { title, description: 'Posted by the notifications test.' });
  posted.push(created._id);
}

/** The member starts with nothing unread (other specs may have left notices). */
async function readEverything(request: APIRequestContext): Promise<void> {
  const headers = await bearerHeaders(request, accounts.member);
  const marked = await request.post('/api/v1/notifications/read', { headers, data: { all: true } });
  expect(marked.ok()).toBe(true);
}

const bell = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^Notifications/ });
const panel = (page: Page) => page.getByRole('region', { name: 'Notifications' });

for (const viewport of VIEWPORTS) {
  test.describe(`the bell at ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('counts notices as they arrive and as they are read; keyboard and axe with the panel open', async ({ page, request }) => {
      test.setTimeout(120_000);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await readEverything(request);
      await signInQuickly(page, 'member');
      await page.goto('/dashboard');
      await expect(bell(page)).toHaveAccessibleName('Notifications');

      // A notice arrives: after a reload (or the next poll) the bell says so, in its name and on its badge.
      const first = unique('Bell check');
      await announce(first);
      await page.reload();
      await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
      await expect(bell(page)).toHaveText('1');

      // Keyboard: Enter opens, the focus goes into the panel, Tab walks its items, Escape closes and returns the focus.
      await bell(page).focus();
      await page.keyboard.press('Enter');
      await expect(panel(page)).toBeVisible();
      await expect(bell(page)).toHaveAttribute('aria-expanded', 'true');
      await expect(panel(page).getByRole('heading', { name: 'Notifications' })).toBeFocused();
      const item = panel(page).getByRole('link', { name: new RegExp(first) });
      await expect(item).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(panel(page).getByRole('button', { name: 'Mark all as read' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(item).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(panel(page)).toBeHidden();
      await expect(bell(page)).toBeFocused();

      // Open again (Space), and let axe check the page with the panel on top; the panel fits the screen.
      await page.keyboard.press('Space');
      await expect(item).toBeVisible();
      const box = (await panel(page).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(await violations(page)).toEqual([]);

      // Opening the item reads it: the count goes back to none.
      await item.click();
      await expect(panel(page)).toBeHidden();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(bell(page)).toHaveAccessibleName('Notifications');

      // Two more arrive; "Mark all as read" reads both.
      await announce(unique('Second notice'));
      await announce(unique('Third notice'));
      await page.reload();
      await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');
      await bell(page).click();
      await panel(page).getByRole('button', { name: 'Mark all as read' }).click();
      await expect(bell(page)).toHaveAccessibleName('Notifications');
      await expect(panel(page).getByRole('heading', { name: 'Notifications' })).toBeFocused();
      await page.keyboard.press('Escape');

      // The read state is the server's: a reload shows it the same.
      await page.reload();
      await expect(bell(page)).toHaveAccessibleName('Notifications');
    });
  });
}
