import type { ReactNode } from 'react';
import styled from 'styled-components';
import { color, DecorativeBackground, media, radius, shadow, StaticMarkup } from '@chapter/shared';

const Frame = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1.1fr);
  max-width: 1040px;
  margin: 40px auto;
  overflow: hidden;
  border-radius: ${radius('lg')};
  background: ${color('surface')};
  box-shadow: ${shadow('lg')};

  ${media.below('tablet')} {
    grid-template-columns: 1fr;
    margin: 0;
    border-radius: 0;
    box-shadow: none;
  }
`;

const Welcome = styled.aside`
  position: relative;
  overflow: hidden;
  padding: 48px 36px;
  background: linear-gradient(155deg, ${color('primary')}, #0f2e22);
  color: #f0fdf4;

  .inner {
    position: relative;
    z-index: 1;
  }
  h2 {
    margin: 0 0 12px;
    font-size: 1.8rem;
  }
  p {
    margin: 0 0 20px;
    opacity: 0.9;
  }
  ul {
    margin: 0;
    padding-left: 20px;
    display: grid;
    gap: 8px;
  }
  ${media.below('tablet')} {
    padding: 24px 16px;
    h2 {
      font-size: 1.3rem;
      margin-bottom: 4px;
    }
    p {
      margin: 0;
    }
    ul {
      display: none;
    }
  }
`;

const Body = styled.div`
  padding: 48px 40px;
  h1 {
    margin: 0 0 8px;
    font-size: clamp(1.6rem, 4vw, 2rem);
  }
  .lead {
    margin: 0 0 24px;
    color: ${color('muted')};
  }
  ${media.below('tablet')} {
    padding: 28px 16px 40px;
  }
`;

export type AuthLayoutProps = {
  title: string;
  lead: ReactNode;
  welcome: { title: string; text: string; points?: readonly string[] };
  children: ReactNode;
};

/** Account pages: a welcome panel beside (on phones, above) the form. */
export function AuthLayout({ title, lead, welcome, children }: AuthLayoutProps) {
  return (
    <Frame>
      {/* Text and decoration only: hydration leaves its server markup alone (less script work before the form answers). */}
      <StaticMarkup>
        <Welcome aria-label="Welcome">
          <DecorativeBackground density="sparse" colours={['#ffffff', '#bbf7d0']} opacity={0.06} />
          <div className="inner">
            <h2>{welcome.title}</h2>
            <p>{welcome.text}</p>
            {welcome.points && (
              <ul>
                {welcome.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            )}
          </div>
        </Welcome>
      </StaticMarkup>
      <Body>
        <h1 id="page-title">{title}</h1>
        <div className="lead">{lead}</div>
        {children}
      </Body>
    </Frame>
  );
}

/** Links under a form. */
export const FormLinks = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 8px;
  margin: 16px 0 0;
  font-size: 0.95rem;
  a {
    color: ${color('primary')};
    font-weight: 600;
  }
`;
