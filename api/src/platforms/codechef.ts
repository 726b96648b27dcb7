import { onFirstUse } from '../onFirstUse';
import { profilesOneByOne, unsupported } from './client';
import { PlatformContestNotFound, PlatformProblemNotFound, PlatformResponseChanged, PlatformUserNotFound } from './errors';
import { createPlatformHttp, parseJson } from './http';
import type { PlatformSettings } from './settings';
import { shapeReader, type Json } from './shape';
import type { CodeChefProfile, CodeChefRatingEntry, ContestEntry, PlatformClient, PlatformFeature, ProblemInfo, UpcomingContest } from './types';
import { CONTEST_SITES, soonestFirst } from './upcoming';

/** cheerio, the HTML reader, loaded on the first profile page read (onFirstUse). */
const cheerio = onFirstUse<typeof import('cheerio')>('cheerio');

/*
 * No 'solvedProblems': the profile page names the problems solved in each contest by their titles in plain text,
 * without codes or links (only the count is reliable), and CodeChef has no public list of a member's accepted problems.
 */
const FEATURES: ReadonlySet<PlatformFeature> = new Set(['profile', 'problemInfo', 'contestResults', 'verification', 'upcomingContests']);
const CODECHEF_KEY = /^codechef:([A-Z0-9_]{1,40})$/;

/** A CodeChef difficulty rating as the app's level: below 1400 EASY, 1400–1999 MEDIUM, 2000 and up HARD; none (or -1) null. */
export function codechefDifficulty(rating: number | null): ProblemInfo['difficulty'] {
  if (rating === null || rating < 0) return null;
  if (rating < 1400) return 'EASY';
  return rating < 2000 ? 'MEDIUM' : 'HARD';
}

const DIVISIONS = ['A', 'B', 'C', 'D'];

/** CodeChef's star bands, used when the page shows no star glyphs. */
export function starsForRating(rating: number): number {
  const floors = [1400, 1600, 1800, 2000, 2200, 2500];
  return rating <= 0 ? 0 : 1 + floors.filter((floor) => rating >= floor).length;
}

const firstNumber = (text: string): number | null => {
  const match = /\d+/.exec(text.replace(/,/g, ''));
  return match ? Number(match[0]) : null;
};

const pad = (value: unknown) => String(value).padStart(2, '0');

/** Reads a profile page; throws PlatformUserNotFound for a page that is no profile. */
export function parseCodeChefProfile(handle: string, html: string): CodeChefProfile {
  const shape = shapeReader('codechef', handle);
  const $ = cheerio().load(html);
  const ratingText = $('.rating-number').first().text().trim();
  const isProfilePage = $('.user-details-container, .user-profile-container').length > 0;
  if (!ratingText) {
    if (isProfilePage) throw new PlatformResponseChanged('codechef', 'profile page without .rating-number', handle);
    throw new PlatformUserNotFound('codechef', handle);
  }
  const rating = firstNumber(ratingText) ?? shape.fail('.rating-number', ratingText);

  const starText = $('.rating-star').first().text();
  const glyphs = (starText.match(/★/g) ?? []).length;
  const stars = /(\d)\s*★/.exec(starText)?.[1] ? Number(/(\d)\s*★/.exec(starText)![1]) : glyphs || starsForRating(rating);

  let globalRank: number | null = null;
  let countryRank: number | null = null;
  $('.rating-ranks li').each((_, li) => {
    const text = $(li).text();
    const value = firstNumber($(li).find('strong').first().text() || text);
    if (/global/i.test(text)) globalRank = value;
    else if (/country/i.test(text)) countryRank = value;
  });

  const body = $('body').text().replace(/\s+/g, ' ');
  const solvedMatch = /Total Problems Solved:\s*(\d+)/i.exec(body) ?? /Fully Solved\s*\((\d+)\)/i.exec(body);
  if (!solvedMatch) throw new PlatformResponseChanged('codechef', 'no "Total Problems Solved" on the profile page', handle);

  const name = ($('.user-details-container header h1').first().text() || $('h1.h2-style').first().text()).trim();

  let ratingHistory: CodeChefRatingEntry[] = [];
  const embedded = /var\s+all_rating\s*=\s*(\[[\s\S]*?\])\s*;/.exec(html);
  if (embedded) {
    ratingHistory = shape.array(parseJson('codechef', embedded[1], handle), 'all_rating').map((item) => {
      const entry = shape.object(item, 'all_rating item');
      return {
        code: shape.string(entry.code, 'all_rating code'),
        name: shape.text(entry.name, 'all_rating name'),
        rating: shape.number(entry.rating, 'all_rating rating'),
        rank: shape.optionalNumber(entry.rank, 'all_rating rank'),
        date: `${entry.getyear}-${pad(entry.getmonth)}-${pad(entry.getday)}`,
      };
    });
  }

  return {
    platform: 'codechef',
    handle,
    name,
    rating,
    stars,
    highestRating: firstNumber($('.rating-header small').first().text()),
    globalRank,
    countryRank,
    totalProblemSolved: Number(solvedMatch[1]),
    ratingHistory,
  };
}

