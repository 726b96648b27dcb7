import type { ReactNode } from 'react';
import styled from 'styled-components';
import { color, media, radius, shadow } from '@chapter/shared';
import { PageHeading, Toolbar } from './Page';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 16px;
  padding: 24px;
  border: 1px solid ${color('border')};
  border-radius: ${radius('lg')};
  background: ${color('surface')};
  box-shadow: ${shadow('sm')};

  ${media.mobile} {
    padding: 16px;
  }
`;

const Text = styled.div`
  display: flex;
  flex: 1 1 320px;
  flex-direction: column;
  gap: 12px;
  min-width: 0;
`;

const Description = styled.p`
  margin: 0;
  color: ${color('muted')};
  white-space: pre-line;
  overflow-wrap: anywhere;
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
