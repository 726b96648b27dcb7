import type { CanaryRule, DeployAction, RemoteVersion } from '@chapter/shared/types';

/** A fraction as a percentage with at most one decimal ('20 %', '12.5 %'). */
export const percent = (fraction: number): string => `${Math.round(fraction * 1000) / 10} %`;

/** The rule the API applies to a running canary, in words. */
export const canaryRuleText = (rule: CanaryRule): string =>
  `A canary is rolled back by itself when more than ${percent(rule.failureRate)} of at least ${rule.minSessions} sessions fail.`;

/** A version's failure rate as a percentage, or a dash before any session. */
export const failureRateText = (version: RemoteVersion): string => (version.failureRate === null ? '–' : percent(version.failureRate));

/** Bytes as '850 KB' or '1.4 MB'; a dash when not known (a build on the server). */
export function sizeText(bytes: number | null): string {
  if (bytes === null) return '–';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export const SOURCE_NAMES: Record<RemoteVersion['source'], string> = {
  build: 'Built with the app',
  token: 'Deploy token',
  admin: 'Admin upload',
};

export const STATE_NAMES: Record<RemoteVersion['state'], string> = {
  stable: 'Stable',
  canary: 'Canary',
  retired: 'Retired',
};

export const ACTION_NAMES: Record<DeployAction, string> = {
  deploy: 'Deployed',
  canary: 'Canary started',
  promote: 'Canary promoted',
  rollback: 'Rolled back',
  'stop-canary': 'Canary stopped',
  'auto-rollback': 'Rolled back automatically',
};
