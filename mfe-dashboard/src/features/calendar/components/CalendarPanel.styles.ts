import styled from 'styled-components';
import { color, media, radius } from '@chapter/shared';

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-bottom: 16px;
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: 1.125rem;
  color: ${color('text')};
`;

export const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

export const MonthName = styled.p`
  min-width: 10ch;
  margin: 0;
  font-weight: 600;
  text-align: center;
  color: ${color('text')};
`;

export const Tabs = styled.div`
  display: inline-flex;
  border: 1px solid ${color('border')};
  border-radius: ${radius('pill')};
  overflow: hidden;

  button {
    padding: 6px 14px;
    border: 0;
    background: ${color('surface')};
    color: ${color('text')};
    font: inherit;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${color('primary')};
    color: ${color('onPrimary')};
  }
  ${media.mobile} {
    button {
      padding: 6px 10px;
    }
  }
`;

export const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin: 12px 0 0;
  padding: 0;
  list-style: none;
  font-size: 0.8125rem;
  color: ${color('muted')};

  li {
    display: inline-flex;
    align-items: center;
    gap: 4px;
  }
  span {
    width: 10px;
    height: 10px;
    border-radius: 2px;
  }
`;
