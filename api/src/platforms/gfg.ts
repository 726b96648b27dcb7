import { normalizeDifficulty, parsePercent, profilesOneByOne, unsupported } from './client';
import { countPerDay } from './days';
import { PlatformResponseChanged, PlatformUserNotFound } from './errors';
import { createPlatformHttp, parseJson } from './http';
import type { PlatformSettings } from './settings';
import { shapeReader, type Json, type ShapeReader } from './shape';
import type { GfgProfile, PlatformClient, PlatformFeature, FetchedProblemOfTheDay, UpcomingContest } from './types';
import { CONTEST_SITES, soonestFirst } from './upcoming';

const FEATURES: ReadonlySet<PlatformFeature> = new Set(['profile', 'solvedPerDay', 'problemOfTheDay', 'verification', 'upcomingContests']);

/** "2025-01-28 14:32:10" in the site's local time (offset "+05:30") → epoch ms. */
export function parseGfgTime(value: string, utcOffset: string): number | null {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?$/.exec(value.trim());
  if (!match) return null;
  const epochMs = Date.parse(`${match[1]}T${match[2]}${match[3] ?? ':00'}${utcOffset}`);
  return Number.isNaN(epochMs) ? null : epochMs;
}

function solvedEntries(result: unknown, shape: ShapeReader, utcOffset: string): { epochMs: number; key: string }[] {
  // An empty result may come as [] rather than {}.
  if (Array.isArray(result) && result.length === 0) return [];
  const solves: { epochMs: number; key: string }[] = [];
  for (const [difficulty, problems] of Object.entries(shape.object(result, 'result'))) {
    if (Array.isArray(problems) && problems.length === 0) continue;
    for (const [id, item] of Object.entries(shape.object(problems, `result.${difficulty}`))) {
      const problem = shape.object(item, `problem ${id}`);
      const time = shape.string(problem.user_subtime, 'user_subtime');
      const epochMs = parseGfgTime(time, utcOffset) ?? shape.fail('user_subtime', time);
      solves.push({ epochMs, key: shape.text(problem.slug, 'slug') || id });
    }
  }
  return solves;
}

/**
 * `results.upcoming` of the events API (`/api/vr/events/?type=contest`): times are the site's local time
 * ("2026-12-06T19:00:00", India), or carry their own offset.
 */
export function parseGfgUpcomingContests(text: string, utcOffset: string): UpcomingContest[] {
  const shape = shapeReader('geeksforgeeks');
  const results = shape.object(shape.object(parseJson('geeksforgeeks', text), 'the answer').results, 'results');
  const instant = (value: unknown, what: string): Date => {
    const time = shape.string(value, what).trim();
    const epochMs = /(Z|[+-]\d{2}:?\d{2})$/.test(time) ? Date.parse(time) : parseGfgTime(time, utcOffset);
    return epochMs === null || Number.isNaN(epochMs) ? shape.fail(what, time) : new Date(epochMs);
  };
  // No upcoming contest may come as a missing list.
  const upcoming = results.upcoming === undefined || results.upcoming === null ? [] : shape.array(results.upcoming, 'results.upcoming');
  return soonestFirst(
    upcoming.map((row) => {
      const contest = shape.object(row, 'upcoming event');
      const code = shape.string(contest.slug, 'slug');
      return {
        platform: 'geeksforgeeks' as const,
        code,
        name: shape.string(contest.name, 'name'),
        link: `${CONTEST_SITES.geeksforgeeks}/contest/${encodeURIComponent(code)}`,
        startsAt: instant(contest.start_time, 'start_time'),
        endsAt: instant(contest.end_time, 'end_time'),
      };
    }),
  );
}

