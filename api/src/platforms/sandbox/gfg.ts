import { contestStage, contestWindow, findUser, problemSolvesOf, resolveDay, solvesOf, type SandboxData } from './data';
import { json, notFound, type SandboxReply, type SandboxRequest } from './reply';

const IST_OFFSET_MS = 330 * 60_000;

/** GFG writes times in India time: "YYYY-MM-DD HH:MM:SS". */
const indiaTime = (epochMs: number) => new Date(epochMs + IST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

/** The profile API, the submissions API, the problem of the day and the events (contests) list, on one host. */
export function gfgSandbox(data: SandboxData['geeksforgeeks'], request: SandboxRequest): SandboxReply {
  if (request.path === '/api-get/user-profile-info/' && request.method === 'GET') {
    const found = findUser(data.users, request.query.get('handle') ?? '');
    if (!found) return json({ message: 'User not found' }, 400);
    const [handle, user] = found;
    const solved = user.totalSolved ?? solvesOf(handle, user.solvedPerDay).length;
    return json({
      message: 'data retrieved successfully',
      data: {
        name: user.name ?? handle,
        institute_name: user.instituteName ?? '',
        institute_rank: user.instituteRank ?? '',
        score: user.score ?? solved * 2,
        monthly_score: user.monthlyScore ?? 0,
        total_problems_solved: solved,
        pod_solved_current_streak: user.potdCurrentStreak ?? 0,
        pod_solved_longest_streak: user.potdLongestStreak ?? 0,
      },
    });
  }

  if (request.path === '/api/v1/user/problems/submissions/' && request.method === 'POST') {
    let handle = '';
    try {
      handle = String(JSON.parse(request.body).handle ?? '');
    } catch {
      return json({ status: 'failed', message: 'Invalid request' }, 400);
    }
    const found = findUser(data.users, handle);
    if (!found) return json({ status: 'failed', message: 'User not found!' });
    const solves = solvesOf(found[0], found[1].solvedPerDay);
    const result: Record<string, Record<string, object>> = {
      Easy: Object.fromEntries(
        solves.map((solve, i) => [String(800_000 + i), { slug: solve.slug, pname: solve.slug, lang: 'cpp', user_subtime: indiaTime(solve.epochMs) }]),
      ),
      Medium: {},
      Hard: {},
    };
    // solvedProblems under their difficulty (Easy when the data gives none); GFG lists a problem once, at its latest solve.
    const listed = new Set<string>();
    problemSolvesOf(found[1].solvedProblems).forEach((solve, i) => {
      if (listed.has(solve.problem.toLowerCase())) return;
      listed.add(solve.problem.toLowerCase());
      const problem = findUser(data.problems, solve.problem)?.[1];
      const level = problem?.difficulty ?? 'Easy';
      result[level] = {
        ...result[level],
        [String(900_000 + i)]: { slug: solve.problem, pname: problem?.title ?? solve.problem, lang: 'cpp', user_subtime: indiaTime(solve.epochMs) },
      };
    });
    const count = Object.values(result).reduce((total, problems) => total + Object.keys(problems).length, 0);
    return json({ status: 'success', message: 'data retrieved successfully', count, result });
  }

  // A problem's metadata by slug: the data's problems, or the problem of the day; 404 for any other slug.
  const metainfo = /^\/api\/latest\/problems\/([^/]+)\/metainfo\/?$/.exec(request.path);
  if (metainfo && request.method === 'GET') {
    const slug = decodeURIComponent(metainfo[1]);
    const problem = findUser(data.problems, slug)?.[1];
    const potd = data.potd && data.potd.slug?.toLowerCase() === slug.toLowerCase() ? data.potd : null;
    if (!problem && !potd) return json({ detail: 'Not found.' }, 404);
    return json({
      results: {
        id: 700_000,
        slug,
        problem_name: problem ? problem.title : potd!.problemName,
        difficulty: problem ? (problem.difficulty ?? 'Easy') : potd!.difficulty,
        accuracy: 50,
      },
    });
  }

  if (request.path === '/api/vr/events/' && request.method === 'GET') {
    const events = Object.entries(data.contests)
      .sort(([, a], [, b]) => contestWindow(a).start - contestWindow(b).start)
      .map(([slug, contest], i) => {
        const { start, end } = contestWindow(contest);
        const event = {
          id: 2400 + i,
          name: contest.name ?? slug,
          slug,
          type: 'contest',
          start_time: indiaTime(start * 1000).replace(' ', 'T'),
          end_time: indiaTime(end * 1000).replace(' ', 'T'),
        };
        return { event, upcoming: contestStage(contest) === 'before' };
      });
    return json({
      count: events.length,
      results: {
        upcoming: events.filter((e) => e.upcoming).map((e) => e.event),
        past: events
          .filter((e) => !e.upcoming)
          .map((e) => e.event)
          .reverse(),
      },
    });
  }

  if (request.path === '/api/vr/problems-of-day/problem/today/' && request.method === 'GET') {
    const potd = data.potd ?? { problemName: 'Reverse a linked list', difficulty: 'Easy', accuracy: 73.1, topics: ['Linked List'] };
    const slug = potd.slug ?? potd.problemName.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    return json({
      id: 1,
      date: `${resolveDay('today')} 00:00:00`,
      problem_id: 700_000,
      problem_name: potd.problemName,
      problem_url: potd.problemUrl ?? `https://www.geeksforgeeks.org/problems/${slug}/1`,
      difficulty: potd.difficulty,
      accuracy: potd.accuracy ?? 50,
      tags: { topic_tags: potd.topics ?? [], company_tags: [] },
    });
  }
  return notFound();
}
