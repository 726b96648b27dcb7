/** The platform key of a calendar contest's platform (the calendar holds Codeforces and CodeChef contests only). */
export const calendarPlatformKey = (platform: 'Codeforces' | 'CodeChef'): 'codeforces' | 'codechef' => (platform === 'Codeforces' ? 'codeforces' : 'codechef');

/**
 * The platform's own code of a contest from its link: Codeforces 'https://codeforces.com/contest/2000' → '2000';
 * CodeChef 'https://www.codechef.com/START150D' (or /START150D?tab=…) → 'START150D'. Null when the link names none.
 */
export function contestCodeFromLink(platform: 'Codeforces' | 'CodeChef', link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  const segments = url.pathname.split('/').filter(Boolean);
  if (platform === 'Codeforces') {
    const index = segments.findIndex((segment) => segment === 'contest' || segment === 'contests' || segment === 'gym');
    const code = index >= 0 ? segments[index + 1] : undefined;
    return code && /^\d+$/.test(code) ? code : null;
  }
  const code = segments[0] === 'contests' ? segments[1] : segments[0];
  return code && /^[A-Z0-9_]+$/i.test(code) && !/^(users|practice|problems|contests|learn)$/i.test(code) ? code.toUpperCase() : null;
}
