import { dateIn } from '../clock';
import type { JobContext } from './context';
import { runPractice } from './practice';
import { refreshProfiles } from './profiles';

/** The leaderboards an admin may bring up to date (SPEC.md §7 update-leaderboard {type}). */
export const REFRESH_TYPES = ['overall', 'leetcode', 'gfg', 'codechef', 'codeforces'] as const;
export type RefreshType = (typeof REFRESH_TYPES)[number];

/** Today's practice and the profile stats behind one board, fetched now rather than at the next scheduled run. */
export async function refreshNow(ctx: JobContext, type: RefreshType): Promise<void> {
  const today = dateIn(new Date(), ctx.timeZone);
  if (type === 'overall' || type === 'leetcode' || type === 'gfg') await runPractice(ctx, today);
  const platforms = type === 'overall' ? (['leetcode', 'geeksforgeeks', 'codechef', 'codeforces'] as const) : type === 'gfg' ? (['geeksforgeeks'] as const) : ([type] as const);
  await refreshProfiles(ctx, [...platforms]);
}
