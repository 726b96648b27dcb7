import type { WebhookKind } from '@chapter/shared/types';

/** How each kind of endpoint is named on screen. */
export const KIND_NAMES: Record<WebhookKind, string> = { discord: 'Discord', slack: 'Slack', json: 'Other (JSON)' };
