import { render, screen } from '@testing-library/react';
import { CloseIcon, MedalIcon, MenuIcon, UserIcon } from './icons';

describe('icons', () => {
  it('are hidden from assistive technology when decorative', () => {
    const { container } = render(<MenuIcon />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('carry their text alternative when given a title', () => {
    render(<MedalIcon title="Achievements" size={40} />);
    const img = screen.getByRole('img', { name: 'Achievements' });
    expect(img).toHaveAttribute('width', '40');
  });

  it('draw with SVG shapes, not characters', () => {
    const { container } = render(
      <>
        <CloseIcon />
        <UserIcon />
      </>,
    );
    expect(container.textContent).toBe('');
    expect(container.querySelectorAll('svg path').length).toBeGreaterThan(1);
  });
});
