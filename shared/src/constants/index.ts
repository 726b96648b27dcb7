/** Business constants and limits (docs/rules.md §11), named as the original app named them; client and API both read these. */
import { PAGE_LIMITS, PLATFORM_KEYS } from '@chapter/contract/constants';
export const PAGE = { ...PAGE_LIMITS, defaultSortOrder: 1, leaderboard: 20, adminList: 20, roadmaps: 6 } as const;
export const USER_PAGE_SIZES = [10, 20, 50] as const;
export const ALLOWED_EMAIL_PAGE_SIZES = [1, 5, 10, 20] as const;
export const LEADERBOARD_TYPE_DEFAULT = 'overall';

export const DEBOUNCE_MS = { adminSearch: 500, leaderboardSearch: 500, listSearch: 1000, leaderboardPageChange: 300, manualSpinner: 500 } as const;

/** The header is sticky and 64 px tall (40 px controls, 12 px padding each side). */
export const HEADER_HEIGHT_PX = 64;
/** Toasts sit top right, below the header, so one never hides the header's bell or profile menu (WCAG 2.4.11). */
export const TOAST = { durationMs: 5000, position: 'top-right', topPx: HEADER_HEIGHT_PX + 8 } as const;
export const PERSISTED_STATE_TIMEOUT_MS = 5000;
export const SCROLL_TO_TOP_THRESHOLD_PX = 100;
export const NAVBAR_SOLID_AFTER_PX = 20;
export const ANNOUNCEMENT_AUTO_SLIDE_MS = 4000;

export const BACKGROUND = {
  iconCounts: { sparse: 12, medium: 24, dense: 40 },
  gridPx: 40,
  colours: ['#00895e', '#2f8d46'],
  opacity: 0.1,
  blockColumns: 12,
  blocksPerColumn: { min: 3, max: 10 },
} as const;
export const BLUR_PLACEHOLDER_SIZE = 32;

export const LIMITS = {
  bioMax: 150,
  passwordMin: 6,
  profilePictureBytes: 5 * 1024 * 1024,
  phoneDigits: 10,
  academicYears: [1, 2, 3, 4],
  otpDigits: 6,
  otpCountdownSeconds: 120,
  issueDescriptionWords: 200,
  issueWordsWarnAt: 180,
  issueCooldownMs: 3_600_000,
  rememberMeDays: 7,
  sessionDays: 1,
  verifyWaitSeconds: 10,
} as const;

export const DEFAULT_PASSING_MARKS = 30;

export const ROADMAP = {
  zoomStep: 1.25,
  zoomMin: 0.5,
  zoomMax: 2.5,
  canvasHeight: 650,
  nodeWidth: 300,
  horizontalSpacing: 350,
  drawingWidth: 5000,
  drawingHeight: 3000,
} as const;
export { ROADMAP_LEVELS } from '@chapter/contract/learningLimits';
/** Level colours: Beginner green, Intermediate blue, Advanced purple, Expert rose. */
export const ROADMAP_LEVEL_COLOURS = { Beginner: '#15803d', Intermediate: '#2563eb', Advanced: '#7c3aed', Expert: '#be123c' } as const;
/** A roadmap card shows this many tags, then '+N'. */
export const ROADMAP_CARD_TAGS = 2;

export const DISPLAY = {
  badgesPreview: 3,
  problemTags: 3,
  errorCardAvatars: 3,
  tierAvatarsWide: [3, 5, 7, 9],
  tierAvatarsNarrow: [2, 3, 4, 5],
  overflowPopup: 12,
  paginationFull: 7,
  podium: ['1ST', '2ND', '3RD'],
} as const;

