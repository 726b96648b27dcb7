// `npm run screenshots`: every public page at 1280 px and 390 px wide, for checking by eye (not part of the suite).
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

export default defineConfig({
  ...base,
  testDir: './screenshots',
  reporter: [['list']],
  projects: [
    { name: 'desktop', use: { ...base.projects?.[0]?.use, viewport: { width: 1280, height: 800 } } },
    { name: 'phone', use: { ...base.projects?.[0]?.use, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  ],
});
