import { fireEvent, render, screen } from '@testing-library/react';
import { Avatar, initialsOf } from './Avatar';

describe('Avatar', () => {
  it('shows the picture with the name as alt text', () => {
    render(<Avatar src="/me.png" name="Asha Rao" />);
    expect(screen.getByRole('img', { name: 'Asha Rao' })).toHaveAttribute('src', '/me.png');
  });

  it('falls back to initials when the picture fails or is missing', () => {
    const { rerender } = render(<Avatar src="/broken.png" name="Asha Rao" />);
    fireEvent.error(screen.getByRole('img', { name: 'Asha Rao' }));
    expect(screen.getByRole('img', { name: 'Asha Rao' })).toHaveTextContent('AR');
    rerender(<Avatar name="Ravi" />);
    expect(screen.getByRole('img', { name: 'Ravi' })).toHaveTextContent('R');
  });

  it('initialsOf', () => {
    expect(initialsOf('asha k rao')).toBe('AK');
    expect(initialsOf('  ')).toBe('?');
  });
});
