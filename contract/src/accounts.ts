/**
 * The accounts routes (docs/rules.md §10: AUTH, USER, the public overview, the chapter's settings, health and the
 * stored pictures), and the shapes of accounts other areas' routes answer too (a member's platform handles, the
 * allowed e-mails, the platform verification answers).
 */
import { ACHIEVEMENT_TYPES } from './constants';
import { bearer, routeTable } from './route';
import {
  answer,
  bool,
  checkedByHandler,
  int,
  keyed,
  list,
  MessageResponse,
  nint,
  nstr,
  nullable,
  num,
  obj,
  oneOf,
  opt,
  page,
  str,
  Type,
  withData,
  type Static,
  type TSchema,
} from './schema';
import { UserRef, perPlatform, picture, role } from './common';
// Not './admin', which reads the allowed e-mails' shapes from here: a value import back would be a cycle.
import { PlatformFailureKind } from './platformHealth';

/** A multipart/form-data body (the browser's FormData); the API reads its parts itself (api/src/files/multipart.ts). */
export interface MultipartForm {
  append(name: string, value: unknown, fileName?: string): void;
}

// ---- AUTH ----
/** GET /auth/verify-auth-token: the token's user and role. */
export const VerifyTokenResponse = answer({ userId: str, role });
export type VerifyTokenResponse = Static<typeof VerifyTokenResponse>;

/** POST /auth/login; a remember-me session lasts a week, another a day. */
export const LoginRequest = obj({
  email: Type.String({ minLength: 1, maxLength: 320 }),
  password: Type.String({ minLength: 1, maxLength: 1024 }),
  rememberMe: opt(Type.Boolean({ default: false })),
});
export type LoginRequest = Static<typeof LoginRequest>;
/** `deletionCancelled`: true when this sign-in cancelled the account's asked-for deletion (docs/privacy.md); the message then says so. */
export const LoginResponse = answer({ token: str, deletionCancelled: opt(bool) });
export type LoginResponse = Static<typeof LoginResponse>;

/**
 * POST /auth/register, multipart/form-data with these text fields and an optional file field `profilePicture`
 * (JPG, PNG or GIF by content, at most 5 MB). 200 { message } on success; 403 when the e-mail is not on the allowed
 * list; 409 when an account already uses it; 400 with the first validation message otherwise.
 */
export const RegisterFields = obj({
  name: str,
  bio: str,
  email: str,
  password: str,
  registrationNumber: str,
  academicYear: Type.Union([num, str]),
  phoneNumber: str,
  linkedinUsername: str,
});
export type RegisterFields = Static<typeof RegisterFields>;

/** POST /auth/send-otp → MessageResponse (the code goes by e-mail, never in the response); the API names a missing e-mail. */
export const SendOtpRequest = obj({ email: opt(str) });
export type SendOtpRequest = Static<typeof SendOtpRequest>;
/** POST /auth/verify-otp → MessageResponse. */
export const VerifyOtpRequest = obj({ email: opt(str), otp: opt(str) });
export type VerifyOtpRequest = Static<typeof VerifyOtpRequest>;
/** POST /auth/change-password (the reset's last step; needs a verified OTP for that e-mail). `newPassword` is accepted too. */
export const ResetPasswordRequest = obj({ email: opt(str), newPassword: opt(str), password: opt(str) });
export type ResetPasswordRequest = Static<typeof ResetPasswordRequest>;

// ---- USER ----
/**
 * A platform's figures, per platform: leetcode {badgesCount, ranking, totalProblemSolved}; codechef {rating (stars),
 * highestRating, countryRank}; codeforces {rating, rank ('Unrated' when none), totalProblemSolved}; geeksforgeeks
 * {universityRank, codingScore, problemSolved}.
 */
export const PlatformStats = keyed(Type.Unsafe<number | string | null>({ type: ['number', 'string', 'null'] }));
export type PlatformStats = Static<typeof PlatformStats>;

/**
 * A member's handle on one platform. `stats`: the last stats fetched for a verified handle (docs/rules.md §10), null
 * until the first refresh. `refreshedAt`: when the stats were fetched (ISO); LeetCode and GFG daily, Codeforces and
 * CodeChef weekly. `solvesFetchedAt`: when the handle's solves were last fetched (ISO; LeetCode and GFG), null until
 * the first fetch. `statsFetchedAt`: when its stats were last fetched (ISO), the same moment as refreshedAt.
 * `lastFailure`: its last failed fetch (kind and time), null when none failed yet; newer than both fetches: the
 * figures are older.
 */
