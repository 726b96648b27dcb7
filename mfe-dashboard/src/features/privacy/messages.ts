import type { PRIVACY_MESSAGES } from '@chapter/shared/types';

type Message<K extends keyof typeof PRIVACY_MESSAGES> = (typeof PRIVACY_MESSAGES)[K];

/**
 * The contract's texts this feature shows when the server's answer carries none (a remote takes only types from the
 * contract: the type makes each text match PRIVACY_MESSAGES, docs/privacy.md).
 */
export const SAVED: Message<'saved'> = 'Your privacy choices are saved.';
export const DELETION_ASKED: Message<'deletionAsked'> = 'Your account will be deleted in 7 days. Sign in before then to cancel.';
export const DELETION_CANCELLED: Message<'deletionCancelled'> = 'Your account will not be deleted.';
export const EXPORT_BUSY: Message<'exportBusy'> = 'You have downloaded your data 5 times in the last hour. Please try again later.';
