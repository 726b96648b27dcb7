export { academicYearLabel, roleLabel } from '@chapter/shared';

/** A rank, or a dash while there is none (no points yet, or no previous month). */
export function rankLabel(rank: number | null | undefined): string {
  return rank === null || rank === undefined ? '—' : String(rank);
}

export const LINKEDIN_PROFILE_BASE = 'https://www.linkedin.com/in/';

export function linkedinUrl(username: string): string {
  return `${LINKEDIN_PROFILE_BASE}${encodeURIComponent(username.trim())}`;
}
