import { lazy, Suspense, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';

/**
 * A component whose code (and what it brings: form libraries, a graph editor) downloads only when first needed, so the
 * page that may show it starts without it. `pick` names the export: `onDemand(() => import('./X'), (m) => m.X)`;
 * `fallback` shows while it downloads (nothing for a dialog, which appears a moment later; a spinner for a page).
 */
export function onDemand<Props extends object>(
  load: () => Promise<unknown>,
  pick: (module: never) => ComponentType<Props>,
  fallback: ReactNode = null,
): ComponentType<Props> {
  const Lazy = lazy(async () => ({ default: pick((await load()) as never) }));
  function OnDemand(props: Props) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...(props as ComponentProps<typeof Lazy>)} />
      </Suspense>
    );
  }
  return OnDemand;
}

/** True from the first time `open` is true: a dialog is mounted (and its code fetched) once it is first opened, then kept. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
