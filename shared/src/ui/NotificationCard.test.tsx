import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotificationCard, formatNotificationDate } from './NotificationCard';

const props = {
  title: 'Weekly contest',
  description: 'Join us on Sunday',
  date: '2025-04-06T00:00:00.000Z',
  time: '18:30',
  links: [{ link: 'https://codeforces.com/contest/1', linkText: 'Contest page' }],
};

describe('NotificationCard', () => {
  it('shows title, description and the local date and time', () => {
    render(<NotificationCard {...props} role="USER" />);
    expect(screen.getByRole('heading', { name: 'Weekly contest' })).toBeInTheDocument();
    expect(screen.getByText('Join us on Sunday')).toBeInTheDocument();
    expect(screen.getByText(new Date(2025, 3, 6, 18, 30).toLocaleString())).toBeInTheDocument();
  });

  it('opens links in a new tab without opener', () => {
    render(<NotificationCard {...props} role="USER" />);
    const link = screen.getByRole('link', { name: 'Contest page' });
    expect(link).toHaveAttribute('href', 'https://codeforces.com/contest/1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it.each(['COREMEMBER', 'PRESIDENT', 'ADMIN'] as const)('%s can delete', async (role) => {
    const onDelete = jest.fn();
    render(<NotificationCard {...props} role={role} onDelete={onDelete} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Delete Weekly contest' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it.each(['USER', 'MEMBER', undefined] as const)('%s sees an inert, explained delete control', async (role) => {
    const onDelete = jest.fn();
    const user = userEvent.setup();
    render(<NotificationCard {...props} role={role} onDelete={onDelete} />);
    const button = screen.getByRole('button', { name: 'Delete Weekly contest' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(onDelete).not.toHaveBeenCalled();
    expect(button).toHaveAccessibleDescription('Only core team members can delete');
  });

  it('formats a date without a time as a local date, and keeps unreadable text', () => {
    expect(formatNotificationDate('2025-04-06').label).toBe(new Date(2025, 3, 6).toLocaleDateString());
    expect(formatNotificationDate('someday').label).toBe('someday');
  });
});
