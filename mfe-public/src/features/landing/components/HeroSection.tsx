import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { color, DecorativeBackground, media, radius } from '@chapter/shared';
import type { PublicOverview } from '@chapter/shared/types';
import { Podium } from './Podium';

const Hero = styled.section`
  position: relative;
  overflow: hidden;
  scroll-margin-top: 72px;
  padding: 80px 20px;
  background: linear-gradient(160deg, ${color('primarySoft')} 0%, #ffffff 70%);

  &:focus {
    outline: none;
  }
  .inner {
    position: relative;
    z-index: 1;
    display: grid;
    grid-template-columns: 1.2fr 1fr;
    align-items: center;
    gap: 48px;
    max-width: 1100px;
    margin: 0 auto;
  }
  h1 {
    margin: 0 0 16px;
    font-size: clamp(2rem, 5vw, 3.2rem);
    line-height: 1.1;
  }
  h1 em {
    color: ${color('primary')};
    font-style: normal;
  }
  p {
    max-width: 560px;
    margin: 0 0 28px;
    color: ${color('muted')};
    font-size: 1.1rem;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
  }
  ${media.below('tablet')} {
    padding: 48px 16px;
    .inner {
      grid-template-columns: 1fr;
      gap: 32px;
    }
  }
`;

export const CallToAction = styled(Link)<{ $variant?: 'primary' | 'outline' }>`
  display: inline-flex;
  align-items: center;
  min-height: 48px;
  padding: 12px 28px;
  border: 2px solid ${color('primary')};
  border-radius: ${radius('md')};
  background: ${({ $variant, theme }) => ($variant === 'outline' ? 'transparent' : theme.colors.primary)};
  color: ${({ $variant, theme }) => ($variant === 'outline' ? theme.colors.primary : theme.colors.onPrimary)};
  font-weight: 700;
  text-decoration: none;
  &:hover {
    filter: brightness(0.95);
  }
`;

export function HeroSection({ id, overview }: { id: string; overview: PublicOverview | null }) {
  return (
    <Hero id={id} tabIndex={-1} aria-labelledby={`${id}-title`}>
      <DecorativeBackground pattern="grid" density="sparse" />
      <div className="inner">
        <div>
          <h1 id={`${id}-title`}>
            Code. Compete. <em>Climb the leaderboard.</em>
          </h1>
          <p>
            Link your LeetCode, Codeforces, CodeChef and GeeksforGeeks handles, earn points for what you solve, and learn with your chapter: practice sets,
            video resources, roadmaps and a calendar of contests.
          </p>
          <div className="actions">
            <CallToAction to="/auth/register">Start Your Journey</CallToAction>
            <CallToAction to="/about" $variant="outline">
              About the chapter
            </CallToAction>
          </div>
        </div>
        <Podium overview={overview} />
      </div>
    </Hero>
  );
}
