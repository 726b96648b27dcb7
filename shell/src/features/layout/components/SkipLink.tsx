import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { color, radius, visuallyHidden } from '@chapter/shared';

/** The id of the shell's `main` region, which holds the remote's page. */
export const MAIN_ID = 'main';

// Off screen until focused; then a solid theme button above the sticky navigation bar (white on primary: 5.4:1; its ring dark on the page, 14:1).
const Link = styled.a`
  position: fixed;
  top: 8px;
  left: 8px;
  z-index: 200;
  padding: 10px 18px;
  border-radius: ${radius('md')};
  background: ${color('primary')};
  color: ${color('onPrimary')};
  font-weight: 700;
  text-decoration: underline;
  text-underline-offset: 3px;

  &:not(:focus) {
    ${visuallyHidden}
  }
  &:focus-visible {
    outline: 3px solid ${color('text')};
    outline-offset: 2px;
    box-shadow: 0 0 0 2px ${color('surface')};
  }
`;

/**
 * "Skip to content", the first thing the keyboard reaches on every page (WCAG 2.4.1). A plain link to #main, so it
 * works on a prerendered page before its script arrives; once hydrated, it focuses `main` without changing the address.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView?.({ block: 'start' });
  };
  return (
    <Link href={`#${MAIN_ID}`} onClick={skip}>
      Skip to content
    </Link>
  );
}
