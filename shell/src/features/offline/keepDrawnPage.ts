import { keepDrawnAnswers, writeToDevice } from '@chapter/shared/cacheStore';
import { ANSWERS_BLOCK_ID } from '@chapter/shared/constants';
import { whenLoadedAndIdle } from '@chapter/shared/whenIdle';

/**
 * Keeps for offline the answers a member's page the server drew was drawn with, when the member only reads it (no app
 * runs to keep its cache; docs/offline.md, "A page only read"): once the page has loaded and the browser is idle, in
 * the device store the app restores from. Not when the app has started by then (it keeps its own cache, and a sign-out
 * may follow), nor when the stored session no longer names the page's member (signed out in another tab). The answers
 * were read by the server as the browser asked for the page: they are dated at the navigation's start.
 */
export function keepDrawnPageWhenIdle({
  root,
  appStarted,
  storedMember,
  write = writeToDevice,
}: {
  root: HTMLElement;
  appStarted: () => boolean;
  /** The member the stored session names now (the session's store is the session feature's). */
  storedMember: () => string | null | undefined;
  /** Writes an entry of the device's store (the browser's IndexedDB). */
  write?: (key: string, value: string) => Promise<unknown>;
}): void {
  whenLoadedAndIdle(() => {
    const member = root.dataset.member;
    const answersText = document.getElementById(ANSWERS_BLOCK_ID)?.textContent;
    if (appStarted() || !member || !answersText || storedMember() !== member) return;
    const page = { userId: member, path: window.location.pathname, answersText, at: performance.timeOrigin };
    Promise.resolve()
      .then(() => keepDrawnAnswers(page, write))
      .catch(() => {
        /* no store to write (no IndexedDB, private mode, a full disk): the page is kept only when the app runs */
      });
  });
}