export const PlatformHandle = obj({
  handle: nstr,
  verified: bool,
  stats: opt(nullable(PlatformStats)),
  refreshedAt: opt(nstr),
  solvesFetchedAt: opt(nstr),
  statsFetchedAt: opt(nstr),
  lastFailure: opt(nullable(obj({ kind: PlatformFailureKind, at: str }))),
});
export type PlatformHandle = Static<typeof PlatformHandle>;

/** An achievement a member earned. */
export const Badge = obj({ id: str, type: oneOf(ACHIEVEMENT_TYPES), name: str, date: str, description: str });
export type Badge = Static<typeof Badge>;

/** Solves on one day: `date` is YYYY-MM-DD. */
export const DailyActivity = obj({ date: str, count: num });
export type DailyActivity = Static<typeof DailyActivity>;

/**
 * POST /user/get-profile-data { userId? } → { message, data }. Own profile when userId is absent.
 * `email` (shown as a mailto link), `phoneNumber` and `linkedinUsername` follow the owner's privacy choices
 * (PrivacySettings, docs/privacy.md): the owner always sees them; others only when the choice lets their role
 * ('MEMBERS': MEMBER and above, 'CORE': COREMEMBER and above, 'NOBODY': no one, admins included); null when hidden.
 * `points` is this month's points; `totalQuestionSolved` is the contract's name for them (the Points tile), equal to
 * `points`; `problemsSolved` counts the member's verified platforms, all time. `isOwnProfile` is true on the caller's own.
 */
export const ProfileData = obj({
  _id: str,
  name: str,
  email: nstr,
  role,
  academicYear: nint,
  profilePicture: picture,
  bio: str,
  linkedinUsername: nstr,
  leetcodeUsername: nstr,
  codechefUsername: nstr,
  codeforcesUsername: nstr,
  geeksforgeeksUsername: nstr,
  platforms: perPlatform(PlatformHandle),
  points: num,
  totalQuestionSolved: num,
  problemsSolved: num,
  currentRank: nint,
  prevMonthData: obj({ prevRank: nint }),
  subscribed: bool,
  avgPerDay: num,
  maxStreak: int,
  dailyActivity: list(DailyActivity),
  phoneNumber: nstr,
  badges: list(Badge),
  isOwnProfile: bool,
  /** The practice sets the member has solved every problem of, most recently finished first (docs/learning-progress.md). */
  finishedSets: opt(list(obj({ id: str, title: str, totalQuestions: int }))),
});
export type ProfileData = Static<typeof ProfileData>;
export const ProfileResponse = withData(ProfileData);
export type ProfileResponse = Static<typeof ProfileResponse>;
/** The body of POST /user/get-profile-data: someone else's profile, or the caller's own without `userId`. */
export const ProfileQuery = obj({ userId: opt(nstr) });
export type ProfileQuery = Static<typeof ProfileQuery>;

/**
 * GET /user/get-edit-profile-page-data → { message, data }. `platforms`: each handle as on the profile, with how
 * fresh its figures are (solves and stats fetched, last failure).
 */
export const EditProfileData = obj({
  name: str,
  bio: str,
  email: str,
  phoneNumber: nstr,
  academicYear: nint,
  profilePic: picture,
  coding: perPlatform(nstr),
  verifiedProfile: perPlatform(bool),
  social: obj({ linkedin: nstr }),
  platforms: perPlatform(PlatformHandle),
});
export type EditProfileData = Static<typeof EditProfileData>;
export const EditProfileResponse = withData(EditProfileData);
export type EditProfileResponse = Static<typeof EditProfileResponse>;

/** POST /user/edit-profile: exactly one field pair per call → 'Profile updated successfully!'. */
export const EditProfileField = oneOf(['name', 'bio', 'phoneNumber', 'academicYear', 'linkedinUsername']);
export type EditProfileField = Static<typeof EditProfileField>;
/** A platform handle sent to edit-profile: a changed one is unverified until verified again; '' removes it. */
export const PlatformUsernameField = oneOf(['leetcodeUsername', 'codechefUsername', 'codeforcesUsername', 'geeksforgeeksUsername']);
export type PlatformUsernameField = Static<typeof PlatformUsernameField>;
const textOrNumber = Type.Union([str, num]);
export const EditProfileRequest = obj({
  name: opt(textOrNumber),
  bio: opt(textOrNumber),
  phoneNumber: opt(textOrNumber),
  academicYear: opt(textOrNumber),
  linkedinUsername: opt(textOrNumber),
  leetcodeUsername: opt(textOrNumber),
  codechefUsername: opt(textOrNumber),
  codeforcesUsername: opt(textOrNumber),
  geeksforgeeksUsername: opt(textOrNumber),
});
export type EditProfileRequest = Static<typeof EditProfileRequest>;

