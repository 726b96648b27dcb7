import { normalizeDifficulty, parsePercent, profilesOneByOne, unsupported } from './client';
import { countPerDay } from './days';
import { PlatformProblemNotFound, PlatformResponseChanged, PlatformUserNotFound } from './errors';
import { createPlatformHttp, parseJson } from './http';
import { problemKey } from './problemKey';
import type { PlatformSettings } from './settings';
import { shapeReader, type Json, type ShapeReader } from './shape';
import type { GfgProfile, PlatformClient, PlatformFeature, FetchedProblemOfTheDay, ProblemInfo, UpcomingContest } from './types';
import { CONTEST_SITES, soonestFirst } from './upcoming';

const FEATURES: ReadonlySet<PlatformFeature> = new Set([
  'profile',
  'solvedPerDay',
  'solvedProblems',
  'problemInfo',
  'problemOfTheDay',
  'verification',
  'upcomingContests',
]);

const GFG_KEY = /^geeksforgeeks:([a-z0-9][a-z0-9-]*)$/;

/** GFG's difficulty labels as the app's levels: School, Basic and Easy are EASY. */
export function gfgDifficulty(label: string): ProblemInfo['difficulty'] {
  const level = normalizeDifficulty(label);
  return level === null ? null : (level.toUpperCase() as ProblemInfo['difficulty']);
}

interface GfgSolve {
  epochMs: number;
  /** The slug, or the problem id where the entry has no slug (the solved-per-day count's key). */
  key: string;
  slug: string | null;
}

/** "2025-01-28 14:32:10" in the site's local time (offset "+05:30") → epoch ms. */
export function parseGfgTime(value: string, utcOffset: string): number | null {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?$/.exec(value.trim());
  if (!match) return null;
  const epochMs = Date.parse(`${match[1]}T${match[2]}${match[3] ?? ':00'}${utcOffset}`);
  return Number.isNaN(epochMs) ? null : epochMs;
}

function solvedEntries(result: unknown, shape: ShapeReader, utcOffset: string): GfgSolve[] {
  // An empty result may come as [] rather than {}.
  if (Array.isArray(result) && result.length === 0) return [];
  const solves: GfgSolve[] = [];
  for (const [difficulty, problems] of Object.entries(shape.object(result, 'result'))) {
    if (Array.isArray(problems) && problems.length === 0) continue;
    for (const [id, item] of Object.entries(shape.object(problems, `result.${difficulty}`))) {
      const problem = shape.object(item, `problem ${id}`);
      const time = shape.string(problem.user_subtime, 'user_subtime');
      const epochMs = parseGfgTime(time, utcOffset) ?? shape.fail('user_subtime', time);
      const slug = shape.text(problem.slug, 'slug') || null;
      solves.push({ epochMs, key: slug ?? id, slug });
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

  /** Every solved problem of the handle, from the submissions API (one entry per problem). */
  function submissions(handle: string): Promise<GfgSolve[]> {
    return http.request(
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
  }

  return {
    platform: 'geeksforgeeks',
    features: FEATURES,
    fetchProfile,
    fetchProfiles: (handles) => profilesOneByOne(handles, fetchProfile),

    async fetchSolvedPerDay(handle, options = {}) {
      return countPerDay(await submissions(handle), settings.timeZone, options.since);
    },

    // The same submissions list: every solved problem with a slug (first acceptance; GFG lists each problem once).
    async fetchSolvedProblems(handle) {
      const first = new Map<string, number>();
      for (const { slug, epochMs } of await submissions(handle)) {
        if (slug === null) continue;
        const key = problemKey.geeksforgeeks(slug);
        if (epochMs < (first.get(key) ?? Infinity)) first.set(key, epochMs);
      }
      return [...first].map(([key, epochMs]) => ({ key, epochMs }));
    },

    // The practice site's problem metadata; an unknown slug answers 404.
    fetchProblemInfo(key): Promise<ProblemInfo> {
      const slug = GFG_KEY.exec(key)?.[1];
      if (!slug) return Promise.reject(new PlatformProblemNotFound('geeksforgeeks', key));
      return http.request(`${practiceUrl}/api/latest/problems/${encodeURIComponent(slug)}/metainfo/`, { method: 'GET' }, ({ status, text }) => {
        if (status === 404 || status === 400) throw new PlatformProblemNotFound('geeksforgeeks', key);
        if (status !== 200) throw new PlatformResponseChanged('geeksforgeeks', `HTTP ${status} from the problem metainfo`);
        const shape = shapeReader('geeksforgeeks');
        const answer = shape.object(parseJson('geeksforgeeks', text), 'the answer');
        if (answer.results === null || answer.results === undefined) throw new PlatformProblemNotFound('geeksforgeeks', key);
        const results = shape.object(answer.results, 'results');
        return { title: shape.string(results.problem_name, 'problem_name'), difficulty: gfgDifficulty(shape.text(results.difficulty, 'difficulty')) };
      });
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
