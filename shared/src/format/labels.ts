import { roleLabel } from '../session/roles';

export { roleLabel };

const ORDINAL_SUFFIXES: Record<number, string> = { 1: 'st', 2: 'nd', 3: 'rd' };

/** 1 → '1st Year', 4 → '4th Year' (an ordinal suffix after the academic year); no year → '—'. */
export function academicYearLabel(year: number | null | undefined): string {
  if (year === null || year === undefined) return '—';
  const lastTwo = year % 100;
  const suffix = lastTwo >= 11 && lastTwo <= 13 ? 'th' : (ORDINAL_SUFFIXES[year % 10] ?? 'th');
  return `${year}${suffix} Year`;
}
