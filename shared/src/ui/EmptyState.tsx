import type { ReactNode } from 'react';
import styled from 'styled-components';
import { color } from '../theme';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  padding: 32px 16px;
  text-align: center;
  color: ${color('muted')};
`;

const IconSlot = styled.div`
  font-size: 2.5rem;
  line-height: 1;
  color: ${color('primary')};
`;

const Title = styled.p`
  margin: 0;
  font-size: 1.125rem;
  font-weight: 600;
  color: ${color('text')};
`;

const Description = styled.p`
  margin: 0;
  max-width: 40ch;
`;

export type EmptyStateProps = {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  /** The title as the page's heading, when the empty state is all the page shows (a missing item). */
  titleAs?: 'h1' | 'h2' | 'p';
};

/** What a list shows when it has nothing ('No resources found'). */
export function EmptyState({ title, description, icon, action, titleAs = 'p' }: EmptyStateProps) {
  return (
    <Wrapper role="status">
      {icon && <IconSlot aria-hidden="true">{icon}</IconSlot>}
      <Title as={titleAs}>{title}</Title>
      {description && <Description>{description}</Description>}
      {action && <div>{action}</div>}
    </Wrapper>
  );
}