/** Problem codes with a positive score; CodeChef sends [] instead of {} when there are none. */
function solvedProblems(value: unknown, shape: ReturnType<typeof shapeReader>): string[] {
  if (Array.isArray(value)) {
    return value.flatMap((item) => {
      const status = shape.object(item, 'problems_status item');
      return shape.number(status.score, 'problem score') > 0 ? [shape.string(status.problem_code ?? status.code, 'problem code')] : [];
    });
  }
  const byCode = shape.object(value, 'problems_status');
  return Object.entries(byCode).flatMap(([code, status]) =>
    shape.number(shape.object(status, `problems_status.${code}`).score, 'problem score') > 0 ? [code] : [],
  );
}

/** The `future_contests` of CodeChef's contest list (`/api/list/contests/all`): start and end are ISO times with an offset. */
export function parseCodeChefFutureContests(text: string): UpcomingContest[] {
  const shape = shapeReader('codechef');
  const answer = shape.object(parseJson('codechef', text), 'the answer');
  if (answer.status !== undefined && answer.status !== 'success') shape.fail('status', answer.status);
  const instant = (value: unknown, what: string): Date => {
    const text = shape.string(value, what);
    const epochMs = Date.parse(text);
    return Number.isNaN(epochMs) ? shape.fail(what, text) : new Date(epochMs);
  };
  return soonestFirst(
    shape.array(answer.future_contests, 'future_contests').map((row) => {
      const contest = shape.object(row, 'future contest');
      const code = shape.string(contest.contest_code, 'contest_code');
      return {
        platform: 'codechef' as const,
        code,
        name: shape.string(contest.contest_name, 'contest_name'),
        link: `${CONTEST_SITES.codechef}/${encodeURIComponent(code)}`,
        startsAt: instant(contest.contest_start_date_iso, 'contest_start_date_iso'),
        endsAt: instant(contest.contest_end_date_iso, 'contest_end_date_iso'),
      };
    }),
  );
}

