import { render, screen } from '@testing-library/react';
import { contrastRatio } from '../theme/contrast';
import { BADGE_PALETTES, Badge, badgeLabel } from './Badge';

describe('Badge', () => {
  it('shows the first two letters uppercased and names the full text', () => {
    render(<Badge text="Problem Solver" type="maxAvgPerDay" />);
    const badge = screen.getByRole('img', { name: 'Problem Solver' });
    expect(badge).toHaveTextContent('PR');
    expect(badge).toHaveAttribute('title', 'Problem Solver');
  });

  it('mini shows one letter', () => {
    render(<Badge text="gold medal" mini />);
    expect(screen.getByRole('img', { name: 'gold medal' })).toHaveTextContent(/^G$/);
  });

  it('defaults to bronze and medium', () => {
    render(<Badge text="Third" />);
    const badge = screen.getByRole('img', { name: 'Third' });
    expect(badge).toHaveAttribute('data-type', 'bronze');
    expect(badge).toHaveAttribute('data-size', 'medium');
  });

  it('badgeLabel trims before taking letters', () => {
    expect(badgeLabel('  streak')).toBe('ST');
    expect(badgeLabel('a')).toBe('A');
  });

  it.each(Object.entries(BADGE_PALETTES))('%s letters reach 4.5:1 on both ends of the medal', (_, { from, to, ink }) => {
    expect(contrastRatio(ink, from)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(ink, to)).toBeGreaterThanOrEqual(4.5);
  });
});
