import type { Role } from '../session/roles';

const ORDINAL_SUFFIXES: Record<number, string> = { 1: 'st', 2: 'nd', 3: 'rd' };

/** 1 → '1st Year', 4 → '4th Year' (spec §9: ordinal suffix after academic year); no year → '—'. */
export function academicYearLabel(year: number | null | undefined): string {
  if (year === null || year === undefined) return '—';
  const lastTwo = year % 100;
  const suffix = lastTwo >= 11 && lastTwo <= 13 ? 'th' : (ORDINAL_SUFFIXES[year % 10] ?? 'th');
  return `${year}${suffix} Year`;
}

/** 'COREMEMBER' → 'Coremember': first letter capitalised, the rest lower case (spec §2, profile and leaderboard). */
export function roleLabel(role: Role | string): string {
  const lower = role.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}
