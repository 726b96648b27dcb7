import styled from 'styled-components';
import { color, media, radius } from '@chapter/shared';

// The look of PlatformCard: a bordered tile with a head line, the handle, its state and the stats.
export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 12px;
  }
`;

export const Tile = styled.li`
  display: flex;
  flex-direction: column;
  gap: 12px;
  min-width: 0;
  padding: 16px;
  border: 1px solid ${color('border')};
  border-radius: ${radius('lg')};
  background: ${color('surfaceAlt')};
`;

export const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 4px 12px;

  h3 {
    margin: 0;
    font-size: 1rem;
    color: ${color('text')};
  }
`;

export const Refresh = styled.span`
  font-size: 0.75rem;
  font-weight: 600;
  color: ${color('muted')};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

export const HandleLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  min-width: 0;

  & > a {
    font-weight: 600;
    color: ${color('primary')};
    overflow-wrap: anywhere;
  }
`;

export const VerifiedChip = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px 10px;
  border-radius: ${radius('pill')};
  background: ${color('successSoft')};
  color: ${color('success')};
  font-size: 0.8125rem;
  font-weight: 600;
`;

export const Unverified = styled.span`
  font-size: 0.8125rem;
  font-weight: 600;
  color: ${color('warning')};

  a {
    color: inherit;
  }
`;

export const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 8px;
  margin: 0;
`;

export const Stat = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: 2px;
  min-width: 0;

  dt {
    font-size: 0.75rem;
    color: ${color('muted')};
  }
  dd {
    margin: 0;
    font-weight: 700;
    color: ${color('text')};
    overflow-wrap: anywhere;
  }
`;

export const Muted = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${color('muted')};

  a {
    color: ${color('primary')};
    font-weight: 600;
  }
`;

/** A handle's figures older than its last failed fetch ('LeetCode did not answer at 10:05; figures from 09:05'). */
export const Stale = styled.p`
  margin: 0;
  font-size: 0.875rem;
  font-weight: 600;
  color: ${color('warning')};
`;
