// The accounts contract (docs/rules.md §10: AUTH, USER, ADMIN allowed e-mails, public overview): request and response
// bodies as both the API and the apps use them.
import type { Role } from '@chapter/contract';
import type { MessageResponse, Page, Picture, PlatformKey, UserRef } from '@chapter/contract';
import type { PlatformFailureKind } from './platformHealth';

// ---- AUTH ----
/** GET /auth/verify-auth-token */
export interface VerifyTokenResponse extends MessageResponse {
  userId: string;
  role: Role;
}
/** POST /auth/login */
export interface LoginRequest {
  email: string;
  password: string;
  rememberMe?: boolean;
}
export interface LoginResponse extends MessageResponse {
  token: string;
}
/**
 * POST /auth/register, multipart/form-data with these text fields and an optional file field `profilePicture`
 * (JPG, PNG or GIF by content, at most 5 MB). 200 { message } on success; 403 when the e-mail is not on the allowed
 * list; 409 when an account already uses it; 400 with the first validation message otherwise.
 */
export interface RegisterFields {
  name: string;
  bio: string;
  email: string;
  password: string;
  registrationNumber: string;
  academicYear: number | string;
  phoneNumber: string;
  linkedinUsername: string;
}
/** POST /auth/send-otp → MessageResponse (the code goes by e-mail, never in the response). */
export interface SendOtpRequest {
  email: string;
}
/** POST /auth/verify-otp → MessageResponse. */
export interface VerifyOtpRequest {
  email: string;
  otp: string;
}
/** POST /auth/change-password (the reset's last step; needs a verified OTP for that e-mail). `newPassword` is accepted too. */
export interface ResetPasswordRequest {
  email: string;
  password?: string;
  newPassword?: string;
}

// ---- USER ----
export interface PlatformHandle {
  handle: string | null;
  verified: boolean;
  /** The last stats fetched for a verified handle (docs/rules.md §10); null until the first refresh. */
  stats?: PlatformStats | null;
  /** When the stats were fetched (ISO); LeetCode and GFG daily, Codeforces and CodeChef weekly. */
  refreshedAt?: string | null;
  /** When the handle's solves were last fetched (ISO; LeetCode and GFG); null until the first fetch. */
  solvesFetchedAt?: string | null;
  /** When its stats were last fetched (ISO); the same moment as refreshedAt. */
  statsFetchedAt?: string | null;
  /** Its last failed fetch (kind and time); null when none failed yet. Newer than both fetches: the figures are older. */
  lastFailure?: { kind: PlatformFailureKind; at: string } | null;
}
/** Per platform: leetcode {badgesCount, ranking, totalProblemSolved}; codechef {rating (stars), highestRating, countryRank};
 * codeforces {rating, rank ('Unrated' when none), totalProblemSolved}; geeksforgeeks {universityRank, codingScore, problemSolved}. */