/** GeeksforGeeks through the JSON APIs its pages use (profile on authapi, the rest on practiceapi). */
export function createGfgClient(settings: PlatformSettings): PlatformClient<GfgProfile> {
  const { baseUrl, practiceUrl, rateLimit, siteUtcOffset } = settings.geeksforgeeks;
  const http = createPlatformHttp('geeksforgeeks', settings.http, rateLimit);

  function fetchProfile(handle: string): Promise<GfgProfile> {
    const query = new URLSearchParams({ handle, article_count: 'false', redirect: 'true' });
    return http.request(
      `${baseUrl}/api-get/user-profile-info/?${query}`,
      { method: 'GET' },
      ({ status, text }) => {
        if (status === 400 || status === 404) throw new PlatformUserNotFound('geeksforgeeks', handle);
        const shape = shapeReader('geeksforgeeks', handle);
        if (status !== 200) throw new PlatformResponseChanged('geeksforgeeks', `HTTP ${status}`, handle);
        const data = shape.object(shape.object(parseJson('geeksforgeeks', text, handle), 'the answer').data, 'data');
        return {
          platform: 'geeksforgeeks',
          handle,
          name: shape.text(data.name, 'name'),
          instituteName: shape.text(data.institute_name, 'institute_name'),
          universityRank: shape.optionalNumber(data.institute_rank, 'institute_rank'),
          codingScore: shape.optionalNumber(data.score, 'score') ?? 0,
          monthlyScore: shape.optionalNumber(data.monthly_score, 'monthly_score') ?? 0,
          problemSolved: shape.number(data.total_problems_solved, 'total_problems_solved'),
          potdCurrentStreak: shape.optionalNumber(data.pod_solved_current_streak, 'pod_solved_current_streak') ?? 0,
          potdLongestStreak: shape.optionalNumber(data.pod_solved_longest_streak, 'pod_solved_longest_streak') ?? 0,
        };
      },
      handle,
    );
  }

  return {
    platform: 'geeksforgeeks',
    features: FEATURES,
    fetchProfile,
    fetchProfiles: (handles) => profilesOneByOne(handles, fetchProfile),

    async fetchSolvedPerDay(handle, options = {}) {
      const solves = await http.request(
        `${practiceUrl}/api/v1/user/problems/submissions/`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ handle, requestType: '', year: '', month: '' }),
        },
        ({ status, text }) => {
          const shape = shapeReader('geeksforgeeks', handle);
          if (status === 400 || status === 404) throw new PlatformUserNotFound('geeksforgeeks', handle);
          const answer: Json = shape.object(parseJson('geeksforgeeks', text, handle), 'the answer');
          if (answer.status === 'failed') throw new PlatformUserNotFound('geeksforgeeks', handle);
          if (answer.status !== 'success' || status !== 200) shape.fail('status', answer.status);
          return solvedEntries(answer.result, shape, siteUtcOffset);
        },
        handle,
      );
      return countPerDay(solves, settings.timeZone, options.since);
    },

    fetchContestResults: () => unsupported('geeksforgeeks', 'contest results'),

    fetchProblemOfTheDay(): Promise<FetchedProblemOfTheDay> {
      return http.request(`${practiceUrl}/api/vr/problems-of-day/problem/today/`, { method: 'GET' }, ({ status, text }) => {
        const shape = shapeReader('geeksforgeeks');
        if (status !== 200) throw new PlatformResponseChanged('geeksforgeeks', `HTTP ${status}`);
        const potd = shape.object(parseJson('geeksforgeeks', text), 'the answer');
        const difficulty = shape.string(potd.difficulty, 'difficulty');
        const tags = potd.tags === undefined || potd.tags === null ? {} : shape.object(potd.tags, 'tags');
        return {
          platform: 'geeksforgeeks',
          date: shape.string(potd.date, 'date').slice(0, 10),
          problemName: shape.string(potd.problem_name, 'problem_name'),
          difficulty: normalizeDifficulty(difficulty) ?? shape.fail('difficulty', difficulty),
          accuracy: parsePercent(potd.accuracy),
          topics: shape.array(tags.topic_tags ?? [], 'topic_tags').map((tag) => shape.string(tag, 'topic tag')),
          problemLink: shape.string(potd.problem_url, 'problem_url'),
        };
      });
    },

    fetchUpcomingContests() {
      const query = new URLSearchParams({ page_number: '1', sub_type: 'all', type: 'contest' });
      return http.request(`${practiceUrl}/api/vr/events/?${query}`, { method: 'GET' }, ({ status, text }) => {
        if (status !== 200) throw new PlatformResponseChanged('geeksforgeeks', `HTTP ${status} from the events list`);
        return parseGfgUpcomingContests(text, siteUtcOffset);
      });
    },

    async fetchVerificationText(handle) {
      return (await fetchProfile(handle)).name;
    },
  };
}