/** CodeChef from its profile pages and its contest rankings API (slowly: 2 s between calls by default). */
export function createCodeChefClient(settings: PlatformSettings): PlatformClient<CodeChefProfile> {
  const { baseUrl, rateLimit, rankingPageSize, maxRankingPages } = settings.codechef;
  const http = createPlatformHttp('codechef', settings.http, rateLimit);

  function fetchProfile(handle: string): Promise<CodeChefProfile> {
    return http.request(
      `${baseUrl}/users/${encodeURIComponent(handle)}`,
      // An unknown user is redirected away from /users/: see the redirect, do not follow it.
      { method: 'GET', redirect: 'manual', headers: { Accept: 'text/html' } },
      ({ status, text }) => {
        if (status === 404 || (status >= 300 && status < 400)) throw new PlatformUserNotFound('codechef', handle);
        if (status !== 200) throw new PlatformResponseChanged('codechef', `HTTP ${status}`, handle);
        return parseCodeChefProfile(handle, text);
      },
      handle,
    );
  }

  function fetchRankingPage(code: string, page: number): Promise<{ rows: Json[]; lastPage: boolean }> {
    const shape = shapeReader('codechef');
    const query = new URLSearchParams({ sortBy: 'rank', order: 'asc', page: String(page), itemsPerPage: String(rankingPageSize) });
    return http.request(`${baseUrl}/api/rankings/${encodeURIComponent(code)}?${query}`, { method: 'GET' }, ({ status, text }) => {
      if (status === 404) throw new PlatformContestNotFound('codechef', code);
      const answer = shape.object(parseJson('codechef', text), 'the answer');
      if (answer.status === 'error' || status !== 200) {
        if (/not exist|not found|invalid contest/i.test(String(answer.message ?? ''))) throw new PlatformContestNotFound('codechef', code);
        throw new PlatformResponseChanged('codechef', `HTTP ${status} ${String(answer.message ?? '')}`);
      }
      const rows = shape.array(answer.list, 'list').map((row) => shape.object(row, 'ranking row'));
      const pages = shape.optionalNumber(answer.availablePages, 'availablePages');
      return { rows, lastPage: rows.length < rankingPageSize || (pages !== null && page >= pages) };
    });
  }

  /**
   * Reads `code`'s ranking pages until every missing handle is found or the list ends. `cap`: stop quietly after that
   * many pages (a live read); answers whether the list was read to its end.
   */
  async function readRankings(code: string, handles: string[], entries: Record<string, ContestEntry>, missing: Set<string>, cap?: number): Promise<boolean> {
    const shape = shapeReader('codechef');
    for (let page = 1; missing.size > 0; page += 1) {
      if (cap !== undefined && page > cap) return false;
      // Fail loudly rather than call the unread rest "did not take part".
      if (page > maxRankingPages) throw new PlatformResponseChanged('codechef', `rankings of ${code} longer than ${maxRankingPages} pages`);
      const { rows, lastPage } = await fetchRankingPage(code, page);
      for (const row of rows) {
        const rowHandle = shape.string(row.user_handle, 'user_handle').toLowerCase();
        if (!missing.has(rowHandle)) continue;
        missing.delete(rowHandle);
        const problems = solvedProblems(row.problems_status, shape);
        for (const handle of handles.filter((h) => h.toLowerCase() === rowHandle)) {
          entries[handle] = {
            participated: true,
            solved: problems.length,
            problems,
            rank: shape.optionalNumber(row.rank, 'rank'),
            penalty: shape.optionalNumber(row.penalty, 'penalty'),
          };
        }
      }
      if (lastPage) break;
    }
    return true;
  }

  return {
    platform: 'codechef',
    features: FEATURES,
    fetchProfile,
    fetchProfiles: (handles) => profilesOneByOne(handles, fetchProfile),
    fetchSolvedPerDay: () => unsupported('codechef', 'solved per day'),
    fetchSolvedProblems: () => unsupported('codechef', 'solved problems'),

    // The practice API the problem page reads; an unknown code answers status 'error' (or 404).
    fetchProblemInfo(key): Promise<ProblemInfo> {
      const code = CODECHEF_KEY.exec(key)?.[1];
      if (!code) return Promise.reject(new PlatformProblemNotFound('codechef', key));
      return http.request(
        `${baseUrl}/api/contests/PRACTICE/problems/${encodeURIComponent(code)}`,
        { method: 'GET', headers: { Accept: 'application/json' } },
        ({ status, text }) => {
          if (status === 404) throw new PlatformProblemNotFound('codechef', key);
          const shape = shapeReader('codechef');
          const answer = shape.object(parseJson('codechef', text), 'the answer');
          if (answer.status === 'error') throw new PlatformProblemNotFound('codechef', key);
          if (answer.status !== 'success' || status !== 200)
            throw new PlatformResponseChanged('codechef', `HTTP ${status} ${String(answer.status)} from the problem API`);
          return {
            title: shape.string(answer.problem_name, 'problem_name'),
            difficulty: codechefDifficulty(shape.optionalNumber(answer.difficulty_rating, 'difficulty_rating')),
          };
        },
      );
    },

    // Pages through the rankings until every handle is found or the list ends. A parent code whose
    // rankings do not exist (Starters: START170) is read as its divisions START170A to START170D. With
    // `options.maxPages` (a live read) each list is read that far at most, and the handles not reached are `unread`.
    async fetchContestResults(contest, handles, options = {}) {
      const unique = [...new Set(handles)];
      const entries: Record<string, ContestEntry> = Object.fromEntries(
        unique.map((handle) => [handle, { participated: false, solved: 0, problems: [], rank: null, penalty: null }]),
      );
      const missing = new Set(unique.map((handle) => handle.toLowerCase()));
      const cap = options.maxPages;
      let complete = true;
      try {
        complete = await readRankings(contest.code, unique, entries, missing, cap);
      } catch (error) {
        if (!(error instanceof PlatformContestNotFound) || /[A-D]$/.test(contest.code)) throw error;
        let anyDivision = false;
        for (const division of DIVISIONS) {
          if (missing.size === 0) break;
          try {
            // A capped division leaves its handles missing; the next division may still hold them.
            complete = (await readRankings(`${contest.code}${division}`, unique, entries, missing, cap)) && complete;
            anyDivision = true;
          } catch (divisionError) {
            if (!(divisionError instanceof PlatformContestNotFound)) throw divisionError;
          }
        }
        if (!anyDivision) throw error;
      }
      const unread = complete ? [] : unique.filter((handle) => missing.has(handle.toLowerCase()));
      return { platform: 'codechef', contest: contest.code, name: null, final: true, entries, notFound: [], ...(unread.length > 0 ? { unread } : {}) };
    },

    fetchProblemOfTheDay: () => unsupported('codechef', 'problem of the day'),

    fetchUpcomingContests() {
      const query = new URLSearchParams({ sort_by: 'START', sorting_order: 'asc', offset: '0', mode: 'all' });
      return http.request(`${baseUrl}/api/list/contests/all?${query}`, { method: 'GET', headers: { Accept: 'application/json' } }, ({ status, text }) => {
        if (status !== 200) throw new PlatformResponseChanged('codechef', `HTTP ${status} from the contest list`);
        return parseCodeChefFutureContests(text);
      });
    },

    async fetchVerificationText(handle) {
      const profile = await fetchProfile(handle);
      if (!profile.name) throw new PlatformResponseChanged('codechef', 'no display name on the profile page', handle);
      return profile.name;
    },
  };
}