export { DIFFICULTIES } from '@chapter/contract/learningLimits';
/** The lead times a member can pick for reminders, minutes before an event and their words (docs/notifications.md). */
export { REMINDER_LEADS } from '@chapter/contract/constants';
/** The group chat's webhooks: the kinds of endpoint and the add form's limits (docs/notifications.md). */
export { WEBHOOK_KINDS, WEBHOOK_LIMITS } from '@chapter/contract/constants';
export const PLATFORMS = PLATFORM_KEYS;
/** Where each platform shows a handle's public profile; the app's profile pages and the public profile link there. */
export const PLATFORM_PROFILE_BASE: Record<(typeof PLATFORM_KEYS)[number], string> = {
  leetcode: 'https://leetcode.com/u/',
  codechef: 'https://www.codechef.com/users/',
  codeforces: 'https://codeforces.com/profile/',
  geeksforgeeks: 'https://www.geeksforgeeks.org/user/',
};
/** The handle's public profile on its platform: leetcode → https://leetcode.com/u/<handle>. */
export const platformProfileUrl = (platform: (typeof PLATFORM_KEYS)[number], handle: string): string =>
  `${PLATFORM_PROFILE_BASE[platform]}${encodeURIComponent(handle.trim())}`;
export const CONTEST_PLATFORMS = ['Codeforces', 'CodeChef'] as const;
export const EVENT_TYPES = ['meeting', 'contest', 'festival'] as const;
export const TOAST_TYPES = ['success', 'info', 'error', 'warning'] as const;

/** The `localStorage` key holding the session token, and nothing else. */
export const AUTH_STORAGE_KEY = 'auth';

/**
 * The cookie holding the same token, written and cleared with it by the shell: on a page's request it tells the server
 * whose page to draw, and nothing else (docs/architecture.md, "Members' pages drawn by the server").
 */
export const SESSION_COOKIE = 'chapter_session';

export const API_BASE = '/api/v1';

/** The id of the JSON block of answers the server writes into every page it sends (shared/src/api/givenAnswers.ts). */
export const ANSWERS_BLOCK_ID = 'chapter-answers';

/**
 * In a page's answers block, beside the answers by route key: the ETags some of them came with, by the same keys (a
 * member's page the server drew; docs/architecture.md, "Members' pages drawn by the server").
 */
export const GIVEN_ETAGS_KEY = 'etags';

/**
 * The id of the inert `<template>` in which a page drawn before any script keeps the preloads of its app's first
 * render: the start script puts them in the page when the app starts (docs/architecture.md, "The start script").
 */
export const APP_PRELOADS_ID = 'chapter-app-preloads';

/** Texts (docs/rules.md §11) that the API sends and the apps show: one copy for both sides. */
export const MESSAGES = {
  sessionExpired: 'Session expired! Please login again.',
  adminsOnly: 'Unauthorized access! Only admins allowed.',
  internalServerError: 'Internal Server Error!',
  verifyFailed: 'Internal Server Error! Please login again.',
  /** A change asked while the browser is offline: refused at once, never queued (docs/offline.md). */
  offlineWrite: 'You are offline, so nothing was saved. Try again when you are back online.',
} as const;

/** The offline notice under the navigation bar (docs/offline.md); the time is when the newest figure was read. */
export const OFFLINE_TEXTS = {
  figuresFrom: 'Offline: figures from',
  nothingSaved: 'Offline: nothing saved on this device yet',
  /** In a page's place when it has no answer kept on this device: its read waits for the network. */
  notKept: 'This page is not saved on this device yet. It loads when you are back online.',
  /** In a part of a page (a section, a list) in place of its spinner, for the same reason. */
  partNotKept: 'Not saved on this device yet. It loads when you are back online.',
} as const;

/**
 * The notice under the navigation bar while the API answers 503 for everything (docs/offline.md, "The API
 * unavailable"): the server's own message, or `fallback` when it sent none, then when the reads ask again.
 */
export const UNAVAILABLE_TEXTS = {
  fallback: "The chapter's server is not answering right now",
  tryingAgainIn: 'Trying again in',
} as const;

/** Why a control is refused to a role below COREMEMBER (docs/rules.md §1); the screens show it and the API answers it. */
export const CORE_ONLY = {
  createPracticeSet: 'Only core team members can create practice sets',
  edit: 'Only core team members can edit',
  delete: 'Only core team members can delete',
  addProblem: 'Only core team can add problems',
  addVideo: 'Only core team members can add videos',
  createResource: 'Only core team members can create resources',
  createRoadmap: 'Only core team members can create roadmaps',
} as const;
