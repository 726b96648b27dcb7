/**
 * A member's own data (docs/privacy.md): who sees their contact fields, whether they appear on the landing page, the
 * opt-in public profile at /u/<slug> with its share cards, the export of everything held about them, and the
 * self-service deletion with its 7-day grace period.
 */
import { ACHIEVEMENT_TYPES } from './constants';
import { bearer, routeTable } from './route';
import { bool, int, list, MessageResponse, nint, nstr, num, obj, oneOf, opt, str, Type, withData, type Static, type TSchema } from './schema';
import { picture, platformKey } from './common';
import { DailyActivity } from './accounts';

/** Who besides the owner sees a contact field: MEMBER and above, COREMEMBER and above, or nobody. */
export const VISIBILITIES = ['MEMBERS', 'CORE', 'NOBODY'] as const;
export const Visibility = oneOf(VISIBILITIES);
export type Visibility = Static<typeof Visibility>;

/**
 * A member's privacy choices. `emailVisibility`, `phoneVisibility`, `linkedinVisibility`: who sees the field on
 * profiles and comparisons (the admin area keeps the e-mail and phone number admins need to run the membership).
 * `onLandingPage`: whether the member may appear on the public landing page's podium and be counted in its figures.
 * `publicProfile`: whether the public profile at /u/<slug> is on.
 */
export const PrivacySettings = obj({
  emailVisibility: Visibility,
  phoneVisibility: Visibility,
  linkedinVisibility: Visibility,
  onLandingPage: bool,
  publicProfile: bool,
});
export type PrivacySettings = Static<typeof PrivacySettings>;

/** The choices, with the public profile's address: `publicPath` is '/u/<slug>' (null until first turned on), `publicUrl` its full address. */
export const PrivacyData = obj({ ...PrivacySettings.properties, publicPath: nstr, publicUrl: nstr, cardUrl: nstr });
export type PrivacyData = Static<typeof PrivacyData>;
export const PrivacyResponse = withData(PrivacyData);
export type PrivacyResponse = Static<typeof PrivacyResponse>;

/** PUT /user/privacy: any of the choices (at least one); the others stay. */
export const PrivacyUpdate = obj({
  emailVisibility: opt(Visibility),
  phoneVisibility: opt(Visibility),
  linkedinVisibility: opt(Visibility),
  onLandingPage: opt(bool),
  publicProfile: opt(bool),
});
export type PrivacyUpdate = Static<typeof PrivacyUpdate>;

/**
 * The caller's self-service deletion. `dueAt`: when the account will be deleted (ISO), null when none is asked for;
 * `requestedAt` likewise. `allowed`: whether the caller may ask for it; `reason`: why not ('This account is protected
 * …', 'You are the chapter's only admin …'), null when allowed.
 */
export const AccountDeletion = obj({ dueAt: nstr, requestedAt: nstr, allowed: bool, reason: nstr, graceDays: int });
export type AccountDeletion = Static<typeof AccountDeletion>;
export const AccountDeletionResponse = withData(AccountDeletion);
export type AccountDeletionResponse = Static<typeof AccountDeletionResponse>;
/** POST /user/delete-my-account: the current password confirms it. */
export const DeleteAccountRequest = obj({ password: Type.String({ minLength: 1, maxLength: 1024 }) });
export type DeleteAccountRequest = Static<typeof DeleteAccountRequest>;

/** A verified handle on the public profile: the platform checked that the member owns it. */
export const PublicHandle = obj({ platform: platformKey, handle: str, url: str });
export type PublicHandle = Static<typeof PublicHandle>;
/** An achievement on the public profile, with its share card's address. */
export const PublicAchievement = obj({ id: str, type: oneOf(ACHIEVEMENT_TYPES), name: str, date: str, description: str, cardUrl: str });
export type PublicAchievement = Static<typeof PublicAchievement>;

/**
 * GET /public/profiles/:slug: what a member chose to show the world. Never an e-mail, phone number or LinkedIn.
 * `month` 'YYYY-MM'; `rank` this month's place on the overall board (null without points); `handles` only verified
 * ones ("verified by <chapterName>"); `dailyActivity` the heat map's days (the last year).
 */
