import styled from 'styled-components';
import { color, media, radius } from '../theme';

const Track = styled.button`
  position: relative;
  flex: none;
  width: 48px;
  height: 28px;
  padding: 0;
  border: 1px solid ${color('controlBorder')};
  border-radius: ${radius('pill')};
  background: ${color('surfaceAlt')};
  cursor: pointer;
  transition: background 0.2s;
  &[aria-checked='true'] {
    background: ${color('primary')};
    border-color: ${color('primary')};
  }
  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
  &::after {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: 22px;
    height: 22px;
    border-radius: 50%;
    background: ${color('surface')};
    box-shadow: 0 1px 3px rgba(0, 0, 0, 0.35);
    transition: transform 0.2s;
  }
  &[aria-checked='true']::after {
    transform: translateX(20px);
  }
  ${media.reducedMotion} {
    transition: none;
    &::after {
      transition: none;
    }
  }
`;

export interface SwitchProps {
  on: boolean;
  /** Called with the state the member asked for; the caller decides when `on` follows. */
  onChange: (on: boolean) => void;
  /** The id of the element that names the switch (a switch has no text of its own). */
  labelledBy: string;
  describedBy?: string;
  /** A change is being saved: the switch waits. */
  busy?: boolean;
}

/** An on/off switch (role="switch"): a button the keyboard reaches, whose state screen readers announce. */
export function Switch({ on, onChange, labelledBy, describedBy, busy = false }: SwitchProps) {
  return (
    <Track
      type="button"
      role="switch"
      aria-checked={on}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      disabled={busy}
      onClick={() => onChange(!on)}
    />
  );
}
