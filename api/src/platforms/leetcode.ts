import { profilesOneByOne, normalizeDifficulty, parsePercent, unsupported } from './client';
import { countPerDay } from './days';
import { PlatformProblemNotFound, PlatformResponseChanged, PlatformUserNotFound } from './errors';
import { createPlatformHttp, parseJson } from './http';
import { problemKey } from './problemKey';
import type { PlatformSettings } from './settings';
import { shapeReader, type Json } from './shape';
import type { LeetCodeProfile, PlatformClient, PlatformFeature, FetchedProblemOfTheDay, ProblemInfo, UpcomingContest } from './types';
import { CONTEST_SITES, soonestFirst } from './upcoming';

const PROFILE_QUERY = `query userProfile($username: String!) {
  matchedUser(username: $username) {
    username
    profile { realName aboutMe ranking starRating }
    submitStats { acSubmissionNum { difficulty count submissions } }
    badges { id displayName icon creationDate }
  }
  userContestRanking(username: $username) { attendedContestsCount rating globalRanking topPercentage }
}`;

const RECENT_ACCEPTED_QUERY = `query recentAc($username: String!, $limit: Int!) {
  matchedUser(username: $username) { username }
  recentAcSubmissionList(username: $username, limit: $limit) { id title titleSlug timestamp }
}`;

const DAILY_QUERY = `query questionOfToday {
  activeDailyCodingChallengeQuestion {
    date link
    question { questionFrontendId title titleSlug difficulty acRate topicTags { name slug } }
  }
}`;

const QUESTION_QUERY = `query questionTitle($titleSlug: String!) {
  question(titleSlug: $titleSlug) { title difficulty }
}`;

const LEETCODE_KEY = /^leetcode:([a-z0-9][a-z0-9-]*)$/;

// The weekly and biweekly contests not started yet (startTime in unix seconds, duration in seconds).
const UPCOMING_CONTESTS_QUERY = `query upcomingContests {
  upcomingContests { title titleSlug startTime duration }
}`;

const FEATURES: ReadonlySet<PlatformFeature> = new Set([
  'profile',
  'solvedPerDay',
  'solvedProblems',
  'problemInfo',
  'problemOfTheDay',
  'verification',
  'upcomingContests',
]);

/** The `upcomingContests` of a GraphQL answer's data. */
export function parseLeetCodeUpcomingContests(data: Json): UpcomingContest[] {
  const shape = shapeReader('leetcode');
  return soonestFirst(
    shape.array(data.upcomingContests, 'upcomingContests').map((row) => {
      const contest = shape.object(row, 'upcoming contest');
      const code = shape.string(contest.titleSlug, 'titleSlug');
      const start = shape.number(contest.startTime, 'startTime');
      return {
        platform: 'leetcode' as const,
        code,
        name: shape.string(contest.title, 'title'),
        link: `${CONTEST_SITES.leetcode}/contest/${encodeURIComponent(code)}`,
        startsAt: new Date(start * 1000),
        endsAt: new Date((start + shape.number(contest.duration, 'duration')) * 1000),
      };
    }),
  );
}

