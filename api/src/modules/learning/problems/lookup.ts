import type { ProblemLookup, ProblemPlatform } from '@chapter/contract';
import { HttpError } from '../../../errors';
import { PlatformProblemNotFound } from '../../../platforms/errors';
import { problemRefOf } from '../../../platforms/problemKey';
import type { Platform, PlatformClients, ProblemInfo } from '../../../platforms/types';
import { TtlCache } from './ttlCache';

export const NOT_A_PROBLEM_LINK = 'Paste a problem link from LeetCode, Codeforces, CodeChef or GeeksforGeeks.';

/** The platform as the contract spells it. */
export const PLATFORM_NAMES: Record<Platform, ProblemPlatform> = {
  leetcode: 'LeetCode',
  codeforces: 'Codeforces',
  codechef: 'CodeChef',
  geeksforgeeks: 'GeeksforGeeks',
};

/** How long an answer is kept (docs/learning-progress.md, "Lookup"): a found problem a day, a missing one 10 minutes. */
export const FOUND_TTL_MS = 24 * 60 * 60 * 1000;
export const NOT_FOUND_TTL_MS = 10 * 60 * 1000;

type Cached = { found: true; info: ProblemInfo } | { found: false };

/**
 * Reads a problem's title and difficulty from its platform by link. Answers are kept in memory per instance, keyed by
 * the problem key (so every link form of a problem shares one); failures are not kept.
 */
export class ProblemLookupService {
  private readonly cache: TtlCache<Cached>;

  constructor(
    private readonly clients: PlatformClients,
    options: { capacity?: number; now?: () => number } = {},
  ) {
    this.cache = new TtlCache(options.capacity ?? 2_000, options.now);
  }

  async lookup(link: string): Promise<ProblemLookup> {
    const ref = problemRefOf(link);
    if (!ref) throw new HttpError(400, NOT_A_PROBLEM_LINK);
    const name = PLATFORM_NAMES[ref.platform];
    let cached = this.cache.get(ref.key);
    if (!cached) {
      try {
        cached = { found: true, info: await this.clients[ref.platform].fetchProblemInfo(ref.key) };
        this.cache.set(ref.key, cached, FOUND_TTL_MS);
      } catch (error) {
        if (!(error instanceof PlatformProblemNotFound)) {
          throw new HttpError(503, `${name} is not answering right now. Fill in the problem by hand or try again later.`);
        }
        cached = { found: false };
        this.cache.set(ref.key, cached, NOT_FOUND_TTL_MS);
      }
    }
    if (!cached.found) throw new HttpError(404, `${name} has no problem at that link.`);
    return { link: ref.link, title: cached.info.title, difficulty: cached.info.difficulty, platform: name };
  }
}
