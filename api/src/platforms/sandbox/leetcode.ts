import { contestStage, contestWindow, findUser, problemSolvesOf, resolveDay, solvesOf, type SandboxData } from './data';
import { json, notFound, type SandboxReply, type SandboxRequest } from './reply';

const unknownUser = () =>
  json({
    errors: [{ message: 'That user does not exist.', locations: [{ line: 2, column: 3 }], path: ['matchedUser'], extensions: { handled: true } }],
    data: { matchedUser: null, userContestRanking: null, recentAcSubmissionList: null },
  });

/** POST /graphql answering the queries the client sends, by the fields they ask for. */
export function leetcodeSandbox(data: SandboxData['leetcode'], request: SandboxRequest): SandboxReply {
  if (request.path !== '/graphql' || request.method !== 'POST') return notFound();
  let body: { query?: string; variables?: Record<string, unknown> };
  try {
    body = JSON.parse(request.body);
  } catch {
    return json({ errors: [{ message: 'Invalid JSON' }] }, 400);
  }
  const query = String(body.query ?? '');
  const username = String(body.variables?.username ?? '');

  if (query.includes('activeDailyCodingChallengeQuestion')) {
    const daily = data.daily ?? { problemName: 'Two Sum', slug: 'two-sum', difficulty: 'Easy', accuracy: 55.2, topics: ['Array', 'Hash Table'] };
    const slug = daily.slug ?? daily.problemName.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    return json({
      data: {
        activeDailyCodingChallengeQuestion: {
          date: resolveDay('today'),
          link: `/problems/${slug}/`,
          question: {
            questionFrontendId: '1',
            title: daily.problemName,
            titleSlug: slug,
            difficulty: daily.difficulty,
            acRate: daily.accuracy ?? 50,
            topicTags: (daily.topics ?? []).map((name) => ({ name, slug: name.toLowerCase().replace(/\s+/g, '-') })),
          },
        },
      },
    });
  }

  // question(titleSlug): the data's problems, or the daily question; null for any other slug, as LeetCode answers.
  if (/\bquestion\s*\(/.test(query)) {
    const slug = String(body.variables?.titleSlug ?? '');
    const problem = findUser(data.problems, slug)?.[1];
    const daily = data.daily && data.daily.slug?.toLowerCase() === slug.toLowerCase() ? data.daily : null;
    const question = problem
      ? { title: problem.title, difficulty: problem.difficulty ?? 'Medium' }
      : daily
        ? { title: daily.problemName, difficulty: daily.difficulty }
        : null;
    return json({ data: { question } });
  }

  if (query.includes('upcomingContests')) {
    const upcoming = Object.entries(data.contests)
      .filter(([, contest]) => contestStage(contest) === 'before')
      .map(([slug, contest]) => {
        const { start, end } = contestWindow(contest);
        return { title: contest.name ?? slug, titleSlug: slug, startTime: start, duration: end - start };
      })
      .sort((a, b) => a.startTime - b.startTime);
    return json({ data: { upcomingContests: upcoming } });
  }

  const found = findUser(data.users, username);
  if (!found) return unknownUser();
  const [handle, user] = found;

  if (query.includes('recentAcSubmissionList')) {
    const limit = Number(body.variables?.limit ?? 20);
    // The solvedPerDay solves and the solvedProblems together, newest first, at most `limit` (as LeetCode caps it).
    const solves = [
      ...solvesOf(handle, user.solvedPerDay).map((solve) => ({ epochMs: solve.epochMs, slug: solve.slug, title: solve.slug })),
      ...problemSolvesOf(user.solvedProblems).map((solve) => ({
        epochMs: solve.epochMs,
        slug: solve.problem,
        title: findUser(data.problems, solve.problem)?.[1].title ?? solve.problem,
      })),
    ].sort((a, b) => b.epochMs - a.epochMs);
    const list = solves
      .slice(0, limit)
      .map((solve, i) => ({ id: String(1_000_000 + i), title: solve.title, titleSlug: solve.slug, timestamp: String(Math.floor(solve.epochMs / 1000)) }));
    return json({ data: { matchedUser: { username: handle }, recentAcSubmissionList: list } });
  }

  const easy = user.easy ?? 0;
  const medium = user.medium ?? 0;
  const hard = user.hard ?? 0;
  return json({
    data: {
      matchedUser: {
        username: handle,
        profile: { realName: user.realName ?? '', aboutMe: user.aboutMe ?? '', ranking: user.ranking ?? 5_000_000, starRating: 0 },
        submitStats: {
          acSubmissionNum: [
            { difficulty: 'All', count: easy + medium + hard, submissions: (easy + medium + hard) * 2 },
            { difficulty: 'Easy', count: easy, submissions: easy * 2 },
            { difficulty: 'Medium', count: medium, submissions: medium * 2 },
            { difficulty: 'Hard', count: hard, submissions: hard * 2 },
          ],
        },
        badges: Array.from({ length: user.badges ?? 0 }, (_, i) => ({
          id: String(i + 1),
          displayName: `Badge ${i + 1}`,
          icon: '',
          creationDate: '2025-01-01',
        })),
      },
      userContestRanking:
        user.contestRating === undefined || user.contestRating === null
          ? null
          : { attendedContestsCount: 1, rating: user.contestRating, globalRanking: 100_000, topPercentage: 50 },
    },
  });
}
