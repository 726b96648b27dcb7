import { randomInt } from 'node:crypto';
import { slugify } from '../learning/roadmaps/service';

/** The suffix's alphabet: lower-case letters and digits, as the slug column's check allows. */
const SUFFIX_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** 36^4 ≈ 1.7 million suffixes per name: unique with a retry, and not worth guessing through the rate limit. */
const SUFFIX_LENGTH = 4;
/** The readable part's longest length, so the whole slug stays within the column's 64 characters. */
const BASE_MAX = 40;

/** The name's readable part: ASCII-folded ('Zoë Núñez' → 'zoe-nunez'), or 'member' when no letter or digit is left. */
export function slugBase(name: string): string {
  const folded = name.normalize('NFKD').replace(/\p{M}/gu, '');
  if (!/[a-z0-9]/i.test(folded)) return 'member';
  return slugify(folded).slice(0, BASE_MAX).replace(/-+$/, '');
}

/**
 * A public profile's slug (docs/privacy.md): the name's readable part and a random suffix, e.g. 'asha-rao-7k2q'. It
 * matches the column's check `^[a-z0-9][a-z0-9-]{1,62}[a-z0-9]$`; the caller retries with a new one when it is taken.
 */
export function publicSlug(name: string, random: (max: number) => number = randomInt): string {
  let suffix = '';
  for (let i = 0; i < SUFFIX_LENGTH; i++) suffix += SUFFIX_ALPHABET[random(SUFFIX_ALPHABET.length)];
  return `${slugBase(name)}-${suffix}`;
}
