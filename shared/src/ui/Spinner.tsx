import styled, { keyframes } from 'styled-components';
import { color, media } from '../theme';
import { VisuallyHidden } from './VisuallyHidden';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: ${({ $size }) => Math.max(2, Math.round($size / 8))}px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  color: ${color('primary')};
  animation: ${spin} 0.75s linear infinite;
  vertical-align: middle;

  button & {
    color: inherit;
  }

  ${media.reducedMotion} {
    animation-duration: 2s;
  }
`;

export type SpinnerProps = {
  size?: number;
  label?: string;
  /** Inside a control that already says it is busy (aria-busy): draw only. */
  decorative?: boolean;
  className?: string;
};

export function Spinner({ size = 20, label = 'Loading', decorative = false, className }: SpinnerProps) {
  if (decorative) return <Ring $size={size} aria-hidden="true" className={className} />;
  return (
    // A status region takes its accessible name from aria-label only; the hidden text is what a live region reads.
    <span role="status" aria-label={label} className={className}>
      <Ring $size={size} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
