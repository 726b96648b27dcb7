import { lazy, type ComponentType } from 'react';

/**
 * A lazy component keeps its failure for good: React never asks a failed download again. Making a new one on the next
 * render would retry at once, and offline for ever. So a failed one is made anew only after someone asks for it: an
 * area's Retry (the shell's RemoteArea) calls `retryFailedDownloads`, and every part loaded on demand that failed
 * (`onDemand`, `pageOnDemand`) downloads again at its next render.
 */
let generation = 0;

/** Lets every part loaded on demand whose download failed try again at its next render. */
export function retryFailedDownloads(): void {
  generation += 1;
}

/** A lazy component of `load`; after a failure and a `retryFailedDownloads`, a new one (a new download). */
export function retryableLazy<Props>(load: () => Promise<{ default: ComponentType<Props> }>): () => ComponentType<Props> {
  const make = () => {
    const made = { generation, failed: false, component: null as unknown as ComponentType<Props> };
    made.component = lazy(() =>
      load().catch((error: unknown) => {
        made.failed = true;
        throw error;
      }),
    ) as unknown as ComponentType<Props>;
    return made;
  };
  let current = make();
  return () => {
    if (current.failed && current.generation !== generation) current = make();
    return current.component;
  };
}
