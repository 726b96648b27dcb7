import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AvatarHoverCard, type HoverCardMember } from './AvatarHoverCard';

const asha: HoverCardMember = { name: 'Asha Rao', profilePicture: { url: '/asha.png', hashCode: null }, points: 120, pointsIncreased: 5 };

const renderCard = (member: HoverCardMember, to?: string) =>
  render(
    <MemoryRouter>
      <AvatarHoverCard member={member} to={to} />
      <button type="button">elsewhere</button>
    </MemoryRouter>,
  );

describe('AvatarHoverCard', () => {
  it('shows name, picture, points and the points gained on hover, and hides again', async () => {
    const user = userEvent.setup();
    renderCard(asha);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.hover(screen.getByRole('img', { name: 'Asha Rao' }));
    const card = screen.getByRole('tooltip');
    expect(card).toBeVisible();
    expect(card).toHaveTextContent('Asha Rao');
    expect(card).toHaveTextContent('120 points');
    expect(card).toHaveTextContent('+5 today');
    expect(card.querySelector('img')).toHaveAttribute('src', '/asha.png');

    await user.unhover(screen.getByRole('img', { name: 'Asha Rao' }));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('leaves out the points gained when there were none', async () => {
    const user = userEvent.setup();
    renderCard({ ...asha, points: 1, pointsIncreased: 0 });
    await user.hover(screen.getByRole('img', { name: 'Asha Rao' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent('1 point');
    expect(screen.getByRole('tooltip')).not.toHaveTextContent(/today|\+/);
  });

  it('opens on keyboard focus, describes the avatar, and closes on Escape and on blur', async () => {
    const user = userEvent.setup();
    renderCard({ ...asha, profilePicture: null });
    await user.tab();
    const trigger = document.activeElement as HTMLElement;
    expect(trigger).toContainElement(screen.getAllByRole('img', { name: 'Asha Rao' })[0]);
    expect(screen.getByRole('tooltip')).toBeVisible();
    expect(trigger).toHaveAccessibleDescription(/120 points \+5 today/);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.tab({ shift: true });
    await user.tab();
    expect(screen.getByRole('tooltip')).toBeVisible();
    await user.tab();
    expect(screen.getByRole('button', { name: 'elsewhere' })).toHaveFocus();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('can be a link, e.g. to the profile', async () => {
    renderCard(asha, '/profile/u1');
    expect(screen.getByRole('link', { name: 'Asha Rao' })).toHaveAttribute('href', '/profile/u1');
  });
});
