import styled from 'styled-components';
import { color, radius } from '@chapter/shared';

const Track = styled.div`
  width: 100%;
  height: 10px;
  overflow: hidden;
  border-radius: ${radius('pill')};
  background: ${color('primarySoft')};
`;

const Fill = styled.div<{ $percent: number }>`
  width: ${({ $percent }) => $percent}%;
  height: 100%;
  background: ${color('primary')};
  transition: width 0.2s;
`;

export type ProgressBarProps = { label: string; percent: number | null; valueText?: string };

/** A labelled progress bar; `percent` null means the total is not known yet (no aria-valuenow then). */
export function ProgressBar({ label, percent, valueText }: ProgressBarProps) {
  const value = percent === null ? null : Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <Track
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value ?? undefined}
      aria-valuetext={valueText ?? (value === null ? 'Working' : `${value}%`)}
    >
      <Fill $percent={value ?? 100} />
    </Track>
  );
}
