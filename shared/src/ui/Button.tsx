import type { ComponentPropsWithRef } from 'react';
import styled, { css } from 'styled-components';
import { color, font, media, radius } from '../theme';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'small' | 'medium' | 'large';

const sizes = {
  small: css`
    min-height: 32px;
    padding: 4px 12px;
    font-size: 0.875rem;
  `,
  medium: css`
    min-height: 40px;
    padding: 8px 16px;
    font-size: 1rem;
  `,
  large: css`
    min-height: 48px;
    padding: 12px 24px;
    font-size: 1.0625rem;
  `,
};

const variants = {
  primary: css`
    background: ${color('primary')};
    color: ${color('onPrimary')};
    &:hover:not(:disabled) {
      background: ${color('primaryHover')};
    }
  `,
  secondary: css`
    background: ${color('surface')};
    color: ${color('text')};
    border-color: ${color('border')};
    &:hover:not(:disabled) {
      background: ${color('surfaceAlt')};
    }
  `,
  danger: css`
    background: ${color('danger')};
    color: ${color('onPrimary')};
    &:hover:not(:disabled) {
      filter: brightness(0.92);
    }
  `,
  ghost: css`
    background: transparent;
    color: ${color('primary')};
    &:hover:not(:disabled) {
      background: ${color('primarySoft')};
    }
  `,
};

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  border: 1px solid transparent;
  border-radius: ${radius('md')};
  font-family: ${font('body')};
  font-weight: 600;
  line-height: 1.2;
  cursor: pointer;
  transition:
    background 0.15s,
    filter 0.15s;
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  ${({ $size }) => sizes[$size]}
  ${({ $variant }) => variants[$variant]}

  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
  ${media.reducedMotion} {
    transition: none;
  }
`;

export type ButtonProps = ComponentPropsWithRef<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and disables the button while an action runs. */
  busy?: boolean;
  fullWidth?: boolean;
};

export function Button({ variant = 'primary', size = 'medium', busy = false, fullWidth = false, type = 'button', disabled, children, ...rest }: ButtonProps) {
  return (
    <StyledButton type={type} $variant={variant} $size={size} $fullWidth={fullWidth} disabled={disabled || busy} aria-busy={busy || undefined} {...rest}>
      {busy && <Spinner size={16} decorative />}
      {children}
    </StyledButton>
  );
}
