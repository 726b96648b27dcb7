import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, color } from '@chapter/shared';
import { Markdown } from './Markdown';
import { PageHeading, Toolbar } from './Page';

/** A card (24 px inside), drawn as the page's `<header>`. */
const Header = styled(Card).attrs({ as: 'header', $padding: 24 })`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 16px;
`;

const Text = styled.div`
  display: flex;
  flex: 1 1 320px;
  flex-direction: column;
  gap: 12px;
  min-width: 0;
`;

const Description = styled(Markdown)`
  color: ${color('muted')};
`;

export type DetailHeaderProps = {
  title: string;
  description: string;
  /** Chips and facts under the description. */
  children?: ReactNode;
  /** Edit and delete buttons. */
  actions?: ReactNode;
};

/** The top of a practice set's or a video resource's page. */
export function DetailHeader({ title, description, children, actions }: DetailHeaderProps) {
  return (
    <Header>
      <Text>
        <PageHeading>{title}</PageHeading>
        <Description>{description}</Description>
        {children}
      </Text>
      {actions && <Toolbar>{actions}</Toolbar>}
    </Header>
  );
}
