import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { color, radius, shadow } from '@chapter/shared';
import { markdownText } from '../lib/markdownText';

const CardLink = styled(Link)`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${color('border')};
  border-radius: ${radius('lg')};
  background: ${color('surface')};
  box-shadow: ${shadow('sm')};
  color: inherit;
  text-decoration: none;
  transition:
    box-shadow 0.15s,
    transform 0.15s;

  &:hover {
    box-shadow: ${shadow('md')};
    transform: translateY(-2px);
  }
  &:focus-visible {
    outline: 3px solid ${color('focus')};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:hover {
      transform: none;
    }
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 10px;
  padding: 20px;
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1.125rem;
  color: ${color('text')};
  overflow-wrap: anywhere;
`;

const Description = styled.p`
  display: -webkit-box;
  margin: 0;
  overflow: hidden;
  color: ${color('muted')};
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow-wrap: anywhere;
`;

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin-top: auto;
`;

export type CollectionCardProps = {
  to: string;
  title: string;
  description: string;
  /** Drawn above the body (a roadmap's gradient band). */
  banner?: ReactNode;
  /** Chips, counts and dates at the bottom of the card. */
  children?: ReactNode;
};

/** One practice set, video resource or roadmap in a list: the whole card is the link to its page. */
export function CollectionCard({ to, title, description, banner, children }: CollectionCardProps) {
  return (
    <CardLink to={to}>
      {banner}
      <Body>
        <Title>{title}</Title>
        <Description>{markdownText(description)}</Description>
        {children && <Footer>{children}</Footer>}
      </Body>
    </CardLink>
  );
}
