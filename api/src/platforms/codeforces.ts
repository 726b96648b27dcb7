import { unsupported } from './client';
import { countPerDay } from './days';
import { PlatformContestNotFound, PlatformProblemNotFound, PlatformResponseChanged, PlatformUnavailable, PlatformUserNotFound } from './errors';
import { createPlatformHttp, parseJson } from './http';
import { problemKey } from './problemKey';
import type { PlatformSettings } from './settings';
import { shapeReader, type Json } from './shape';
import type {
  CodeforcesProfile,
  ContestEntry,
  ContestResults,
  PlatformClient,
  PlatformFeature,
  ProblemInfo,
  ProfileOutcome,
  SolvedProblem,
  UpcomingContest,
} from './types';
import { CONTEST_SITES, soonestFirst } from './upcoming';

const FEATURES: ReadonlySet<PlatformFeature> = new Set([
  'profile',
  'solvedPerDay',
  'solvedProblems',
  'problemInfo',
  'contestResults',
  'verification',
  'upcomingContests',
]);
// Participation that happens live, during the contest (not VIRTUAL, PRACTICE or MANAGER).
const LIVE_PARTICIPATION = new Set(['CONTESTANT', 'OUT_OF_COMPETITION']);

function chunks<T>(items: T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}

type InfoOutcome = { ok: true; user: Json } | { ok: false; error: Error };

// Codeforces handles: letters, digits, '_', '-' and '.'; anything else cannot exist (and would break a ';' list).
const VALID_HANDLE = /^[A-Za-z0-9_.-]{1,64}$/;

const sameHandle = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * A Codeforces problem rating as the app's level: 800–1200 EASY, 1300–1900 MEDIUM, 2000 and up HARD (ratings come in
 * steps of 100; anything between 1200 and 1300 counts as MEDIUM); a problem not rated yet has none.
 */
export function codeforcesDifficulty(rating: number | null): ProblemInfo['difficulty'] {
  if (rating === null) return null;
  if (rating <= 1200) return 'EASY';
  return rating < 2000 ? 'MEDIUM' : 'HARD';
}

const CODEFORCES_KEY = /^codeforces:(\d{1,7})\/([A-Z][0-9]?)$/;

interface Accepted {
  epochMs: number;
  /** For the counts: contest (or problemset name) and index, as Codeforces gives them. */
  key: string;
  /** problemKey.ts's key; null for a problem without a contest id (an acmsguru problem). */
  problemKey: string | null;
}

