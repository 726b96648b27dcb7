import { contestStage, contestWindow, findUser, problemSolvesOf, solvesOf, standingsAt, type CodeforcesContestData, type SandboxData } from './data';
import { json, notFound, type SandboxReply, type SandboxRequest } from './reply';

const failed = (comment: string) => json({ status: 'FAILED', comment }, 400);
const ok = (result: unknown) => json({ status: 'OK', result });

const PHASES = { before: 'BEFORE', running: 'CODING', over: 'FINISHED' } as const;
/** The contest's own phase, else the one its times give. */
const phaseOf = (contest: CodeforcesContestData) => contest.phase ?? PHASES[contestStage(contest)];

/** '1234/A' → contest 1234, index A; null for an id that is not one. */
function problemId(id: string): { contestId: number; index: string } | null {
  const match = /^(\d{1,7})\/([A-Za-z][0-9]?)$/.exec(id.trim());
  return match ? { contestId: Number(match[1]), index: match[2].toUpperCase() } : null;
}

/**
 * GET /api/{user.info, user.status, contest.standings, contest.list} in the official envelope. Problems of
 * `data.problems` ('1234/A') give their names and ratings to user.status and contest.standings; a contest that only
 * they name answers contest.standings with its problems and no rows.
 */
export function codeforcesSandbox(data: SandboxData['codeforces'], request: SandboxRequest): SandboxReply {
  const method = request.path.replace(/^\/api\//, '');
  const { query } = request;

  /** The name (and rating, when the data gives one) of a problem. */
  const problemFields = (contestId: number, index: string, fallback: string) => {
    const problem = findUser(data.problems, `${contestId}/${index}`)?.[1];
    return { name: problem?.title ?? fallback, ...(typeof problem?.rating === 'number' ? { rating: problem.rating } : {}) };
  };

  /** A finished contest holding just the data's problems of that contest id; null when there are none. */
  const problemsOnlyContest = (id: string): CodeforcesContestData | null => {
    const indexes = Object.keys(data.problems).flatMap((key) => {
      const parsed = problemId(key);
      return parsed && String(parsed.contestId) === id ? [parsed.index] : [];
    });
    return indexes.length === 0 ? null : { name: `Codeforces Round ${id}`, phase: 'FINISHED', problems: [...new Set(indexes)].sort(), standings: [] };
  };

  if (method === 'user.info') {
    const users = [];
    for (const handle of (query.get('handles') ?? '').split(';').filter(Boolean)) {
      const found = findUser(data.users, handle);
      if (!found) return failed(`handles: User with handle ${handle} not found`);
      const [name, user] = found;
      users.push({
        handle: name,
        firstName: user.firstName,
        lastName: user.lastName,
        organization: user.organization,
        rating: user.rating,
        rank: user.rank,
        maxRating: user.maxRating ?? user.rating,
        maxRank: user.maxRank ?? user.rank,
        contribution: 0,
        friendOfCount: 0,
        registrationTimeSeconds: 1_600_000_000,
      });
    }
    return ok(users);
  }

  if (method === 'user.status') {
    const handle = query.get('handle') ?? '';
    const found = findUser(data.users, handle);
    if (!found) return failed(`handle: User with handle ${handle} not found`);
    const [name, user] = found;
    const practice = solvesOf(name, user.solvedPerDay).map((solve, i) => ({
      epochMs: solve.epochMs,
      contestId: 1000 + i,
      index: 'A',
      participantType: 'PRACTICE',
    }));
    const solvedProblems = problemSolvesOf(user.solvedProblems).flatMap((solve) => {
      const id = problemId(solve.problem);
      return id ? [{ epochMs: solve.epochMs, ...id, participantType: 'PRACTICE' }] : [];
    });
    // Contests not started yet have no submissions; a running one has those made so far (standingsAt).
    const started = Object.entries(data.contests).filter(([, contest]) => phaseOf(contest) !== 'BEFORE');
    const live = started.flatMap(([id, contest]) =>
      standingsAt(contest)
        .filter((row) => row.handle.toLowerCase() === name.toLowerCase())
        .flatMap((row) =>
          row.solved.map((index, i) => ({
            epochMs: row.solvedAt[i]! * 1000,
            contestId: Number(id),
            index,
            participantType: row.participantType ?? 'CONTESTANT',
          })),
        ),
    );
    const from = Math.max(1, Number(query.get('from') ?? 1));
    const count = Number(query.get('count') ?? Number.MAX_SAFE_INTEGER);
    const submissions = [...practice, ...solvedProblems, ...live]
      .sort((a, b) => b.epochMs - a.epochMs)
      .slice(from - 1, from - 1 + count)
      .map((s, i) => ({
        id: 300_000_000 - i,
        contestId: s.contestId,
        creationTimeSeconds: Math.floor(s.epochMs / 1000),
        problem: {
          contestId: s.contestId,
          index: s.index,
          ...problemFields(s.contestId, s.index, `Problem ${s.contestId}${s.index}`),
          type: 'PROGRAMMING',
          tags: [],
        },
        author: { contestId: s.contestId, members: [{ handle: name }], participantType: s.participantType, ghost: false },
        programmingLanguage: 'C++17 (GCC 7-32)',
        verdict: 'OK',
      }));
    return ok(submissions);
  }

  if (method === 'contest.standings') {
    const id = query.get('contestId') ?? '';
    const contest = data.contests[id] ?? problemsOnlyContest(id);
    if (!contest) return failed(`contestId: Contest with id ${id} not found`);
    const asked = (query.get('handles') ?? '').split(';').filter(Boolean);
    for (const handle of asked) if (!findUser(data.users, handle)) return failed(`handles: User with handle ${handle} not found`);
    const problems = contest.problems ?? [...new Set(contest.standings.flatMap((row) => row.solved))].sort();
    const unofficial = query.get('showUnofficial') === 'true';
    // While the contest runs, the standings of this moment (they grow with the time since the start).
    const from = Math.max(1, Number(query.get('from') ?? 1));
    const count = Number(query.get('count') ?? Number.MAX_SAFE_INTEGER);
    const rows = standingsAt(contest)
      .filter((row) => asked.length === 0 || asked.some((h) => h.toLowerCase() === row.handle.toLowerCase()))
      .filter((row) => unofficial || (row.participantType ?? 'CONTESTANT') === 'CONTESTANT')
      .sort((a, b) => a.rank - b.rank)
      .map((row) => ({
        party: { contestId: Number(id), members: [{ handle: row.handle }], participantType: row.participantType ?? 'CONTESTANT', ghost: false },
        rank: row.rank,
        points: row.solved.length,
        penalty: row.penalty,
        problemResults: problems.map((index) => ({ points: row.solved.includes(index) ? 1 : 0, rejectedAttemptCount: 0, type: 'FINAL' })),
      }))
      .slice(from - 1, from - 1 + count);
    return ok({
      contest: {
        id: Number(id),
        name: contest.name,
        type: 'CF',
        phase: phaseOf(contest),
        frozen: false,
        durationSeconds: contest.durationSeconds ?? 7200,
        startTimeSeconds: contestWindow(contest).start,
      },
      problems: problems.map((index) => ({
        contestId: Number(id),
        index,
        ...problemFields(Number(id), index, `Problem ${index}`),
        type: 'PROGRAMMING',
        tags: [],
      })),
      rows,
    });
  }

  if (method === 'contest.list') {
    // Newest first, as Codeforces lists them.
    const now = Math.floor(Date.now() / 1000);
    const contests = Object.entries(data.contests)
      .map(([id, contest]) => {
        const { start } = contestWindow(contest);
        return {
          id: Number(id),
          name: contest.name,
          type: 'CF',
          phase: phaseOf(contest),
          frozen: false,
          durationSeconds: contest.durationSeconds ?? 7200,
          startTimeSeconds: start,
          relativeTimeSeconds: now - start,
        };
      })
      .sort((a, b) => b.startTimeSeconds - a.startTimeSeconds);
    return ok(contests);
  }
  return notFound();
}
