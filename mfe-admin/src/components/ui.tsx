import styled from 'styled-components';
import { Card as KitCard, color, media, radius } from '@chapter/shared';

/** A section's title and small muted facts, as every remote has them. */
export { SectionHeading, Muted } from '@chapter/shared';

/** A white rounded panel whose blocks stand 16 px apart (14 px inside on a phone). */
export const Card = styled(KitCard)`
  display: flex;
  flex-direction: column;
  gap: 16px;

  ${media.mobile} {
    padding: 14px;
  }
`;

/** Filters and buttons in a row that wraps on a phone. */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px;

  & > * {
    flex: 1 1 180px;
    min-width: 0;
  }
  /* A button lines up with the fields' boxes, which sit above their 16 px bottom margin. */
  & > button {
    flex: 0 0 auto;
    margin-bottom: 16px;
  }
`;

/** Lets a wide table scroll sideways inside the page instead of widening it (focusable for the keyboard). */
export const TableScroll = styled.div`
  width: 100%;
  overflow-x: auto;
  border: 1px solid ${color('border')};
  border-radius: ${radius('md')};

  &:focus-visible {
    outline: 2px solid ${color('focus')};
    outline-offset: 2px;
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9375rem;

  th,
  td {
    padding: 10px 12px;
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid ${color('border')};
  }
  th {
    background: ${color('surfaceAlt')};
    color: ${color('text')};
    font-weight: 600;
    white-space: nowrap;
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
  ${media.mobile} {
    font-size: 0.875rem;
    th,
    td {
      padding: 8px;
    }
  }
`;

/** A row of action buttons; `$nowrap` keeps a table row's buttons on one line (the table scrolls instead). */
export const Actions = styled.div<{ $nowrap?: boolean }>`
  display: flex;
  flex-wrap: ${({ $nowrap }) => ($nowrap ? 'nowrap' : 'wrap')};
  gap: 6px;
`;

/** The runs a page started (fetch now, a re-run), newest first, each with its progress. */
export const RunList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