export const PublicProfile = obj({
  slug: str,
  name: str,
  profilePicture: picture,
  chapterName: str,
  month: str,
  rank: nint,
  points: num,
  handles: list(PublicHandle),
  achievements: list(PublicAchievement),
  dailyActivity: list(DailyActivity),
  pageUrl: str,
  cardUrl: str,
});
export type PublicProfile = Static<typeof PublicProfile>;

const png = Type.Unsafe<Uint8Array>({ description: 'A PNG image', content: { 'image/png': { schema: { type: 'string', format: 'binary' } } } });
const notModified = Type.Unsafe<undefined>({ description: 'Not modified: the caller holds this image already' });
const slugParams = obj({ slug: Type.String({ maxLength: 64 }) });

const user = <T extends TSchema>(summary: string, ok: T) => ({ summary, tags: ['user'], security: bearer, response: { 200: ok } });

export const privacyRoutes = routeTable({
  'GET /user/privacy': user("The caller's privacy choices and public profile address", PrivacyResponse),
  'PUT /user/privacy': { ...user('Change privacy choices; any of them, the others stay', PrivacyResponse), body: PrivacyUpdate },
  'GET /user/export-my-data': {
    summary: 'Everything held about the caller, as one zip: data.json, points-history.csv and the files they uploaded',
    tags: ['user'],
    security: bearer,
    response: {
      200: Type.Unsafe<Uint8Array>({ description: 'The export', content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } } }),
      429: MessageResponse,
    },
  },
  'GET /user/delete-my-account': user("The caller's account deletion: when it is due, or why it cannot be asked for", AccountDeletionResponse),
  'POST /user/delete-my-account': {
    ...user('Ask for the account to be deleted after the grace period (password confirms); signing in cancels it', AccountDeletionResponse),
    body: DeleteAccountRequest,
    response: { 200: AccountDeletionResponse, 400: MessageResponse, 403: MessageResponse, 429: MessageResponse },
  },
  'DELETE /user/delete-my-account': user('Cancel an asked-for deletion', AccountDeletionResponse),
  'GET /public/profiles/:slug': {
    summary: "A member's public profile (only when they turned it on); no sign-in",
    tags: ['public'],
    params: slugParams,
    response: { 200: PublicProfile, 404: MessageResponse },
  },
  'GET /public/profiles/:slug/card.png': {
    summary: "A public profile's share card (PNG, 1200×630); ETag by content",
    tags: ['public'],
    params: slugParams,
    response: { 200: png, 304: notModified, 404: MessageResponse },
  },
  'GET /public/profiles/:slug/achievements/:achievementId/card.png': {
    summary: "An achievement's share card (PNG, 1200×630); ETag by content",
    tags: ['public'],
    params: obj({ slug: Type.String({ maxLength: 64 }), achievementId: Type.String({ maxLength: 64 }) }),
    response: { 200: png, 304: notModified, 404: MessageResponse },
  },
});

export const PRIVACY_MESSAGES = {
  saved: 'Your privacy choices are saved.',
  nothingToChange: 'Choose at least one privacy setting to change.',
  wrongPassword: 'Current password is incorrect!',
  deletionAsked: 'Your account will be deleted in 7 days. Sign in before then to cancel.',
  deletionCancelled: 'Your account will not be deleted.',
  protectedAccount: 'This account is protected, so it cannot be deleted. Ask an admin to lift the protection first.',
  lastAdmin: "You are the chapter's only admin, so your account cannot be deleted. Promote another admin first.",
  noPublicProfile: 'There is no public profile at this address.',
  noAchievement: 'There is no such achievement on this profile.',
  exportBusy: 'You have downloaded your data 5 times in the last hour. Please try again later.',
  /** The sign-in answer's message when signing in cancelled an asked-for deletion. */
  signInCancelledDeletion: 'Welcome back! Signing in cancelled the deletion of your account.',
} as const;

/** The days a self-service deletion waits; signing in during them cancels it. */
export const DELETION_GRACE_DAYS = 7;
