/**
 * The 200 bodies of the /api/v1 routes as JSON schemas, in small pieces (docs/rules.md §10, the shared types). Fastify
 * serializes each answer with its route's schema, so a field left out here is not sent: the docs are the answer.
 */
type Props = Record<string, object>;

export const str = { type: 'string' } as const;
export const nstr = { type: ['string', 'null'] } as const;
export const int = { type: 'integer' } as const;
export const nint = { type: ['integer', 'null'] } as const;
export const num = { type: 'number' } as const;
export const nnum = { type: ['number', 'null'] } as const;
export const bool = { type: 'boolean' } as const;
export const strings = { type: 'array', items: str } as const;

/** An object with these fields; all of them are always sent unless `optional` names some. */
export const obj = (properties: Props, optional: string[] = []) => {
  const required = Object.keys(properties).filter((key) => !optional.includes(key));
  // OpenAPI 3.0 wants a non-empty `required` or none at all.
  return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
};
/** The same object, or null. */
export const nullable = (schema: ReturnType<typeof obj>) => ({ ...schema, type: ['object', 'null'] });
export const list = (items: object) => ({ type: 'array', items });
/** Keys that are data (a platform's name, an achievement type) with values of one kind. */
export const keyed = (values: object, type: string | string[] = 'object') => ({ type, additionalProperties: values });

/** `{ message, ...fields }`: every success answers a message. */
export const answer = (properties: Props = {}, optional: string[] = []) => obj({ message: str, ...properties }, optional);
/** `{ message, data }`. */
export const withData = (data: object) => answer({ data });
/** One page of a list: `{ message, data[], currentPage, totalPages, totalCount }` and any extra paging fields. */
export const page = (item: object, extra: Props = {}, optional: string[] = []) =>
  answer({ data: list(item), currentPage: int, totalPages: int, totalCount: int, ...extra }, optional);

// ---- common pieces ----
export const picture = nullable(obj({ url: str, hashCode: nstr }));
export const userRef = obj({ _id: str, name: str, role: str, profilePicture: picture });
/** A platform's raw figures (names differ per platform: docs/rules.md §10). */
export const platformStats = keyed({ type: ['number', 'string', 'null'] }, ['object', 'null']);
const PLATFORM_KEYS = ['leetcode', 'codechef', 'codeforces', 'geeksforgeeks'] as const;
export const perPlatform = (value: object) => obj(Object.fromEntries(PLATFORM_KEYS.map((key) => [key, value])));

