import type { Page } from '@chapter/contract';
import { HttpError } from '../errors';

/** The body of an admin list request as a plain record (anything else reads as empty). */
export const bodyRecord = (body: unknown): Record<string, unknown> =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

/** A whole number from 1 to `max`, `fallback` when absent; anything else is a 400 naming the field. */
export function wholeNumber(value: unknown, fallback: number, max: number, name: string): number {
  if (value === undefined || value === null || value === '') return fallback;
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < 1 || number > max)
    throw new HttpError(400, `${name} must be a whole number from 1 to ${max}`);
  return number;
}

/** Optional text of at most `max` characters, trimmed. */
export function optionalText(value: unknown, max: number, name: string): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw new HttpError(400, `${name} must be text`);
  const text = value.trim();
  if (text.length > max) throw new HttpError(400, `${name} must be at most ${max} characters`);
  return text;
}

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** One page of an admin list, with the page size it was cut at. */
export const pageOf = <T>(message: string, data: T[], page: number, limit: number, totalCount: number): Page<T> & { limit: number } => ({
  message,
  data,
  currentPage: page,
  limit,
  totalPages: Math.ceil(totalCount / limit),
  totalCount,
});
