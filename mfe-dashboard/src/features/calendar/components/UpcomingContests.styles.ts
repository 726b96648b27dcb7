import styled from 'styled-components';
import { color, radius } from '@chapter/shared';
import { TYPE_COLOURS } from './EventItem.styles';

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding-bottom: 12px;
  border-bottom: 1px solid ${color('border')};
`;

export const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;

  h3 {
    margin: 0;
    font-size: 1rem;
  }
`;

export const Muted = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: ${color('muted')};
`;

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const row = `
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 4px 8px;
  width: 100%;
  padding: 8px 10px;
  text-align: left;
  font: inherit;
`;

/** One suggestion the calendar can take: a click fills the form. */
export const Choice = styled.button`
  ${row}
  border: 1px solid ${color('controlBorder')};
  border-left: 4px solid ${TYPE_COLOURS.contest};
  border-radius: ${radius('md')};
  background: ${color('surface')};
  color: ${color('text')};
  cursor: pointer;

  &:hover {
    background: ${color('surfaceAlt')};
  }
`;

/** One it cannot take (added already, or not a calendar contest): shown, not clickable. */
export const Fixed = styled.div`
  ${row}
  border: 1px solid ${color('border')};
  border-radius: ${radius('md')};
  background: ${color('surfaceAlt')};
  color: ${color('text')};
`;

export const Name = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;

  strong {
    overflow-wrap: anywhere;
  }
  span {
    font-size: 0.8125rem;
    color: ${color('muted')};
  }
`;

export const Tag = styled.span`
  flex: none;
  padding: 2px 8px;
  border-radius: ${radius('pill')};
  background: ${color('successSoft')};
  color: ${color('success')};
  font-size: 0.75rem;
  font-weight: 700;
`;

export const Reason = styled.span`
  font-size: 0.8125rem;
  color: ${color('muted')};
`;