// ---- accounts ----
export const platformHandle = obj(
  {
    handle: nstr,
    verified: bool,
    stats: platformStats,
    refreshedAt: nstr,
    solvesFetchedAt: nstr,
    statsFetchedAt: nstr,
    lastFailure: nullable(obj({ kind: str, at: str })),
  },
  ['stats', 'refreshedAt', 'solvesFetchedAt', 'statsFetchedAt', 'lastFailure'],
);
export const badge = obj({ id: str, type: str, name: str, date: str, description: str });
export const profile = obj({
  _id: str,
  name: str,
  email: nstr,
  role: str,
  academicYear: nint,
  profilePicture: picture,
  bio: str,
  linkedinUsername: nstr,
  leetcodeUsername: nstr,
  codechefUsername: nstr,
  codeforcesUsername: nstr,
  geeksforgeeksUsername: nstr,
  platforms: perPlatform(platformHandle),
  points: num,
  totalQuestionSolved: num,
  problemsSolved: num,
  currentRank: nint,
  prevMonthData: obj({ prevRank: nint }),
  subscribed: bool,
  avgPerDay: num,
  maxStreak: int,
  dailyActivity: list(obj({ date: str, count: num })),
  phoneNumber: nstr,
  badges: list(badge),
  isOwnProfile: bool,
});
export const editProfileData = obj({
  name: str,
  bio: str,
  email: str,
  phoneNumber: nstr,
  academicYear: nint,
  profilePic: picture,
  coding: perPlatform(nstr),
  verifiedProfile: perPlatform(bool),
  social: obj({ linkedin: nstr }),
  platforms: perPlatform(platformHandle),
});
export const allowedEmail = obj({ _id: str, email: str, createdAt: str });
export const adminUser = obj({
  _id: str,
  name: str,
  email: str,
  phoneNumber: nstr,
  subscribed: bool,
  role: str,
  position: str,
  protected: bool,
  blocked: bool,
  profilePicture: nstr,
  totalQuestionSolved: num,
  academicYear: nint,
});
/** The audited row before and after: whatever the action touched, so free-form. */
const auditedRow = { type: ['object', 'null'], additionalProperties: true };
export const auditEntry = obj({
  _id: str,
  at: str,
  action: str,
  actor: obj({ _id: nstr, name: str }),
  target: nullable(obj({ _id: nstr, name: nstr })),
  before: auditedRow,
  after: auditedRow,
});
export const jobRun = obj({
  id: str,
  name: str,
  label: str,
  state: str,
  createdAt: str,
  startedAt: nstr,
  completedAt: nstr,
  progress: nullable(obj({ done: int, total: int })),
  // Each job reports its own summary (counts it made), so its keys differ per job.
  result: { type: ['object', 'null'], additionalProperties: true },
  error: nstr,
});
export const jobStatus = obj({
  scheduled: list(obj({ name: str, label: str, lastRunAt: nstr, lastState: nstr, lastError: nstr, nextRunAt: nstr })),
  queued: list(jobRun),
  finishedContests: list(obj({ contestId: str, contestName: str, platform: str, date: str, endTime: str })),
  /** The chapter's zone (CHAPTER_TIMEZONE), in which the schedules run: the screen shows every time in it. */
  timeZone: str,
});
// ---- month end and backups (admin) ----
const monthStatus = obj({
  month: str,
  startedAt: nstr,
  finishedAt: nstr,
  steps: list(obj({ name: str, label: str, enabled: bool, state: str })),
});
export const monthEndMonths = obj({ currentMonth: str, months: list(monthStatus) });
const plannedMember = { userId: str, name: str, role: str, points: int };
export const monthEndPreview = obj({
  month: str,
  passingMarks: int,
  ranked: int,
  achievements: list(obj({ userId: str, name: str, type: str, value: num })),
  removals: list(obj(plannedMember)),
  spared: list(obj({ ...plannedMember, reason: str })),
  resubscribe: int,
  status: monthStatus,
});
export const backupList = list(obj({ name: str, month: nstr, sizeBytes: int, createdAt: str, state: str, rows: nint }));
export const publicOverview = obj({
  activeUsers: int,
  practiceProblems: int,
  resources: int,
  platforms: int,
  month: str,
  topPerformers: list(obj({ _id: str, name: str, role: str, profilePicture: picture, points: num, rank: int })),
});

// ---- leaderboard ----
const leetcodeStats = nullable(obj({ ranking: nint, badgesCount: nint, totalProblemSolved: nint, easy: nint, medium: nint, hard: nint }));
const codechefStats = nullable(obj({ countryRank: nint, highestRating: nint, rating: nint }));
const codeforcesStats = nullable(obj({ rank: str, rating: nint, totalProblemSolved: nint }));
const gfgStats = nullable(obj({ codingScore: nnum, problemSolved: nint }));
export const boardRow = obj({
  _id: str,
  currentRank: int,
  name: str,
  profilePicture: picture,
  role: str,
  academicYear: nint,
  points: num,
  pointsIncreased: num,
  totalQuestionSolved: num,
  problemsSolved: num,
  overallRank: nint,
  leetcodeRank: nint,
  codechefRank: nint,
  codeforcesRank: nint,
  gfgRank: nint,
  leetcode: leetcodeStats,
  codechef: codechefStats,
  codeforces: codeforcesStats,
  geeksforgeeks: gfgStats,
  provisional: bool,
});
const BOARD_STATS = { leetcode: leetcodeStats, codechef: codechefStats, codeforces: codeforcesStats, geeksforgeeks: gfgStats } as const;
/** A platform board's row also carries that platform's figures at its top level (docs/rules.md §10: LeetCode rows have ranking, …). */
export const boardRowOf = (board: 'overall' | keyof typeof BOARD_STATS) => {
  if (board === 'overall') return boardRow;
  const flat = BOARD_STATS[board].properties;
  return obj({ ...flat, ...boardRow.properties }, Object.keys(flat));
};
export const rankedMember = obj({ _id: str, name: str, profilePicture: picture, role: str, points: num, pointsIncreased: num, currentRank: int });
const ACHIEVEMENTS = ['gold', 'silver', 'bronze', 'dailyActiveStreak', 'maxAvgPerDay'];
export const topUser = obj({
  ...rankedMember.properties,
  id: str,
  avatar: picture,
  achievements: obj(Object.fromEntries(ACHIEVEMENTS.map((key) => [key, int])), ACHIEVEMENTS),
});
export const stats = obj({
  totalUsers: int,
  passedUsers: int,
  passingMark: num,
  mean: num,
  median: num,
  mode: num,
  standardDeviation: num,
  minScore: num,
  maxScore: num,
  tiers: list(obj({ tier: str, range: { type: 'array', items: num, minItems: 2, maxItems: 2 }, count: int, users: list(rankedMember) })),
});

