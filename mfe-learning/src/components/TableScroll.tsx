import styled from 'styled-components';
import { color, radius } from '@chapter/shared';

/** Lets a wide table scroll sideways on a phone; focusable so the keyboard can scroll it too. */
export const TableScroll = styled.div.attrs({ tabIndex: 0, role: 'region' })`
  overflow-x: auto;
  border: 1px solid ${color('border')};
  border-radius: ${radius('lg')};
  background: ${color('surface')};

  &:focus-visible {
    outline: 3px solid ${color('focus')};
    outline-offset: 2px;
  }
`;

export const Table = styled.table`
  width: 100%;
  min-width: 560px;
  border-collapse: collapse;

  th,
  td {
    padding: 12px 16px;
    text-align: left;
    border-bottom: 1px solid ${color('border')};
    vertical-align: middle;
  }
  th {
    background: ${color('surfaceAlt')};
    font-size: 0.875rem;
    color: ${color('muted')};
    font-weight: 600;
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
  tbody tr:hover {
    background: ${color('surfaceAlt')};
  }
`;
