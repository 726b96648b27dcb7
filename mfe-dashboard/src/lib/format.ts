import type { Role } from '@chapter/shared';

const ORDINAL_SUFFIXES: Record<number, string> = { 1: 'st', 2: 'nd', 3: 'rd' };

/** 1 → '1st Year', 4 → '4th Year' (SPEC.md §9: ordinal suffix after academic year). */
export function academicYearLabel(year: number): string {
  const lastTwo = year % 100;
  const suffix = lastTwo >= 11 && lastTwo <= 13 ? 'th' : ORDINAL_SUFFIXES[year % 10] ?? 'th';
  return `${year}${suffix} Year`;
}

/** 'COREMEMBER' → 'Coremember': first letter capitalised, the rest lower case. */
export function roleLabel(role: Role | string): string {
  const lower = role.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/** A rank, or a dash while there is none (no points yet, or no previous month). */
export function rankLabel(rank: number | null | undefined): string {
  return rank === null || rank === undefined ? '—' : String(rank);
}

export const LINKEDIN_PROFILE_BASE = 'https://www.linkedin.com/in/';

export function linkedinUrl(username: string): string {
  return `${LINKEDIN_PROFILE_BASE}${encodeURIComponent(username.trim())}`;
}