/** LeetCode through its public GraphQL endpoint (POST {baseUrl}/graphql). */
export function createLeetCodeClient(settings: PlatformSettings): PlatformClient<LeetCodeProfile> {
  const { baseUrl, rateLimit, recentAcceptedLimit } = settings.leetcode;
  const http = createPlatformHttp('leetcode', settings.http, rateLimit);

  /** The `data` of a GraphQL answer; "That user does not exist." (HTTP 200) becomes PlatformUserNotFound. */
  function query(body: { query: string; variables: Json }, handle: string | null): Promise<Json> {
    const shape = shapeReader('leetcode', handle);
    return http.request(
      `${baseUrl}/graphql`,
      {
        method: 'POST',
        // Without a Referer LeetCode answers 403 "CSRF verification failed".
        headers: { 'Content-Type': 'application/json', Referer: `${baseUrl}/` },
        body: JSON.stringify(body),
      },
      ({ status, text }) => {
        const answer = shape.object(parseJson('leetcode', text, handle), 'the answer');
        const errors = Array.isArray(answer.errors) ? (answer.errors as Json[]) : [];
        if (handle && errors.some((error) => /user does not exist/i.test(String(error?.message)))) {
          throw new PlatformUserNotFound('leetcode', handle);
        }
        if (errors.length > 0 || status !== 200) {
          throw new PlatformResponseChanged('leetcode', `HTTP ${status} ${errors.map((e) => e?.message).join('; ')}`, handle);
        }
        return shape.object(answer.data, 'data');
      },
      handle,
    );
  }

  function matchedUser(data: Json, handle: string): Json {
    if (data.matchedUser === null) throw new PlatformUserNotFound('leetcode', handle);
    return shapeReader('leetcode', handle).object(data.matchedUser, 'matchedUser');
  }

  async function fetchProfile(handle: string): Promise<LeetCodeProfile> {
    const shape = shapeReader('leetcode', handle);
    const data = await query({ query: PROFILE_QUERY, variables: { username: handle } }, handle);
    const user = matchedUser(data, handle);
    const profile = shape.object(user.profile, 'profile');
    const solved = new Map<string, number>();
    for (const row of shape.array(shape.object(user.submitStats, 'submitStats').acSubmissionNum, 'acSubmissionNum')) {
      const item = shape.object(row, 'acSubmissionNum item');
      solved.set(shape.string(item.difficulty, 'difficulty'), shape.number(item.count, 'count'));
    }
    if (!solved.has('All')) shape.fail('acSubmissionNum "All"', [...solved.keys()]);
    const contest = data.userContestRanking === null ? null : shape.object(data.userContestRanking, 'userContestRanking');
    return {
      platform: 'leetcode',
      handle: shape.string(user.username, 'username'),
      realName: shape.text(profile.realName, 'realName'),
      ranking: shape.optionalNumber(profile.ranking, 'ranking'),
      badgesCount: user.badges === null || user.badges === undefined ? 0 : shape.array(user.badges, 'badges').length,
      totalProblemSolved: solved.get('All') ?? 0,
      easy: solved.get('Easy') ?? 0,
      medium: solved.get('Medium') ?? 0,
      hard: solved.get('Hard') ?? 0,
      contestRating: contest ? Math.round(shape.number(contest.rating, 'contest rating')) : null,
    };
  }

  /** The latest `recentAcceptedLimit` accepted submissions as {slug, time}, newest first. */
  async function recentAccepted(handle: string): Promise<{ epochMs: number; key: string }[]> {
    const shape = shapeReader('leetcode', handle);
    const data = await query({ query: RECENT_ACCEPTED_QUERY, variables: { username: handle, limit: recentAcceptedLimit } }, handle);
    matchedUser(data, handle);
    return shape.array(data.recentAcSubmissionList, 'recentAcSubmissionList').map((row) => {
      const item = shape.object(row, 'recentAcSubmissionList item');
      return { epochMs: shape.number(item.timestamp, 'timestamp') * 1000, key: shape.string(item.titleSlug, 'titleSlug') };
    });
  }

  return {
    platform: 'leetcode',
    features: FEATURES,
    fetchProfile,
    fetchProfiles: (handles) => profilesOneByOne(handles, fetchProfile),

    // From the recent accepted submissions (LeetCode lists about 20): enough for a daily job.
    async fetchSolvedPerDay(handle, options = {}) {
      return countPerDay(await recentAccepted(handle), settings.timeZone, options.since);
    },

    // Only the recent accepted submissions LeetCode lists; each slug at its earliest acceptance among them.
    async fetchSolvedProblems(handle) {
      const first = new Map<string, number>();
      for (const { key: slug, epochMs } of await recentAccepted(handle)) {
        const key = problemKey.leetcode(slug);
        if (epochMs < (first.get(key) ?? Infinity)) first.set(key, epochMs);
      }
      return [...first].map(([key, epochMs]) => ({ key, epochMs }));
    },

    // question(titleSlug) is null for a slug LeetCode does not have; Easy, Medium and Hard map to the app's levels.
    async fetchProblemInfo(key): Promise<ProblemInfo> {
      const slug = LEETCODE_KEY.exec(key)?.[1];
      if (!slug) throw new PlatformProblemNotFound('leetcode', key);
      const shape = shapeReader('leetcode');
      const data = await query({ query: QUESTION_QUERY, variables: { titleSlug: slug } }, null);
      if (data.question === null || data.question === undefined) throw new PlatformProblemNotFound('leetcode', key);
      const question = shape.object(data.question, 'question');
      const label = shape.string(question.difficulty, 'difficulty');
      const level = normalizeDifficulty(label) ?? shape.fail('difficulty', label);
      return { title: shape.string(question.title, 'title'), difficulty: level.toUpperCase() as ProblemInfo['difficulty'] };
    },

    fetchContestResults: () => unsupported('leetcode', 'contest results'),

    async fetchProblemOfTheDay(): Promise<FetchedProblemOfTheDay> {
      const shape = shapeReader('leetcode');
      const data = await query({ query: DAILY_QUERY, variables: {} }, null);
      const daily = shape.object(data.activeDailyCodingChallengeQuestion, 'activeDailyCodingChallengeQuestion');
      const question = shape.object(daily.question, 'question');
      const difficulty = shape.string(question.difficulty, 'difficulty');
      return {
        platform: 'leetcode',
        date: shape.string(daily.date, 'date'),
        problemName: shape.string(question.title, 'title'),
        difficulty: normalizeDifficulty(difficulty) ?? shape.fail('difficulty', difficulty),
        accuracy: parsePercent(question.acRate),
        topics: shape.array(question.topicTags ?? [], 'topicTags').map((tag) => shape.string(shape.object(tag, 'tag').name, 'tag name')),
        problemLink: absoluteLink(shape.string(daily.link, 'link'), baseUrl),
      };
    },

    async fetchUpcomingContests() {
      return parseLeetCodeUpcomingContests(await query({ query: UPCOMING_CONTESTS_QUERY, variables: {} }, null));
    },

    async fetchVerificationText(handle) {
      const shape = shapeReader('leetcode', handle);
      const data = await query({ query: PROFILE_QUERY, variables: { username: handle } }, handle);
      const profile = shape.object(matchedUser(data, handle).profile, 'profile');
      return [shape.text(profile.realName, 'realName'), shape.text(profile.aboutMe, 'aboutMe')].join('\n');
    },
  };
}

function absoluteLink(link: string, baseUrl: string): string {
  return /^https?:\/\//.test(link) ? link : `${baseUrl}${link.startsWith('/') ? '' : '/'}${link}`;
}
