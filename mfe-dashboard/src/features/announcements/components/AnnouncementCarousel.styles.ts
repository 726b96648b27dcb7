import styled from 'styled-components';
import { color, radius } from '@chapter/shared';

export const Region = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

export const Slide = styled.div`
  min-height: 160px;
`;

export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;

export const Arrow = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border: 1px solid ${color('border')};
  border-radius: 50%;
  background: ${color('surface')};
  color: ${color('text')};
  font-size: 1.25rem;
  cursor: pointer;

  &:hover {
    background: ${color('primarySoft')};
  }
`;

export const Dots = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 4px;
`;

export const Dot = styled.button`
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;

  &::before {
    content: '';
    display: block;
    width: 10px;
    height: 10px;
    margin: auto;
    border-radius: 50%;
    background: ${color('muted')};
  }
  &[aria-current='true']::before {
    background: ${color('primary')};
    transform: scale(1.3);
  }
`;

export const PauseButton = styled.button`
  padding: 6px 12px;
  border: 1px solid ${color('border')};
  border-radius: ${radius('pill')};
  background: ${color('surface')};
  color: ${color('text')};
  font-size: 0.8125rem;
  cursor: pointer;
`;
