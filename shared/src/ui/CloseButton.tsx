import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { color, media } from '../theme';

const StyledClose = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${color('muted')};
  cursor: pointer;
  transition:
    transform 0.2s ease,
    color 0.2s ease,
    background 0.2s ease;

  &:hover:not(:disabled) {
    transform: rotate(90deg);
    color: ${color('text')};
    background: ${color('surfaceAlt')};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }

  ${media.reducedMotion} {
    transition: none;
    &:hover:not(:disabled) {
      transform: none;
    }
  }
`;

export type CloseButtonProps = ComponentPropsWithRef<'button'>;

export function CloseButton({ 'aria-label': ariaLabel = 'Close', type = 'button', ...rest }: CloseButtonProps) {
  return (
    <StyledClose type={type} aria-label={ariaLabel} {...rest}>
      <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
        <path d="M4 4l10 10M14 4L4 14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </StyledClose>
  );
}
