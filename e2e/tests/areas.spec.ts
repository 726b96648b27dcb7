import { expect, test } from '@playwright/test';
import { AREAS, FALLBACK, addressOf, signInQuickly } from '../fixtures/areas';

// Every path the areas' declaration (shared/src/areas/areas.json) lists is drawn by the remote it names: the shell
// sends it there, and the remote has a page of its own for it. An area whose package is not in this checkout is
// not built, so it is not in AREAS (fixtures/areas.ts lists it in MISSING_AREAS).

for (const area of AREAS) {
  for (const entry of area.paths) {
    const address = addressOf(entry);
    test(`${entry.path} is owned by ${area.name}`, async ({ page }) => {
      if (entry.guard !== 'public-only') await signInQuickly(page, 'admin');
      await page.goto(address);
      await expect(page).toHaveURL(new RegExp(`${address.replace(/[/]/g, '\\/')}$`));
      const remote = page.locator(`[data-remote="${area.name}"]`);
      await expect(remote).toBeAttached();
      await expect(page.getByText(FALLBACK)).toHaveCount(0);
      // The remote drew a page here (a remote that routes nothing at this path leaves its area empty) ...
      await expect(remote).toHaveText(/\S/);
      await page.waitForLoadState('networkidle');
      // ... and a fixed path is a page of its own, not a parameter of another page (as in "User not found!").
      if (!entry.path.includes(':')) await expect(remote.getByText(/not found/i)).toHaveCount(0);
    });
  }
}
