import type {
  AdminUser,
  AdminUsersPage,
  AllowedEmail,
  AllowedEmailsPage,
  AuditEntry,
  AuditLogPage,
  ContestErrorRecord,
  DeployHistoryEntry,
  DeployToken,
  JobRun,
  PracticeErrorRecord,
  RemoteDeployment,
  RemoteVersion,
  SchedulerConstants,
} from '@chapter/shared/types';

export const aUser = (overrides: Partial<AdminUser> = {}): AdminUser => ({
  _id: 'u1',
  name: 'Asha Rao',
  email: 'asha@university.edu',
  phoneNumber: '9876543210',
  subscribed: true,
  role: 'MEMBER',
  position: 'MEMBER',
  protected: false,
  blocked: false,
  profilePicture: null,
  totalQuestionSolved: 42,
  academicYear: 2,
  ...overrides,
});

export const usersPage = (data: AdminUser[], overrides: Partial<AdminUsersPage> = {}): AdminUsersPage => ({
  message: 'Users fetched',
  data,
  currentPage: 1,
  limit: 20,
  totalPages: 1,
  totalCount: data.length,
  ...overrides,
});

export const anEmail = (id: string, email: string): AllowedEmail => ({ _id: id, email, createdAt: '2025-03-05T10:00:00.000Z' });

export const emailsPage = (data: AllowedEmail[], overrides: Partial<AllowedEmailsPage> = {}): AllowedEmailsPage => ({
  message: 'Emails fetched',
  data,
  currentPage: 1,
  limit: 20,
  totalPages: 1,
  totalCount: data.length,
  ...overrides,
});

export const constants = (overrides: Partial<SchedulerConstants> = {}): SchedulerConstants => ({
  achievementScheduler: true,
  backupDataScheduler: true,
  resetDataScheduler: true,
  autoKickScheduler: false,
  passingMarks: 30,
  ...overrides,
});

const errorUser = (i: number) => ({
  userId: `e${i}`,
  name: `Failed Member ${i}`,
  profilePic: null,
  academicYear: 2,
  errorMessage: `Handle not found ${i}`,
});

export const aContestError = (userCount: number, overrides: Partial<ContestErrorRecord> = {}): ContestErrorRecord => ({
  contestId: 'c1',
  contestName: 'Codeforces Round 999',
  contestType: 'codeforces',
  contestDate: '2025-03-04',
  users: Array.from({ length: userCount }, (_, i) => ({ ...errorUser(i + 1), platformUsername: `cf_user_${i + 1}` })),
  ...overrides,
});

export const aPracticeError = (userCount: number, overrides: Partial<PracticeErrorRecord> = {}): PracticeErrorRecord => ({
  practiceQuestionId: '2025-03-05',
  practiceQuestionDate: '2025-03-05',
  users: Array.from({ length: userCount }, (_, i) => ({
    ...errorUser(i + 1),
    errorType: 'leetcode',
    leetcodeUsername: `lc_${i + 1}`,
    geeksforgeeksUsername: null,
  })),
  ...overrides,
});

export const aJobRun = (overrides: Partial<JobRun> = {}): JobRun => ({
  id: 'run-1',
  name: 'contest-results',
  label: 'Contest results',
  state: 'queued',
  createdAt: '2025-03-05T10:00:00.000Z',
  startedAt: null,
  completedAt: null,
  progress: null,
  result: null,
  error: null,
  ...overrides,
});

export const anAuditEntry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  _id: 'a1',
  at: '2025-03-05T10:00:00.000Z',
  action: 'promote-user',
  actor: { _id: 'admin', name: 'Ada Admin' },
  target: { _id: 'u1', name: 'Asha Rao' },
  before: { role: 'MEMBER' },
  after: { role: 'COREMEMBER' },
  ...overrides,
});

export const auditPage = (data: AuditEntry[], overrides: Partial<AuditLogPage> = {}): AuditLogPage => ({
  message: 'Audit log fetched',
  data,
  currentPage: 1,
  limit: 20,
  totalPages: 1,
  totalCount: data.length,
  actions: ['promote-user', 'delete-user', 'update-points'],
  ...overrides,
});

export const aVersion = (overrides: Partial<RemoteVersion> = {}): RemoteVersion => ({
  version: '20250305100000-ab12cd34',
  contentHash: 'ab12cd34'.padEnd(64, '0'),
  url: '/remotes/mfe-admin/20250305100000-ab12cd34/mf-manifest.json',
  source: 'token',
  deployedBy: 'Admin team CI',
  deployedAt: '2025-03-05T10:00:00.000Z',
  state: 'stable',
  size: 1_572_864,
  files: 40,
  sessions: 0,
  failures: 0,
  failureRate: null,
  ...overrides,
});

export const aBuildVersion = (overrides: Partial<RemoteVersion> = {}): RemoteVersion =>
  aVersion({
    version: '20250301090000-0badf00d',
    contentHash: null,
    url: '/remotes/mfe-admin/20250301090000-0badf00d/mf-manifest.json',
    source: 'build',
    deployedBy: null,
    size: null,
    files: null,
    ...overrides,
  });

export const aHistoryEntry = (overrides: Partial<DeployHistoryEntry> = {}): DeployHistoryEntry => ({
  action: 'deploy',
  version: '20250305100000-ab12cd34',
  previous: '20250301090000-0badf00d',
  share: null,
  by: 'Admin team CI',
  reason: null,
  at: '2025-03-05T10:00:00.000Z',
  ...overrides,
});

export const aDeployment = (overrides: Partial<RemoteDeployment> = {}): RemoteDeployment => ({
  remote: 'mfe-admin',
  name: 'mfe_admin',
  stable: '20250301090000-0badf00d',
  canary: null,
  versions: [aBuildVersion()],
  history: [],
  ...overrides,
});

export const deploymentsAnswer = (remotes: RemoteDeployment[]) => ({
  status: 200,
  body: { message: 'Deployments fetched', data: { remotes, canaryRule: { minSessions: 10, failureRate: 0.2 } } },
});

export const aDeployToken = (overrides: Partial<DeployToken> = {}): DeployToken => ({
  id: 't1',
  remote: 'mfe-admin',
  name: 'Admin team CI',
  createdBy: 'Ada Admin',
  createdAt: '2025-03-01T09:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
  ...overrides,
});
