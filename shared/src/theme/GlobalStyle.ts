import { createGlobalStyle } from 'styled-components';
import { visuallyHidden } from './visuallyHidden';
import { color, font } from './tokens';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }

  /* An element given the hidden attribute stays hidden whatever display its own style sets (a collapsed
     disclosure, a closed menu), so what a screen reader hears as collapsed is never on screen. */
  [hidden] { display: none !important; }

  /* WCAG 2.4.11: what the keyboard focuses is scrolled clear of the sticky navigation bar and the scroll-to-top button. */
  html {
    scroll-padding-top: 88px;
    scroll-padding-bottom: 72px;
  }

  body {
    margin: 0;
    font-family: ${font('body')};
    color: ${color('text')};
    background: ${color('surfaceAlt')};
    -webkit-font-smoothing: antialiased;
    line-height: 1.5;
  }

  :focus-visible {
    outline: 2px solid ${color('focus')};
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }

  .sr-only {
    ${visuallyHidden}
  }
`;
