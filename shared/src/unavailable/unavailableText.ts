import { UNAVAILABLE_TEXTS } from '../constants';
import type { Unavailability } from './state';

/**
 * The notice's one line (docs/offline.md): the server's message, or the fallback, as a sentence, then "Trying again in
 * 20 s." while reads wait to ask again, e.g. "The chapter's database is not answering; try again in a minute. Trying
 * again in 20 s."
 */
export function unavailableNoticeText({ message, retryInSeconds }: Unavailability): string {
  const said = message?.trim() || UNAVAILABLE_TEXTS.fallback;
  const sentence = /[.!?]$/.test(said) ? said : `${said}.`;
  return retryInSeconds ? `${sentence} ${UNAVAILABLE_TEXTS.tryingAgainIn} ${retryInSeconds} s.` : sentence;
}
