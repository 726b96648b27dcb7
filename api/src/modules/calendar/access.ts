import { parseLocalISODate } from '@chapter/shared/schemas';
import { HttpError } from '../../errors';
import type { EventMailQueue } from '../deps';
import type { JobsHandle, RouteDeps } from '../deps';
import { isUuid } from '../validate';
import { dateIn } from '../../clock';

/** The calendar's route modules queue meeting and contest mail. */
export interface CalendarRouteDeps extends RouteDeps {
  jobs: JobsHandle;
}

/** What a role below COREMEMBER is told (docs/rules.md §1). */
export const EVENT_ACCESS = {
  create: 'You need CORE member access to create events',
  change: 'You need CORE member access to change events',
} as const;

export const MAIL_UNAVAILABLE = 'E-mail cannot be sent from this server right now. Try again later, or without e-mail.';

/** Today in the chapter's zone, as the shared schemas' "today" context. */
export const chapterToday = (timeZone: string): Date => parseLocalISODate(dateIn(new Date(), timeZone))!;

/** The mail queue when the event is to be mailed; refused up front (nothing stored) when this server cannot queue mail. */
export function mailQueueFor(jobs: JobsHandle, toSendEmail: boolean | undefined): EventMailQueue | null {
  if (!toSendEmail) return null;
  if (!jobs.mail) throw new HttpError(503, MAIL_UNAVAILABLE);
  return jobs.mail;
}

/** Both ids present as strings, else 400 with `required`; a malformed day or id cannot exist, so 404 `notFound`. */
export function eventKey(dateId: unknown, id: unknown, required: string, notFound: string): [string, string] {
  if (typeof dateId !== 'string' || typeof id !== 'string' || !dateId || !id) throw new HttpError(400, required);
  if (!isUuid(id) || !parseLocalISODate(dateId)) throw new HttpError(404, notFound);
  return [dateId, id];
}
