import type { ReactNode } from 'react';
import styled from 'styled-components';
import { color, media } from '@chapter/shared';

const Section = styled.section<{ $tone: 'plain' | 'soft' | 'dark' }>`
  position: relative;
  scroll-margin-top: 72px;
  padding: 72px 20px;
  overflow: hidden;
  background: ${({ $tone, theme }) => ($tone === 'soft' ? theme.colors.primarySoft : $tone === 'dark' ? '#0f2e22' : theme.colors.surface)};
  color: ${({ $tone }) => ($tone === 'dark' ? '#f0fdf4' : 'inherit')};

  &:focus {
    outline: none;
  }
  .inner {
    position: relative;
    z-index: 1;
    max-width: 1100px;
    margin: 0 auto;
  }
  h2 {
    margin: 0 0 12px;
    font-size: clamp(1.5rem, 3.5vw, 2.1rem);
  }
  .lead {
    max-width: 680px;
    margin: 0 0 32px;
    color: ${({ $tone }) => ($tone === 'dark' ? '#bbf7d0' : 'inherit')};
    opacity: 0.85;
    font-size: 1.05rem;
  }
  ${media.mobile} {
    padding: 48px 16px;
  }
`;

export type PageSectionProps = {
  id: string;
  title: string;
  lead?: ReactNode;
  tone?: 'plain' | 'soft' | 'dark';
  children?: ReactNode;
  /** Drawn behind the content (DecorativeBackground). */
  background?: ReactNode;
};

/** One section of a long page: a focus target for the side navigation, labelled by its heading. */
export function PageSection({ id, title, lead, tone = 'plain', children, background }: PageSectionProps) {
  return (
    <Section id={id} tabIndex={-1} aria-labelledby={`${id}-title`} $tone={tone}>
      {background}
      <div className="inner">
        <h2 id={`${id}-title`}>{title}</h2>
        {lead && <p className="lead">{lead}</p>}
        {children}
      </div>
    </Section>
  );
}

/** Cards in a responsive grid. */
export const CardGrid = styled.div<{ $min?: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ $min = 220 }) => $min}px, 1fr));
  gap: 20px;
`;

export const InfoCard = styled.article`
  padding: 20px;
  border: 1px solid ${color('border')};
  border-radius: 12px;
  background: ${color('surface')};
  color: ${color('text')};

  h3 {
    margin: 0 0 8px;
    font-size: 1.1rem;
  }
  p {
    margin: 0;
    color: ${color('muted')};
  }
`;
