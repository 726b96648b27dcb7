import type { ReactNode } from 'react';
import styled from 'styled-components';

const Frame = styled.section`
  max-width: 960px;
  margin: 0 auto;
  padding: 48px 20px;
  h1 { font-size: clamp(1.75rem, 4vw, 2.5rem); margin: 0 0 12px; }
  .lead { color: ${({ theme }) => theme.colors.muted}; font-size: 1.1rem; max-width: 640px; }
`;

/** Heading, one honest line about the page, and whatever the page has so far. */
export function PageFrame({ title, lead, children }: { title: string; lead: string; children?: ReactNode }) {
  return (
    <Frame aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <p className="lead">{lead}</p>
      {children}
    </Frame>
  );
}
