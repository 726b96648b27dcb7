import { clockTime, dateFormat } from '@chapter/shared';

// Instants the API sends, shown in the reader's zone (docs/architecture.md, "The reader's clock").

/** '2025-03-05T10:00:00Z' → '5 Mar 2025' (in the reader's time zone); '' for a missing or broken date. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
}

/** When something last happened, in the reader's time zone: '14:05' today, '5 Mar, 14:05' on another day; '' if broken. */
export function formatWhen(iso: string | null | undefined, now = new Date()): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : clockTime(date, now, 'en-GB');
}