/** POST /user/change-password → { message: 'Password updated successfully!', token }: older sessions end, this one gets a fresh token. */
export const ChangePasswordRequest = obj({ currentPassword: str, newPassword: str });
export type ChangePasswordRequest = Static<typeof ChangePasswordRequest>;
export const ChangePasswordResponse = answer({ token: str });
export type ChangePasswordResponse = Static<typeof ChangePasswordResponse>;

/** POST /user/edit-profile-picture: multipart `profilePicture`, or JSON { profilePicture: null } to delete. */
export const ProfilePictureResponse = withData(obj({ profilePicture: picture }));
export type ProfilePictureResponse = Static<typeof ProfilePictureResponse>;

/** POST /user/toggle-subscribe-btn */
export const SubscribeResponse = answer({ subscribed: bool });
export type SubscribeResponse = Static<typeof SubscribeResponse>;

/** POST /user/report-an-issue, multipart with these fields and an optional file `issueScreenShot`; no bearer. */
export const IssueReportFields = obj({ name: str, email: str, subject: str, description: str });
export type IssueReportFields = Static<typeof IssueReportFields>;
export const ReportIssueResponse = answer({ referenceId: str });
export type ReportIssueResponse = Static<typeof ReportIssueResponse>;

/** GET /user/get-all-users-with-id-and-name */
export const UsersWithIdAndNameResponse = answer({ data: list(UserRef), userId: str, role });
export type UsersWithIdAndNameResponse = Static<typeof UsersWithIdAndNameResponse>;

// ---- ADMIN: allowed e-mails ----
export const AllowedEmail = obj({ _id: str, email: str, createdAt: str });
export type AllowedEmail = Static<typeof AllowedEmail>;
/** POST /admin/add-allowed-emails { emails: string[] | 'a@x, b@y' } and POST /admin/upload-csv-allowed-emails (file field `file`). */
export const AddAllowedEmailsResponse = answer({ added: int, skipped: int });
export type AddAllowedEmailsResponse = Static<typeof AddAllowedEmailsResponse>;
/**
 * POST /admin/fetch-all-allowed-emails { page=1, limit=10, search, sortOrder=1 }. DELETE /admin/delete-allowed-email
 * takes { userId } (the allowed e-mail's _id; the contract names it userId).
 */
export const AllowedEmailsPage = page(AllowedEmail, { limit: int });
export type AllowedEmailsPage = Static<typeof AllowedEmailsPage>;

// ---- PUBLIC ----
/**
 * GET /public/overview: the landing page's honest figures and this month's top 3. No bearer. `month` is 'YYYY-MM';
 * `topPerformers` are this month's top 3 by points, empty when nobody has points yet.
 */
export const PublicOverview = obj({
  activeUsers: int,
  practiceProblems: int,
  resources: int,
  platforms: int,
  month: str,
  topPerformers: list(obj({ ...UserRef.properties, points: num, rank: int })),
});
export type PublicOverview = Static<typeof PublicOverview>;

/**
 * GET /config: the chapter's own settings. `links`: social and community links, any of them may be absent.
 * `promoVideoUrl`: YouTube link of the landing page's promo video (any YouTube form); absent: the video section says
 * none is published.
 */
export const ChapterConfig = obj({
  chapterName: str,
  contactEmail: str,
  links: obj({ community: opt(str), github: opt(str), linkedin: opt(str), instagram: opt(str), website: opt(str) }),
  promoVideoUrl: opt(str),
});
export type ChapterConfig = Static<typeof ChapterConfig>;

/**
 * GET /health: liveness, the database kind (`database`; 'down' with a 503 while PostgreSQL does not answer,
 * `databaseKind` then says which) and the API's version; Redis as this instance sees it (`redisSince`: down since).
 */
export const HealthResponse = answer({
  database: str,
  databaseKind: opt(str),
  version: str,
  redis: opt(oneOf(['up', 'down', 'not-used'] as const)),
  redisSince: opt(str),
});
export type HealthResponse = Static<typeof HealthResponse>;

// ---- platform verification (points engine) ----
/** POST /user/generate-verification-code { platform } → a single-use code to place on the platform profile. */
export const VerificationCodeResponse = withData(obj({ verificationCode: str, expiresInSeconds: int }));
export type VerificationCodeResponse = Static<typeof VerificationCodeResponse>;
/** POST /user/verify-platform { platform } → { message }; 400 no handle / code expired / code not found, 409 handle taken, 503 platform unreachable. */
export const VerifyPlatformResponse = MessageResponse;
export type VerifyPlatformResponse = MessageResponse;

