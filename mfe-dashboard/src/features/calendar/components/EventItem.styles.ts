import styled from 'styled-components';
import { color, radius, theme } from '@chapter/shared';

/** Each event type's colour; the month view writes white 11 px text on them, so each reaches 4.5:1 against white. */
export const TYPE_COLOURS = { contest: '#2563eb', meeting: theme.colors.primary, festival: '#c2410c' } as const;

export const Item = styled.li<{ $type: keyof typeof TYPE_COLOURS }>`
  border: 1px solid ${color('border')};
  border-left: 4px solid ${(props) => TYPE_COLOURS[props.$type]};
  border-radius: ${radius('md')};
  background: ${color('surface')};
`;

export const Toggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  width: 100%;
  padding: 12px;
  border: 0;
  background: transparent;
  color: ${color('text')};
  font: inherit;
  text-align: left;
  cursor: pointer;

  strong {
    overflow-wrap: anywhere;
  }
  span {
    font-size: 0.8125rem;
    color: ${color('muted')};
    white-space: nowrap;
  }
`;

export const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 0 12px 12px;
  color: ${color('text')};

  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  a {
    color: ${color('primary')};
    font-weight: 600;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

export const MomForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 8px;

  > div {
    flex: 1 1 200px;
    margin-bottom: 0;
  }
`;
