/** One member's result in a running contest, as the platform's standings give it. */
export interface LiveResult {
  solved: number;
  /** null where the platform gives none: after every number. */
  penalty: number | null;
  /** The platform's own place; breaks ties of solved and penalty (Codeforces rounds scored by points have penalty 0). */
  platformRank: number | null;
}

const orNever = (value: number | null) => value ?? Number.POSITIVE_INFINITY;

/** Negative when `a` stands above `b` among the chapter: more solved, then less penalty, then a better platform place. */
export function compareLiveResults(a: LiveResult, b: LiveResult): number {
  return b.solved - a.solved || orNever(a.penalty) - orNever(b.penalty) || orNever(a.platformRank) - orNever(b.platformRank) || 0;
}

/**
 * The rows in chapter order, each with its place: more problems solved first, then the smaller penalty, then the
 * better platform rank; rows equal on all three share a place, and the next row's place counts them all (1, 2, 2, 4).
 */
export function withChapterRanks<T extends LiveResult>(rows: T[]): Array<T & { chapterRank: number }> {
  const sorted = [...rows].sort(compareLiveResults);
  const ranked: Array<T & { chapterRank: number }> = [];
  sorted.forEach((row, index) => {
    const previous = ranked[index - 1];
    const shares = previous !== undefined && compareLiveResults(previous, row) === 0;
    ranked.push({ ...row, chapterRank: shares ? previous.chapterRank : index + 1 });
  });
  return ranked;
}