// ---- routes ----
const auth = { tags: ['auth'] } as const;
/** The account routes under /user: any may answer 413 (a body or file above the limit). */
const user = <T extends TSchema>(summary: string, ok: T) => ({ summary, tags: ['user'], security: bearer, response: { 200: ok, 413: MessageResponse } });
/** The password reset steps: 503 when the mail cannot go out. */
const reset = <T extends TSchema>(summary: string, body: T) => ({ ...auth, summary, body, response: { 200: MessageResponse, 503: MessageResponse } });

export const accountsRoutes = routeTable({
  'GET /auth/verify-auth-token': {
    ...auth,
    summary: 'Check a bearer token and return its user and role',
    security: bearer,
    response: { 200: VerifyTokenResponse },
  },
  'POST /auth/login': {
    ...auth,
    summary: 'Sign in with e-mail and password',
    body: LoginRequest,
    response: { 200: LoginResponse },
  },
  'POST /auth/register': {
    ...auth,
    summary: 'Create an account (multipart: the form fields and an optional profilePicture); only allowed e-mails',
    consumes: ['multipart/form-data', 'application/json'],
    body: checkedByHandler<RegisterFields | MultipartForm>('The registration fields, and an optional file profilePicture'),
    response: { 200: MessageResponse, 409: MessageResponse, 413: MessageResponse },
  },
  'POST /auth/send-otp': reset('Mail a 6-digit password reset code', SendOtpRequest),
  'POST /auth/verify-otp': reset('Check a password reset code', VerifyOtpRequest),
  'POST /auth/change-password': reset('Set a new password after a verified code (ends every session)', ResetPasswordRequest),

  'POST /user/get-profile-data': {
    ...user("The caller's profile, or { userId }'s", ProfileResponse),
    body: checkedByHandler<ProfileQuery | undefined>("{ userId } for someone else's profile; the caller's own without it"),
  },
  'GET /user/get-edit-profile-page-data': user("The caller's editable fields", EditProfileResponse),
  'POST /user/edit-profile': {
    ...user('Change one personal field: name, bio, phoneNumber, academicYear or linkedinUsername', MessageResponse),
    body: checkedByHandler<EditProfileRequest>('Exactly one field and its new value'),
  },
  'POST /user/change-password': {
    ...user('Change the password with the current one; older sessions end, a fresh token is returned', ChangePasswordResponse),
    body: checkedByHandler<ChangePasswordRequest>('{ currentPassword, newPassword }, and confirmPassword when the form sends it'),
  },
  'POST /user/edit-profile-picture': {
    ...user('Upload a profile picture (multipart profilePicture) or delete it (JSON { profilePicture: null })', ProfilePictureResponse),
    consumes: ['multipart/form-data', 'application/json'],
    body: checkedByHandler<MultipartForm | { profilePicture: null }>('Multipart file profilePicture, or { profilePicture: null } to delete it'),
  },
  'POST /user/toggle-subscribe-btn': user('Turn e-mail notifications on or off', SubscribeResponse),
  'POST /user/report-an-issue': {
    summary: 'Report an issue (multipart name, email, subject, description, optional issueScreenShot); no bearer needed',
    tags: ['user'],
    consumes: ['multipart/form-data', 'application/json'],
    body: checkedByHandler<IssueReportFields | MultipartForm>("The report's fields, and an optional file issueScreenShot"),
    response: { 200: ReportIssueResponse, 413: MessageResponse },
  },
  'GET /user/get-all-users-with-id-and-name': user('Every member with id, name, role and picture (compare selectors)', UsersWithIdAndNameResponse),

  'GET /public/overview': {
    summary: "The landing page's figures and this month's top performers (no sign-in)",
    tags: ['public'],
    response: { 200: PublicOverview },
  },
  'GET /config': {
    summary: "The chapter's public settings: name, contact e-mail, links and promo video",
    tags: ['config'],
    response: { 200: ChapterConfig },
  },
  'GET /health': {
    summary: 'Liveness and database check',
    tags: ['health'],
    // 503 while PostgreSQL does not answer (`database: 'down'`, with Retry-After); other services only their message.
    response: {
      200: HealthResponse,
      503: answer({
        database: opt(str),
        databaseKind: opt(str),
        version: opt(str),
        redis: opt(oneOf(['up', 'down', 'not-used'] as const)),
        redisSince: opt(str),
      }),
    },
  },
  'GET /files/pictures/:name': {
    summary: 'A stored picture (WebP); If-None-Match with its ETag answers 304',
    tags: ['files'],
    params: obj({ name: str }),
    response: {
      200: Type.Unsafe<Uint8Array>({ description: 'The picture', content: { 'image/webp': { schema: { type: 'string', format: 'binary' } } } }),
      // No body: the caller's copy stands.
      304: Type.Unsafe<undefined>({ description: 'Not modified: the caller holds this picture already' }),
    },
  },
});
