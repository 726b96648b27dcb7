import { starsForRating } from '../codechef';
import { contestStage, contestWindow, findUser, standingsAt, type SandboxData } from './data';
import { escapeHtml, html, json, notFound, type SandboxReply, type SandboxRequest } from './reply';

const IST_OFFSET_MS = 330 * 60_000;
/** CodeChef writes contest times in India time with the offset: "2026-12-02T20:00:00+05:30". */
const indiaIso = (seconds: number) => `${new Date(seconds * 1000 + IST_OFFSET_MS).toISOString().slice(0, 19)}+05:30`;

/** GET /users/{handle} (profile page), GET /api/rankings/{code}, GET /api/contests/{contest}/problems/{code} and GET /api/list/contests/all. */
export function codechefSandbox(data: SandboxData['codechef'], request: SandboxRequest): SandboxReply {
  const profile = /^\/users\/([^/]+)\/?$/.exec(request.path);
  if (profile) {
    const found = findUser(data.users, decodeURIComponent(profile[1]));
    // CodeChef sends unknown users back to its home page.
    if (!found) return { status: 302, headers: { Location: '/' }, body: '' };
    const [handle, user] = found;
    const rating = user.rating ?? 1000;
    const stars = user.stars ?? starsForRating(rating);
    return html(`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(handle)} | CodeChef User Profile</title></head>
<body><main class="main-container"><div class="user-profile-container">
<div class="user-details-container plr10"><header><h1 class="h2-style">${escapeHtml(user.name ?? handle)}</h1></header>
<section class="user-details"><ul class="side-nav"><li><label>Username:</label><span class="m-username--link">${escapeHtml(handle)}</span></li></ul></section></div>
<aside class="sidebar"><div class="widget-rating"><div class="rating-header text-center">
<div class="rating-number">${rating}</div>
<div class="rating-star">${'<span>&#9733;</span>'.repeat(stars)}</div>
<small>(Highest Rating ${user.highestRating ?? rating})</small></div>
<div class="rating-ranks"><ul class="inline-list">
<li><a href="/ratings/all"><strong>${user.globalRank ?? 'NA'}</strong></a> Global Rank</li>
<li><a href="/ratings/all?filterBy=Country%3DIndia"><strong>${user.countryRank ?? 'NA'}</strong></a> Country Rank</li>
</ul></div></div></aside>
<section class="rating-data-section problems-solved"><h3>Total Problems Solved: ${user.totalSolved ?? 0}</h3></section>
</div></main>
<script>var all_rating = [];</script></body></html>`);
  }

  if (/^\/api\/list\/contests\/all\/?$/.test(request.path)) {
    const lists = { before: [] as object[], running: [] as object[], over: [] as object[] };
    const contests = Object.entries(data.contests).sort(([, a], [, b]) => contestWindow(a).start - contestWindow(b).start);
    for (const [code, contest] of contests) {
      const { start, end } = contestWindow(contest);
      lists[contestStage(contest)].push({
        contest_code: code,
        contest_name: contest.name ?? code,
        contest_start_date_iso: indiaIso(start),
        contest_end_date_iso: indiaIso(end),
        contest_duration: String(Math.round((end - start) / 60)),
        distinct_users: contest.standings.length,
      });
    }
    return json({
      status: 'success',
      message: 'All contests list',
      present_contests: lists.running,
      future_contests: lists.before,
      past_contests: lists.over.reverse(),
    });
  }

  // A problem's title and difficulty rating by code (any contest path): the data's problems; status 'error' for others.
  const problemPage = /^\/api\/contests\/[^/]+\/problems\/([^/]+)\/?$/.exec(request.path);
  if (problemPage) {
    const code = decodeURIComponent(problemPage[1]).toUpperCase();
    const problem = findUser(data.problems, code)?.[1];
    if (!problem) return json({ status: 'error', message: 'Problem does not exist' });
    return json({
      status: 'success',
      problem_code: code,
      problem_name: problem.title,
      category_name: 'practice',
      difficulty_rating: typeof problem.rating === 'number' ? String(problem.rating) : '-1',
    });
  }

  const rankings = /^\/api\/rankings\/([^/]+)\/?$/.exec(request.path);
  if (rankings) {
    const code = decodeURIComponent(rankings[1]);
    const contest = Object.entries(data.contests).find(([name]) => name.toLowerCase() === code.toLowerCase())?.[1];
    if (!contest) return json({ status: 'error', message: 'Contest does not exist' }, 404);
    const page = Math.max(1, Number(request.query.get('page') ?? 1));
    const size = Math.max(1, Number(request.query.get('itemsPerPage') ?? 25));
    // While the contest runs, the rankings of this moment (they grow with the time since the start).
    const rows = standingsAt(contest).sort((a, b) => a.rank - b.rank);
    const list = rows.slice((page - 1) * size, page * size).map((row) => ({
      rank: row.rank,
      user_handle: row.handle,
      score: row.solved.length,
      penalty: row.penalty,
      country: 'India',
      // Like CodeChef: an empty object comes out as [].
      problems_status: row.solved.length ? Object.fromEntries(row.solved.map((p) => [p, { score: 1, penalty: 0 }])) : [],
    }));
    return json({ status: 'success', availablePages: Math.max(1, Math.ceil(rows.length / size)), totalItems: rows.length, list });
  }
  return notFound();
}
