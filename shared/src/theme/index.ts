// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- a .d.ts augmentation has no module to import; this brings it into every app that compiles shared
/// <reference path="./styled.d.ts" />
export { theme } from './theme';
export type { AppTheme } from './theme';
export { GlobalStyle } from './GlobalStyle';
export { media } from './media';
export { visuallyHidden } from './visuallyHidden';
export { color, radius, shadow, space, font, zIndex } from './tokens';
export { contrastRatio, luminance, TEXT_CONTRAST, NON_TEXT_CONTRAST } from './contrast';