export type PlatformStats = Record<string, number | string | null>;
export interface Badge {
  id: string;
  type: 'gold' | 'silver' | 'bronze' | 'dailyActiveStreak' | 'maxAvgPerDay';
  name: string;
  date: string;
  description: string;
}
export interface DailyActivity {
  date: string; // YYYY-MM-DD
  count: number;
}
/** POST /user/get-profile-data { userId? } → { message, data }. Own profile when userId is absent. */
export interface ProfileData {
  _id: string;
  name: string;
  /** Shown as a mailto link on the profile; null when the viewer may not see it: only the owner and members of the chapter do. */
  email: string | null;
  role: Role;
  academicYear: number | null;
  profilePicture: Picture | null;
  bio: string;
  linkedinUsername: string | null;
  leetcodeUsername: string | null;
  codechefUsername: string | null;
  codeforcesUsername: string | null;
  geeksforgeeksUsername: string | null;
  platforms: Record<PlatformKey, PlatformHandle>;
  /** This month's points (0 until the points engine exists). */
  points: number;
  /** The contract's name for this month's points (the Points tile); equal to `points`. */
  totalQuestionSolved: number;
  /** Problems solved on the member's verified platforms, all time. */
  problemsSolved: number;
  currentRank: number | null;
  prevMonthData: { prevRank: number | null };
  subscribed: boolean;
  avgPerDay: number;
  maxStreak: number;
  dailyActivity: DailyActivity[];
  /** Only in the caller's own profile (and for admins); null otherwise. */
  phoneNumber: string | null;
  badges: Badge[];
  /** True when this is the caller's own profile. */
  isOwnProfile: boolean;
}
export interface ProfileResponse extends MessageResponse {
  data: ProfileData;
}
/** GET /user/get-edit-profile-page-data → { message, data } */
export interface EditProfileData {
  name: string;
  bio: string;
  email: string;
  phoneNumber: string | null;
  academicYear: number | null;
  profilePic: Picture | null;
  coding: Record<PlatformKey, string | null>;
  verifiedProfile: Record<PlatformKey, boolean>;
  social: { linkedin: string | null };
  /** Each handle as on the profile, with how fresh its figures are (solves and stats fetched, last failure). */
  platforms?: Record<PlatformKey, PlatformHandle>;
}
export interface EditProfileResponse extends MessageResponse {
  data: EditProfileData;
}
/** POST /user/edit-profile: exactly one field pair per call → 'Profile updated successfully!'. */
export type EditProfileField = 'name' | 'bio' | 'phoneNumber' | 'academicYear' | 'linkedinUsername';
/** A platform handle sent to edit-profile: a changed one is unverified until verified again; '' removes it. */
export type PlatformUsernameField = 'leetcodeUsername' | 'codechefUsername' | 'codeforcesUsername' | 'geeksforgeeksUsername';
export type EditProfileRequest = Partial<Record<EditProfileField | PlatformUsernameField, string | number>>;
/** POST /user/change-password → { message: 'Password updated successfully!', token }: older sessions end, this one gets a fresh token. */
export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
}
export interface ChangePasswordResponse extends MessageResponse {
  token: string;
}
/** POST /user/edit-profile-picture: multipart `profilePicture`, or JSON { profilePicture: null } to delete. */
export interface ProfilePictureResponse extends MessageResponse {
  data: { profilePicture: Picture | null };
}
/** POST /user/toggle-subscribe-btn */
export interface SubscribeResponse extends MessageResponse {
  subscribed: boolean;
}
/** POST /user/report-an-issue, multipart name, email, subject, description, optional file issueScreenShot; no bearer. */
export interface ReportIssueResponse extends MessageResponse {
  referenceId: string;
}
/** GET /user/get-all-users-with-id-and-name */
export interface UsersWithIdAndNameResponse extends MessageResponse {
  data: UserRef[];
  userId: string;
  role: Role;
}

// ---- ADMIN: allowed e-mails ----
export interface AllowedEmail {
  _id: string;
  email: string;
  createdAt: string;
}
/** POST /admin/add-allowed-emails { emails: string[] | 'a@x, b@y' } and POST /admin/upload-csv-allowed-emails (file field `file`). */
export interface AddAllowedEmailsResponse extends MessageResponse {
  added: number;
  skipped: number;
}
/** POST /admin/fetch-all-allowed-emails { page=1, limit=10, search, sortOrder=1 } */
export type AllowedEmailsPage = Page<AllowedEmail> & { limit: number };
/** DELETE /admin/delete-allowed-email { userId } (the allowed e-mail's _id; the contract names it userId). */

// ---- PUBLIC ----
/** GET /public/overview: the landing page's honest figures and this month's top 3. No bearer. */
export interface PublicOverview {
  activeUsers: number;
  practiceProblems: number;
  resources: number;
  platforms: number;
  /** 'YYYY-MM' */
  month: string;
  /** This month's top 3 by points; empty when nobody has points yet. */
  topPerformers: Array<UserRef & { points: number; rank: number }>;
}
/** GET /config: the chapter's own settings. */
export interface ChapterConfig {
  chapterName: string;
  contactEmail: string;
  /** Social and community links; any may be absent. */
  links: { community?: string; github?: string; linkedin?: string; instagram?: string; website?: string };
  /** YouTube link of the landing page's promo video (any YouTube form); absent: the video section says none is published. */
  promoVideoUrl?: string;
}

// ---- platform verification (points engine) ----
/** POST /user/generate-verification-code { platform } → a single-use code to place on the platform profile. */
export interface VerificationCodeResponse extends MessageResponse {
  data: { verificationCode: string; expiresInSeconds: number };
}
/** POST /user/verify-platform { platform } → { message }; 400 no handle / code expired / code not found, 409 handle taken, 503 platform unreachable. */
export type VerifyPlatformResponse = MessageResponse;