/** Codeforces through its official API ({baseUrl}/api/{method}), one call per interval (2 s by default). */
export function createCodeforcesClient(settings: PlatformSettings): PlatformClient<CodeforcesProfile> {
  const { baseUrl, rateLimit, batchSize, statusCount } = settings.codeforces;
  const http = createPlatformHttp('codeforces', settings.http, rateLimit);

  /** The `result` of `{status, result | comment}`; an unknown handle becomes PlatformUserNotFound naming it. */
  function call(method: string, params: Record<string, string>, handle: string | null = null): Promise<unknown> {
    const url = `${baseUrl}/api/${method}?${new URLSearchParams(params)}`;
    return http.request(
      url,
      { method: 'GET' },
      ({ status, text }) => {
        const shape = shapeReader('codeforces', handle);
        const answer = shape.object(parseJson('codeforces', text, handle), 'the answer');
        if (answer.status === 'OK' && status === 200) return answer.result;
        const comment = String(answer.comment ?? '');
        if (/call limit exceeded/i.test(comment)) throw new PlatformUnavailable('codeforces', 'call limit exceeded', handle, { kind: 'rate-limited' });
        const unknown = /User with handle (\S+) not found/i.exec(comment);
        if (unknown) throw new PlatformUserNotFound('codeforces', unknown[1]);
        if (/Contest with id \S+ not found/i.test(comment) && params.contestId) {
          throw new PlatformContestNotFound('codeforces', params.contestId);
        }
        throw new PlatformResponseChanged('codeforces', `HTTP ${status} ${answer.status} ${comment}`, handle);
      },
      handle,
    );
  }

  /**
   * Calls `method` for a list of handles; when Codeforces names an unknown handle, drops it and asks
   * again for the rest. Returns the result and the dropped handles.
   */
  async function callDroppingUnknown(handles: string[], run: (handles: string[]) => Promise<unknown>): Promise<{ result: unknown; notFound: string[] }> {
    let pending = handles;
    const notFound: string[] = [];
    for (;;) {
      if (pending.length === 0) return { result: null, notFound };
      try {
        return { result: await run(pending), notFound };
      } catch (error) {
        if (!(error instanceof PlatformUserNotFound) || !error.handle) throw error;
        const named = error.handle;
        const dropped = pending.filter((handle) => sameHandle(handle, named));
        if (dropped.length === 0) throw error;
        notFound.push(...dropped);
        pending = pending.filter((handle) => !sameHandle(handle, named));
      }
    }
  }

  async function fetchUserInfos(handles: string[]): Promise<Map<string, InfoOutcome>> {
    const outcomes = new Map<string, InfoOutcome>();
    for (const handle of handles.filter((h) => !VALID_HANDLE.test(h))) {
      outcomes.set(handle, { ok: false, error: new PlatformUserNotFound('codeforces', handle) });
    }
    for (const batch of chunks(
      handles.filter((h) => VALID_HANDLE.test(h)),
      batchSize,
    )) {
      try {
        const { result, notFound } = await callDroppingUnknown(batch, (pending) => call('user.info', { handles: pending.join(';') }));
        for (const handle of notFound) outcomes.set(handle, { ok: false, error: new PlatformUserNotFound('codeforces', handle) });
        if (result === null) continue;
        const shape = shapeReader('codeforces');
        for (const row of shape.array(result, 'user.info result')) {
          const user = shape.object(row, 'user');
          const name = shape.string(user.handle, 'handle');
          const asked = batch.filter((handle) => sameHandle(handle, name));
          for (const handle of asked) outcomes.set(handle, { ok: true, user });
        }
      } catch (error) {
        for (const handle of batch) if (!outcomes.has(handle)) outcomes.set(handle, { ok: false, error: error as Error });
      }
    }
    for (const handle of handles) {
      if (!outcomes.has(handle)) {
        outcomes.set(handle, { ok: false, error: new PlatformResponseChanged('codeforces', 'handle missing from user.info', handle) });
      }
    }
    return outcomes;
  }

  /** Accepted submissions as {problem key, time}. */
  async function acceptedSubmissions(handle: string, count?: number): Promise<Accepted[]> {
    const shape = shapeReader('codeforces', handle);
    const params: Record<string, string> = { handle, from: '1' };
    if (count) params.count = String(count);
    const result = await call('user.status', params, handle);
    const accepted: Accepted[] = [];
    for (const row of shape.array(result, 'user.status result')) {
      const submission = shape.object(row, 'submission');
      if (submission.verdict !== 'OK') continue;
      const problem = shape.object(submission.problem, 'problem');
      const index = shape.string(problem.index, 'problem index');
      const contestId = shape.optionalNumber(problem.contestId, 'problem contestId');
      accepted.push({
        epochMs: shape.number(submission.creationTimeSeconds, 'creationTimeSeconds') * 1000,
        key: `${problem.contestId ?? problem.problemsetName ?? ''}/${index}`,
        problemKey: contestId === null ? null : problemKey.codeforces(contestId, index),
      });
    }
    return accepted;
  }

  function toProfile(handle: string, user: Json, totalProblemSolved: number): CodeforcesProfile {
    const shape = shapeReader('codeforces', handle);
    return {
      platform: 'codeforces',
      handle: shape.string(user.handle, 'handle'),
      rating: shape.optionalNumber(user.rating, 'rating'),
      rank: shape.text(user.rank, 'rank') || 'Unrated',
      maxRating: shape.optionalNumber(user.maxRating, 'maxRating'),
      maxRank: shape.text(user.maxRank, 'maxRank') || null,
      totalProblemSolved,
    };
  }

  async function fetchProfiles(handles: string[]): Promise<Map<string, ProfileOutcome<CodeforcesProfile>>> {
    const unique = [...new Set(handles)];
    const infos = await fetchUserInfos(unique);
    const outcomes = new Map<string, ProfileOutcome<CodeforcesProfile>>();
    for (const handle of unique) {
      const info = infos.get(handle)!;
      if (!info.ok) {
        outcomes.set(handle, info);
        continue;
      }
      try {
        const solved = new Set((await acceptedSubmissions(handle)).map((s) => s.key)).size;
        outcomes.set(handle, { ok: true, profile: toProfile(handle, info.user, solved) });
      } catch (error) {
        outcomes.set(handle, { ok: false, error: error as Error });
      }
    }
    return outcomes;
  }

  async function fetchUserInfo(handle: string): Promise<Json> {
    const info = (await fetchUserInfos([handle])).get(handle)!;
    if (!info.ok) throw info.error;
    return info.user;
  }

  return {
    platform: 'codeforces',
    features: FEATURES,

    async fetchProfile(handle) {
      const user = await fetchUserInfo(handle);
      const solved = new Set((await acceptedSubmissions(handle)).map((s) => s.key)).size;
      return toProfile(handle, user, solved);
    },
    fetchProfiles,

    async fetchSolvedPerDay(handle, options = {}) {
      return countPerDay(await acceptedSubmissions(handle, statusCount), settings.timeZone, options.since);
    },

    async fetchContestResults(contest, handles): Promise<ContestResults> {
      if (!/^\d+$/.test(contest.code)) throw new PlatformContestNotFound('codeforces', contest.code);
      const unique = [...new Set(handles)].filter((h) => VALID_HANDLE.test(h));
      const entries: Record<string, ContestEntry> = {};
      const notFound = [...new Set(handles)].filter((h) => !VALID_HANDLE.test(h));
      let name: string | null = null;
      let final = true;
      const shape = shapeReader('codeforces');
      for (const batch of chunks(unique, batchSize)) {
        const answer = await callDroppingUnknown(batch, (pending) =>
          call('contest.standings', { contestId: contest.code, handles: pending.join(';'), showUnofficial: 'true' }),
        );
        notFound.push(...answer.notFound);
        for (const handle of batch) {
          if (!answer.notFound.includes(handle)) entries[handle] = { participated: false, solved: 0, problems: [], rank: null, penalty: null };
        }
        if (answer.result === null) continue;
        const standings = shape.object(answer.result, 'contest.standings result');
        const about = shape.object(standings.contest, 'contest');
        name = shape.string(about.name, 'contest name');
        final &&= about.phase === 'FINISHED';
        const problems = shape.array(standings.problems, 'problems').map((p) => shape.string(shape.object(p, 'problem').index, 'problem index'));
        for (const item of shape.array(standings.rows, 'rows')) {
          const row = shape.object(item, 'row');
          const party = shape.object(row.party, 'party');
          if (!LIVE_PARTICIPATION.has(shape.string(party.participantType, 'participantType'))) continue;
          const solved = shape
            .array(row.problemResults, 'problemResults')
            .flatMap((r, i) => (shape.number(shape.object(r, 'problemResult').points, 'points') > 0 ? [problems[i] ?? String(i)] : []));
          for (const member of shape.array(party.members, 'members')) {
            const memberHandle = shape.string(shape.object(member, 'member').handle, 'member handle');
            for (const handle of batch.filter((h) => sameHandle(h, memberHandle) && entries[h])) {
              entries[handle] = {
                participated: true,
                solved: solved.length,
                problems: solved,
                rank: shape.optionalNumber(row.rank, 'rank'),
                penalty: shape.optionalNumber(row.penalty, 'penalty'),
              };
            }
          }
        }
      }
      return { platform: 'codeforces', contest: contest.code, name, final, entries, notFound };
    },

    // Every accepted problem with a contest id, at its first acceptance.
    async fetchSolvedProblems(handle): Promise<SolvedProblem[]> {
      const first = new Map<string, number>();
      for (const { problemKey: key, epochMs } of await acceptedSubmissions(handle)) {
        if (key !== null && epochMs < (first.get(key) ?? Infinity)) first.set(key, epochMs);
      }
      return [...first].map(([key, epochMs]) => ({ key, epochMs }));
    },

    // One contest.standings call (count=1: only the contest and its problems); a gym contest that is not public, or
    // one not started yet, is not found.
    async fetchProblemInfo(key): Promise<ProblemInfo> {
      const match = CODEFORCES_KEY.exec(key);
      if (!match) throw new PlatformProblemNotFound('codeforces', key);
      const [, contestId, index] = match;
      let result: unknown;
      try {
        result = await call('contest.standings', { contestId, from: '1', count: '1' });
      } catch (error) {
        const notStarted = error instanceof PlatformResponseChanged && /has not started/i.test(error.message);
        if (error instanceof PlatformContestNotFound || notStarted) throw new PlatformProblemNotFound('codeforces', key);
        throw error;
      }
      const shape = shapeReader('codeforces');
      const problems = shape.array(shape.object(result, 'contest.standings result').problems, 'problems');
      const problem = problems.map((item) => shape.object(item, 'problem')).find((item) => shape.string(item.index, 'problem index').toUpperCase() === index);
      if (!problem) throw new PlatformProblemNotFound('codeforces', key);
      return { title: shape.string(problem.name, 'problem name'), difficulty: codeforcesDifficulty(shape.optionalNumber(problem.rating, 'problem rating')) };
    },

    fetchProblemOfTheDay: () => unsupported('codeforces', 'problem of the day'),

    // contest.list (without gym contests): those in phase BEFORE; one without a start time yet is left out.
    async fetchUpcomingContests(): Promise<UpcomingContest[]> {
      const shape = shapeReader('codeforces');
      const upcoming: UpcomingContest[] = [];
      for (const row of shape.array(await call('contest.list', { gym: 'false' }), 'contest.list result')) {
        const contest = shape.object(row, 'contest');
        if (shape.string(contest.phase, 'contest phase') !== 'BEFORE') continue;
        const start = shape.optionalNumber(contest.startTimeSeconds, 'startTimeSeconds');
        if (start === null) continue;
        const code = String(shape.number(contest.id, 'contest id'));
        upcoming.push({
          platform: 'codeforces',
          code,
          name: shape.string(contest.name, 'contest name'),
          link: `${CONTEST_SITES.codeforces}/contest/${code}`,
          startsAt: new Date(start * 1000),
          endsAt: new Date((start + shape.number(contest.durationSeconds, 'durationSeconds')) * 1000),
        });
      }
      return soonestFirst(upcoming);
    },

    async fetchVerificationText(handle) {
      const user = await fetchUserInfo(handle);
      const shape = shapeReader('codeforces', handle);
      return [user.firstName, user.lastName, user.organization].map((v, i) => shape.text(v, ['firstName', 'lastName', 'organization'][i])).join('\n');
    },
  };
}
