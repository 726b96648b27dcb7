import styled from 'styled-components';
import { color, font, media, radius } from '@chapter/shared';

// The look of VerificationDialog: the code with its copy button, the steps, and the waiting notes.
export const CodeBox = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  padding: 12px 16px;
  border: 1px dashed ${color('primary')};
  border-radius: ${radius('md')};
  background: ${color('primarySoft')};
`;

export const CodeLabel = styled.span`
  font-size: 0.875rem;
  color: ${color('muted')};

  ${media.mobile} {
    flex-basis: 100%;
  }
`;

export const CodeText = styled.code`
  flex: 1;
  min-width: 0;
  font-family: ${font('mono')};
  font-size: 1.25rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  color: ${color('text')};
  overflow-wrap: anywhere;
  user-select: all;

  ${media.mobile} {
    font-size: 1.0625rem;
  }
`;

export const Instructions = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin: 16px 0 0;
  padding-left: 20px;
  color: ${color('text')};
`;

export const Note = styled.p`
  margin: 12px 0 0;
  font-size: 0.875rem;
  color: ${color('muted')};
`;

export const Countdown = styled.p`
  margin: 12px 0 0;
  font-weight: 600;
  color: ${color('warning')};
`;

export const Waiting = styled.p`
  margin: 12px 0 0;
  font-weight: 600;
  color: ${color('info')};
`;
