import type { Role } from '@chapter/shared';

const ORDINAL_SUFFIXES: Record<number, string> = { 1: 'st', 2: 'nd', 3: 'rd' };

/** 1 → '1st Year', 4 → '4th Year' (SPEC.md §9); no year → '—'. */
export function academicYearLabel(year: number | null | undefined): string {
  if (year === null || year === undefined) return '—';
  const lastTwo = year % 100;
  const suffix = lastTwo >= 11 && lastTwo <= 13 ? 'th' : ORDINAL_SUFFIXES[year % 10] ?? 'th';
  return `${year}${suffix} Year`;
}

/** 'COREMEMBER' → 'Coremember': first letter capitalised, the rest lower case. */
export function roleLabel(role: Role | string): string {
  const lower = role.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A platform figure, grouped ('12,345'), or '—' when the platform has none. */
export function figure(value: number | null | undefined): string {
  return value === null || value === undefined || Number.isNaN(value) ? '—' : integer.format(value);
}

/** A text figure (a Codeforces rank such as 'Unrated'), or '—' when absent. */
export function text(value: string | null | undefined): string {
  return value ? value : '—';
}

/** Stats numbers carry one decimal (SPEC.md §2). */
export function oneDecimal(value: number): string {
  return Number.isFinite(value) ? value.toFixed(1) : '—';
}

/** Points gained: '+5', '0', or '-2' after a deduction. */
export function signed(value: number): string {
  return value > 0 ? `+${value}` : String(value);
}

/** passed/total as a rounded percent: '67%'; no members yet → '0%'. */
export function percent(part: number, whole: number): string {
  return `${whole > 0 ? Math.round((part / whole) * 100) : 0}%`;
}

export const pointsText = (points: number) => `${points} ${points === 1 ? 'point' : 'points'}`;
