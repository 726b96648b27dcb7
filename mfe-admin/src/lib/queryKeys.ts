// The cache keys of the admin area's lists; an action refreshes the ones it changes.
export const USERS_KEY = ['admin', 'users'] as const;
export const EMAILS_KEY = ['admin', 'allowed-emails'] as const;
export const CONSTANTS_KEY = ['admin', 'constants'] as const;
export const ERRORS_KEY = ['admin', 'error-queues'] as const;
export const JOB_STATUS_KEY = ['admin', 'job-status'] as const;
export const AUDIT_KEY = ['admin', 'audit-log'] as const;
export const MONTH_END_KEY = ['admin', 'month-end'] as const;
export const BACKUPS_KEY = ['admin', 'backups'] as const;
export const PLATFORM_HEALTH_KEY = ['admin', 'platform-health'] as const;
export const SERVER_HEALTH_KEY = ['admin', 'server-health'] as const;
export const WEBHOOKS_KEY = ['admin', 'webhooks'] as const;
export const DEPLOYMENTS_KEY = ['admin', 'deployments'] as const;
export const DEPLOY_TOKENS_KEY = ['admin', 'deploy-tokens'] as const;
