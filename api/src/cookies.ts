/**
 * The value of the cookie `name` in a request's Cookie header, as the browser sent it (not decoded; the caller checks
 * its shape), or null when there is none. The first of that name wins.
 */
export function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at !== -1 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}
