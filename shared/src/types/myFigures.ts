// "Refresh my figures" (/user/refresh-my-figures): a member's own fetch of their verified handles.

/** One refresh as its member follows it. */
export interface MyFiguresRun {
  id: string;
  state: 'queued' | 'active' | 'completed' | 'failed';
  createdAt: string;
  completedAt: string | null;
  /** Handles fetched of the member's verified handles; null until the run starts. */
  progress: { done: number; total: number } | null;
  /** What changed, a line per platform ("LeetCode: +1 point for today", "Codeforces: rating 1432 → 1460"). */
  changes: string[];
  error: string | null;
}

/** GET: the latest refresh and when the member may ask again (null: now). */
export interface MyFiguresStatus {
  run: MyFiguresRun | null;
  nextAllowedAt: string | null;
  cooldownSeconds: number;
  /** How many of the member's handles are verified: with none, there is nothing to fetch. */
  verifiedHandles: number;
}

/** POST answered 429: the cool-down's seconds left. */
export interface MyFiguresCoolingDown {
  message: string;
  retryAfterSeconds: number;
}
