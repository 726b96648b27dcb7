import { isEmail } from './email';

/**
 * Comma-separated addresses for the allowed sign-up list: trimmed, invalid ones silently dropped,
 * duplicates (case-insensitive) and anything in `alreadyListed` skipped.
 */
export const parseAllowedEmails = (text: string, alreadyListed: Iterable<string> = []): string[] => {
  const seen = new Set(Array.from(alreadyListed, (email) => email.trim().toLowerCase()));
  const result: string[] = [];
  for (const item of text.split(',')) {
    const email = item.trim();
    const key = email.toLowerCase();
    if (!isEmail(email) || seen.has(key)) continue;
    seen.add(key);
    result.push(email);
  }
  return result;
};
