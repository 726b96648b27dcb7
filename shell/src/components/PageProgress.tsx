import styled, { keyframes } from 'styled-components';
import { color, usePageLoading } from '@chapter/shared';

const appear = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;
const sweep = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

// A thin bar across the top of the screen, above the sticky navigation bar. It fades in after 150 ms, so a move whose
// code arrives at once shows nothing; the primary colour on the page's background is a non-text contrast of 3:1 or more.
const Track = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: 300;
  height: 3px;
  overflow: hidden;
  pointer-events: none;
  opacity: 0;
  animation: ${appear} 120ms ease-out 150ms forwards;
`;
const Bar = styled.div`
  width: 40%;
  height: 100%;
  background: ${color('primary')};
  animation: ${sweep} 1.1s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    width: 100%;
    animation: none;
  }
`;

/**
 * While the next page's code is on its way, the last page stays on screen (the move is a transition) and this bar
 * says so, to the eye and, as a progress bar, to a screen reader.
 */
export function PageProgress() {
  const loading = usePageLoading();
  if (!loading) return null;
  return (
    <Track role="progressbar" aria-label="Loading the page">
      <Bar />
    </Track>
  );
}
