import type { Role } from '../session/roles';

const ORDINAL_SUFFIXES: Record<number, string> = { 1: 'st', 2: 'nd', 3: 'rd' };

/** 1 → '1st Year', 4 → '4th Year' (an ordinal suffix after the academic year); no year → '—'. */
export function academicYearLabel(year: number | null | undefined): string {
  if (year === null || year === undefined) return '—';
  const lastTwo = year % 100;
  const suffix = lastTwo >= 11 && lastTwo <= 13 ? 'th' : (ORDINAL_SUFFIXES[year % 10] ?? 'th');
  return `${year}${suffix} Year`;
}

const ROLE_WORDS: Record<Role, string> = {
  USER: 'User',
  MEMBER: 'Member',
  COREMEMBER: 'Core member',
  VICEPRESIDENT: 'Vice president',
  PRESIDENT: 'President',
  ADMIN: 'Admin',
};

/** 'COREMEMBER' → 'Core member': the role in words, first letter capitalised (as the profile and the leaderboard show it). */
export function roleLabel(role: Role | string): string {
  if (role in ROLE_WORDS) return ROLE_WORDS[role as Role];
  const lower = role.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}
