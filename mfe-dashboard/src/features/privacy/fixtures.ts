// Test data of this feature's answers (imported by tests only).
import type { AccountDeletion, PrivacyData } from '@chapter/shared/types';

export const aPrivacy = (overrides: Partial<PrivacyData> = {}): PrivacyData => ({
  emailVisibility: 'MEMBERS',
  phoneVisibility: 'CORE',
  linkedinVisibility: 'MEMBERS',
  onLandingPage: true,
  publicProfile: false,
  publicPath: null,
  publicUrl: null,
  cardUrl: null,
  ...overrides,
});

export const aPublicPrivacy = (): PrivacyData =>
  aPrivacy({
    publicProfile: true,
    publicPath: '/u/asha-rao',
    publicUrl: 'https://chapter.test/u/asha-rao',
    cardUrl: 'https://chapter.test/api/v1/public/profiles/asha-rao/card.png',
  });

export const aDeletion = (overrides: Partial<AccountDeletion> = {}): AccountDeletion => ({
  dueAt: null,
  requestedAt: null,
  allowed: true,
  reason: null,
  graceDays: 7,
  ...overrides,
});

/**
 * Records the file names the page saves (a download is an anchor with `download`, clicked): call in beforeEach, read
 * `.names` in the test. Needs `jest.restoreAllMocks()` after each test.
 */
export function captureDownloads(): { names: string[] } {
  const saved = { names: [] as string[] };
  URL.createObjectURL = jest.fn(() => 'blob:export');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.names.push(this.download);
  });
  return saved;
}
