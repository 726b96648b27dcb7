import { dateIn } from '../clock';
import type { RefreshType } from '../modules/points/rules';
import type { JobContext } from './context';
import { runPractice } from './practice';
import { refreshProfiles } from './profiles';

/** Today's practice and the profile stats behind one board, fetched now rather than at the next scheduled run. */
export async function refreshNow(ctx: JobContext, type: RefreshType): Promise<void> {
  const today = dateIn(new Date(), ctx.timeZone);
  if (type === 'overall' || type === 'leetcode' || type === 'gfg') await runPractice(ctx, today);
  const platforms =
    type === 'overall' ? (['leetcode', 'geeksforgeeks', 'codechef', 'codeforces'] as const) : type === 'gfg' ? (['geeksforgeeks'] as const) : ([type] as const);
  await refreshProfiles(ctx, [...platforms]);
}
