export const GREETING_FALLBACK = 'User';

/**
 * The name the dashboard greets: the first word of the name longer than one character once dots are removed
 * ('A. Kumar' → 'Kumar'), or 'User' when there is none.
 */
export function greetingName(name: string | null | undefined): string {
  const words = (name ?? '').replace(/\./g, ' ').split(/\s+/);
  return words.find((word) => word.length > 1) ?? GREETING_FALLBACK;
}
