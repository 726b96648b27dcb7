import styled from 'styled-components';
import { color, media } from '../theme';

/** The column every page of a remote sits in; `$width` narrows it (default 1200 px). */
export const PageColumn = styled.div<{ $width?: number }>`
  display: flex;
  flex-direction: column;
  gap: 24px;
  width: 100%;
  max-width: ${({ $width = 1200 }) => $width}px;
  margin: 0 auto;
  padding: 32px 20px 48px;

  ${media.mobile} {
    padding: 20px 12px 32px;
    gap: 16px;
  }
`;

/** A page's title. */
export const PageHeading = styled.h1`
  margin: 0;
  font-size: clamp(1.5rem, 4vw, 2.25rem);
  line-height: 1.2;
  color: ${color('text')};
`;

/** A page section's title (under the page's `PageHeading`). */
export const SectionHeading = styled.h2`
  margin: 0;
  font-size: clamp(1.25rem, 3vw, 1.5rem);
  line-height: 1.25;
  color: ${color('text')};
`;

/** Small muted facts ('Updated 2 min ago'). */
export const Muted = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${color('muted')};
`;

/** Centres a spinner or a message while there is nothing else to show. */
export const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 12px;
  min-height: 240px;
  text-align: center;
`;
