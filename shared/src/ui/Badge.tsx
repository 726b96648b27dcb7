import styled from 'styled-components';

export type BadgeType = 'gold' | 'silver' | 'bronze' | 'dailyActiveStreak' | 'maxAvgPerDay';
export type BadgeSize = 'small' | 'medium' | 'large';

export type BadgeProps = {
  type?: BadgeType;
  size?: BadgeSize;
  /** One letter instead of two, for dense lists. */
  mini?: boolean;
  text: string;
};

/** Each ink reaches 4.5:1 against both ends of its gradient, so the letters read wherever they fall. */
export const BADGE_PALETTES: Record<BadgeType, { from: string; to: string; ink: string }> = {
  gold: { from: '#fde68a', to: '#d4a017', ink: '#3d2c00' },
  silver: { from: '#f3f4f6', to: '#9ca3af', ink: '#1f2937' },
  bronze: { from: '#f3c6a0', to: '#b87333', ink: '#2b1505' },
  dailyActiveStreak: { from: '#fdba74', to: '#ea580c', ink: '#2a0c04' },
  maxAvgPerDay: { from: '#c4b5fd', to: '#a78bfa', ink: '#2e1065' },
};
const palettes = BADGE_PALETTES;

const diameters: Record<BadgeSize, number> = { small: 28, medium: 40, large: 56 };

/** "Problem Solver" → "PR"; mini → "P". */
export const badgeLabel = (text: string, mini = false): string =>
  text
    .trim()
    .slice(0, mini ? 1 : 2)
    .toUpperCase();

const Medal = styled.span<{ $type: BadgeType; $diameter: number }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ $diameter }) => $diameter}px;
  height: ${({ $diameter }) => $diameter}px;
  border-radius: 50%;
  background: linear-gradient(135deg, ${({ $type }) => palettes[$type].from}, ${({ $type }) => palettes[$type].to});
  box-shadow:
    inset 0 0 0 2px rgba(255, 255, 255, 0.5),
    0 1px 3px rgba(0, 0, 0, 0.2);
  color: ${({ $type }) => palettes[$type].ink};
  font-size: ${({ $diameter }) => Math.round($diameter * 0.38)}px;
  font-weight: 800;
  letter-spacing: 0.02em;
  user-select: none;
`;

export function Badge({ type = 'bronze', size = 'medium', mini = false, text }: BadgeProps) {
  const diameter = mini ? Math.round(diameters[size] * 0.7) : diameters[size];
  return (
    <Medal role="img" aria-label={text} title={text} $type={type} $diameter={diameter} data-type={type} data-size={size}>
      <span aria-hidden="true">{badgeLabel(text, mini)}</span>
    </Medal>
  );
}
