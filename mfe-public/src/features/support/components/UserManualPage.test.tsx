import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@chapter/shared/testing';
import { UserManualPage } from './UserManualPage';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const setup = () => {
  renderAt('/support/user-manual', <UserManualPage />);
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
};

test('lists the nine sections and opens on Getting Started', () => {
  setup();
  const sidebar = screen.getByRole('navigation', { name: 'Manual sections' });
  expect(
    within(sidebar)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual([
    'Getting Started',
    'Technology Stack',
    'Join Our Platform',
    'Profile Management',
    'Dashboard Features',
    'Leaderboard System',
    'Learning Resources',
    'Practice Section',
    'User Support',
  ]);
  expect(within(sidebar).getByRole('button', { name: 'Getting Started' })).toHaveAttribute('aria-current', 'true');
  expect(screen.getByRole('tab', { name: 'Welcome' })).toHaveAttribute('aria-selected', 'true');
});

test('a section switch spins for 500 ms, then shows its first subsection', async () => {
  const user = setup();
  await user.click(screen.getByRole('button', { name: 'Join Our Platform' }));
  expect(screen.getByRole('status', { name: 'Loading section' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Registration' })).toHaveAttribute('aria-selected', 'true');
  act(() => jest.advanceTimersByTime(499));
  expect(screen.getByRole('status', { name: 'Loading section' })).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByRole('status', { name: 'Loading section' })).not.toBeInTheDocument();
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Please fill all required fields correctly');
});

test("subsection tabs switch by click and by arrow keys; the login tab lists the manual's messages", async () => {
  const user = setup();
  await user.click(screen.getByRole('button', { name: 'Join Our Platform' }));
  act(() => jest.advanceTimersByTime(500));
  await user.click(screen.getByRole('tab', { name: 'Login' }));
  act(() => jest.advanceTimersByTime(500));
  const panel = screen.getByRole('tabpanel', { name: 'Login' });
  for (const message of ['Invalid email or password!', 'Login successful!']) expect(panel).toHaveTextContent(message);

  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Forgot Password' })).toHaveFocus();
  act(() => jest.advanceTimersByTime(500));
  expect(screen.getByRole('tabpanel', { name: 'Forgot Password' })).toHaveTextContent('OTP expired! Please try again.');
});

test('the points rules are the ones the chapter uses', async () => {
  const user = setup();
  await user.click(screen.getByRole('button', { name: 'Leaderboard System' }));
  await user.click(screen.getByRole('tab', { name: 'Points' }));
  act(() => jest.advanceTimersByTime(500));
  const panel = screen.getByRole('tabpanel', { name: 'Points' });
  expect(panel).toHaveTextContent('1 point per day each');
  expect(panel).toHaveTextContent('3 points per question');
  expect(panel).toHaveTextContent('1 star = 2, 2 stars = 3, 3 stars = 4, 4 stars = 5');
});
