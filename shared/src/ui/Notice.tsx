import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import styled from 'styled-components';
import { color, radius } from '../theme';
import { WarningIcon } from './icons';

export type NoticeTone = 'warning' | 'danger';

const Box = styled.div<{ $tone: NoticeTone }>`
  display: flex;
  gap: 12px;
  align-items: flex-start;
  padding: 12px 16px;
  border: 1px solid ${({ $tone }) => color($tone)};
  border-left-width: 4px;
  border-radius: ${radius('md')};
  background: ${({ $tone }) => color($tone === 'danger' ? 'dangerSoft' : 'warningSoft')};
  color: ${({ $tone }) => color($tone === 'danger' ? 'danger' : 'text')};
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Icon = styled.span<{ $tone: NoticeTone }>`
  flex: none;
  color: ${({ $tone }) => color($tone)};
  line-height: 1.3;
`;

const Content = styled.div`
  min-width: 0;
  & > p,
  & > ul {
    margin: 0;
  }
`;

type NoticeProps = { tone: NoticeTone; children: ReactNode } & Omit<ComponentPropsWithoutRef<'div'>, 'children'>;

/** A notice in a box with a warning sign: 'warning' (amber: something is late or missing) or 'danger' (red: act or lose out). */
export function Notice({ tone, children, ...rest }: NoticeProps) {
  return (
    <Box $tone={tone} {...rest}>
      <Icon $tone={tone} aria-hidden="true">
        <WarningIcon size={20} />
      </Icon>
      <Content>{children}</Content>
    </Box>
  );
}
