import { createElement, type ComponentType } from 'react';
import { retryableLazy } from './retry';
import { trackPageLoad } from './pageLoading';

export interface PageOnDemand<Props> {
  /** The page, to draw in a route: its first render waits for its code, unless that code is already in. */
  Page: ComponentType<Props>;
  /** Downloads the page's code now (once): resolves when a render will draw the page at once, rejects if it failed. */
  load: () => Promise<void>;
  /** `load`, for when nobody waits for it (a failed download is tried again by the next call, or render after a Retry). */
  prefetch: () => void;
}

/**
 * A route's page whose code (and what it brings) downloads when it is first drawn or loaded ahead, so the area's other
 * pages start without it. Unlike `onDemand` it has no Suspense boundary of its own: a move to it waits in the frame's
 * boundary, which is already on screen, so the page being left stays until this one can be drawn
 * (docs/performance.md, "Moving between areas"). `pick` names the export, as for `onDemand`.
 *
 * Once the code is in, a page mounted after that draws the component itself instead of suspending: the render that
 * hydrates a prerendered page must match its markup (the shell loads the page first), and a prefetched page need not
 * wait a turn. (A page drawn through the lazy component never commits before its code is in: React then draws it again
 * from its boundary, by then with the component itself.)
 */
export function pageOnDemand<Module, Props extends object>(load: () => Promise<Module>, pick: (module: Module) => ComponentType<Props>): PageOnDemand<Props> {
  let ready: ComponentType<Props> | null = null;
  let loading: Promise<ComponentType<Props>> | undefined;
  const loadOnce = () => {
    loading ??= load().then(
      (module) => (ready = pick(module)),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  // A render waiting for the code is a wait the frame shows (its progress bar); a load ahead is not.
  const lazyPage = retryableLazy<Props>(async () => ({ default: await trackPageLoad(loadOnce()) }));
  const Page = (props: Props) => createElement(ready ?? lazyPage(), props);
  return {
    Page,
    load: async () => {
      await loadOnce();
    },
    prefetch: () => {
      loadOnce().catch(() => {
        /* the page's own render tries again, and shows the area's error if that fails too */
      });
    },
  };
}
