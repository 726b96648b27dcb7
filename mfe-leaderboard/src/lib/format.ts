export { academicYearLabel, roleLabel } from '@chapter/shared';

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A platform figure, grouped ('12,345'), or '—' when the platform has none. */
export function figure(value: number | null | undefined): string {
  return value === null || value === undefined || Number.isNaN(value) ? '—' : integer.format(value);
}

/** A text figure (a Codeforces rank such as 'Unrated'), or '—' when absent. */
export function text(value: string | null | undefined): string {
  return value ? value : '—';
}

/** Stats numbers carry one decimal. */
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

const ORDINAL_SUFFIXES: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };
const ordinalRules = new Intl.PluralRules('en-US', { type: 'ordinal' });

/** 1 → '1st', 2 → '2nd', 3 → '3rd', 11 → '11th', 22 → '22nd'. */
export function ordinal(value: number): string {
  return `${value}${ORDINAL_SUFFIXES[ordinalRules.select(value)] ?? 'th'}`;
}
