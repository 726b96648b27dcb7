/**
 * Answers of public reads given with the page (docs/architecture.md, "Prerendered public pages"). The server draws a
 * public page with the answers its reads would get (the chapter's configuration, the landing page's live figures) and
 * writes the same answers into the page as a JSON block; a page's first render in the browser takes them from there,
 * so it matches the server's markup and asks nothing. The server's renderer hands them over with `provideAnswers`.
 */
import type { AnswerOf, RouteKey } from '@chapter/contract';
import { ANSWERS_BLOCK_ID, GIVEN_ETAGS_KEY } from '../constants';

export { ANSWERS_BLOCK_ID };

/** Answers by route key and, on a member's drawn page, the ETags some came with (by the same keys). */
type Answers = Partial<Record<RouteKey, unknown>> & { [GIVEN_ETAGS_KEY]?: Partial<Record<RouteKey, string>> };

/** The answers given with the page; undefined until first asked (the block is read once per page). */
let given: Answers | undefined;

function readAnswersBlock(): Answers {
  const text = typeof document === 'undefined' ? null : document.getElementById(ANSWERS_BLOCK_ID)?.textContent;
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Answers) : {};
  } catch {
    return {};
  }
}

/** Sets the answers pages draw with: null gives none; undefined reads the page's block again (the default). */
export function provideAnswers(answers: Answers | null | undefined): void {
  given = answers === undefined ? undefined : (answers ?? {});
}

/**
 * The answer of `key` given with the page, if any: on a public page, a read the same for every visitor; on a member's
 * page the server drew for them, also the page's first reads as that member (shared/src/data/firstReads.ts).
 */
export function givenAnswer<K extends RouteKey>(key: K): AnswerOf<K> | undefined {
  given ??= readAnswersBlock();
  return given[key] as AnswerOf<K> | undefined;
}

/** The ETag the answer of `key` came with, when the page carries it (a member's page the server drew). */
export function givenEtag(key: RouteKey): string | undefined {
  given ??= readAnswersBlock();
  const etags: unknown = given[GIVEN_ETAGS_KEY];
  const etag = etags && typeof etags === 'object' ? (etags as Record<string, unknown>)[key] : undefined;
  return typeof etag === 'string' ? etag : undefined;
}
