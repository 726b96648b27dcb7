import { lazy, type ComponentType } from 'react';
import { trackPageLoad } from './pageLoading';

export interface PageOnDemand<Props> {
  /** The page, to draw in a route: its first render waits for its code. */
  Page: ComponentType<Props>;
  /** Starts downloading the page's code now (once; a failed download is tried again by the next call or render). */
  prefetch: () => void;
}

/**
 * A route's page whose code (and what it brings) downloads when it is first drawn or prefetched, so the area's other
 * pages start without it. Unlike `onDemand` it has no Suspense boundary of its own: a move to it waits in the frame's
 * boundary, which is already on screen, so the page being left stays until this one can be drawn
 * (docs/performance.md, "Moving between areas"). `pick` names the export, as for `onDemand`.
 */
export function pageOnDemand<Module, Props extends object>(load: () => Promise<Module>, pick: (module: Module) => ComponentType<Props>): PageOnDemand<Props> {
  let loading: Promise<Module> | undefined;
  const loadOnce = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  // A render waiting for the code is a wait the frame shows (its progress bar); a prefetch is not.
  const Page = lazy(async () => ({ default: pick(await trackPageLoad(loadOnce())) })) as unknown as ComponentType<Props>;
  return {
    Page,
    prefetch: () => {
      loadOnce().catch(() => {
        /* the page's own render tries again, and shows the area's error if that fails too */
      });
    },
  };
}