// ---- points ----
export const problemOfTheDay = nullable(
  obj({ platform: str, date: str, problemName: str, difficulty: str, accuracy: nnum, topics: strings, problemLink: str }),
);
export const ledgerEntry = obj({
  day: str,
  kind: str,
  platform: nstr,
  points: num,
  contestName: nstr,
  note: nstr,
  by: nstr,
  at: str,
  provisional: bool,
  revision: nullable(obj({ stage: int, before: num, after: num })),
});
const erroredMember = { userId: str, name: str, profilePic: picture, academicYear: nint, errorMessage: str };
export const errorQueues = obj({
  contestErrorData: list(
    obj({ contestId: str, contestName: str, contestType: str, contestDate: str, users: list(obj({ ...erroredMember, platformUsername: nstr })) }),
  ),
  practiceQuestionErrorData: list(
    obj({
      practiceQuestionId: str,
      practiceQuestionDate: str,
      users: list(obj({ ...erroredMember, errorType: str, leetcodeUsername: nstr, geeksforgeeksUsername: nstr })),
    }),
  ),
});
export const schedulerConstants = obj({
  achievementScheduler: bool,
  backupDataScheduler: bool,
  resetDataScheduler: bool,
  autoKickScheduler: bool,
  passingMarks: int,
});

// ---- learning ----
export const practiceSet = obj({
  _id: str,
  id: str,
  title: str,
  description: str,
  platforms: strings,
  totalQuestions: int,
  lastUpdatedAt: str,
  lastModifiedAt: str,
  createdAt: str,
});
export const question = obj({ _id: str, id: str, questionTitle: str, link: str, description: str, difficulty: str, platform: str, createdAt: str });
export const videoResource = obj({
  _id: str,
  id: str,
  title: str,
  description: str,
  totalVideos: int,
  lastUpdatedAt: str,
  lastModifiedAt: str,
  createdAt: str,
});
export const video = obj({ _id: str, id: str, videoTitle: str, videoLink: str, videoDescription: str, createdAt: str });
const roadmapFields = { _id: str, id: str, slug: str, title: str, description: str, tags: strings, dateCreated: str, updatedAt: str };
export const roadmapSummary = obj({ ...roadmapFields, nodeCount: int });
export const roadmapNode = obj(
  {
    id: str,
    title: str,
    level: str,
    description: str,
    resources: list(obj({ name: str, link: str })),
    next: strings,
    position: obj({ x: num, y: num }),
  },
  ['position'],
);
export const roadmap = obj({ ...roadmapFields, nodes: list(roadmapNode) });

// ---- calendar and announcements ----
export const contest = obj({ _id: str, contestName: str, contestLink: str, platform: str, startTime: str, endTime: str });
export const meeting = obj({ _id: str, title: str, description: str, meetingTime: str, meetingLink: str, compulsory: bool, MoMLink: nstr, attendees: str });
export const festival = obj({ _id: str, title: str, date: str });
export const calendarData = obj({
  contests: list(obj({ _id: str, date: str, contests: list(contest) })),
  meetings: list(obj({ _id: str, meetingDate: str, notices: list(meeting) })),
  festivals: list(festival),
});
export const announcement = obj({
  _id: str,
  title: str,
  description: str,
  date: str,
  time: nstr,
  links: list(obj({ link: str, linkText: str })),
  createdBy: nullable(obj({ _id: str, name: str })),
  createdAt: str,
});

// ---- platform health ----
export const platformHealth = obj({ platform: str, state: str, since: nstr, lastSuccessAt: nstr });
export const platformHealthDetail = obj({
  ...platformHealth.properties,
  breaker: str,
  consecutiveFailures: int,
  lastFailureAt: nstr,
  lastErrorKind: nstr,
  lastErrorMessage: nstr,
  nextProbeAt: nstr,
  outcomes: list(obj({ hour: str, succeeded: int, failed: int, paused: int })),
});
