import { theme } from './theme';

type Breakpoint = keyof typeof theme.breakpoints;

/** Media-query prefixes for styled-components: `${media.below('mobile')} { ... }`. */
export const media = {
  below: (bp: Breakpoint) => `@media (max-width: calc(${theme.breakpoints[bp]} - 0.02px))`,
  above: (bp: Breakpoint) => `@media (min-width: ${theme.breakpoints[bp]})`,
  mobile: `@media (max-width: calc(${theme.breakpoints.mobile} - 0.02px))`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
};
