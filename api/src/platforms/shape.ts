import { PlatformResponseChanged } from './errors';
import type { Platform } from './types';

export type Json = Record<string, unknown>;

/** Checks of an answer's shape that fail loudly (PlatformResponseChanged) naming the field. */
export function shapeReader(platform: Platform, handle: string | null = null) {
  const fail = (what: string, value: unknown): never => {
    throw new PlatformResponseChanged(platform, `${what} is ${JSON.stringify(value)?.slice(0, 60) ?? 'undefined'}`, handle);
  };
  const toNumber = (value: unknown): number | null => {
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
    return null;
  };
  return {
    fail,
    object(value: unknown, what: string): Json {
      return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : fail(what, value);
    },
    array(value: unknown, what: string): unknown[] {
      return Array.isArray(value) ? value : fail(what, value);
    },
    string(value: unknown, what: string): string {
      return typeof value === 'string' ? value : fail(what, value);
    },
    /** A missing or null text reads as ''. */
    text(value: unknown, what: string): string {
      if (value === undefined || value === null) return '';
      return typeof value === 'string' ? value : fail(what, value);
    },
    /** A number, or a string of digits. */
    number(value: unknown, what: string): number {
      return toNumber(value) ?? fail(what, value);
    },
    /** Missing, null or '' read as null. */
    optionalNumber(value: unknown, what: string): number | null {
      if (value === undefined || value === null || value === '') return null;
      return toNumber(value) ?? fail(what, value);
    },
  };
}

export type ShapeReader = ReturnType<typeof shapeReader>;
