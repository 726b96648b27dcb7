import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockMatchMedia, renderAt } from '@chapter/shared/testing';
import { anAnnouncement } from '../../../test/fixtures';
import { AnnouncementCarousel } from './AnnouncementCarousel';

const three = [anAnnouncement({ _id: 'a1', title: 'First' }), anAnnouncement({ _id: 'a2', title: 'Second' }), anAnnouncement({ _id: 'a3', title: 'Third' })];
const shown = () => screen.getByRole('heading', { level: 3 }).textContent;
const tick = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('moves on every 4 seconds, wrapping round, in an accessible carousel', () => {
  renderAt('/', <AnnouncementCarousel announcements={three} role="MEMBER" onDelete={() => undefined} />);
  expect(screen.getByRole('region', { name: 'Latest announcements' })).toHaveAttribute('aria-roledescription', 'carousel');
  expect(screen.getByRole('group', { name: '1 of 3' })).toHaveAttribute('aria-roledescription', 'slide');
  expect(shown()).toBe('First');
  tick(3999);
  expect(shown()).toBe('First');
  tick(1);
  expect(shown()).toBe('Second');
  tick(8000);
  expect(shown()).toBe('First');
});

test('holds still while hovered or focused, and after Pause', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderAt('/', <AnnouncementCarousel announcements={three} role="MEMBER" onDelete={() => undefined} />);
  const region = screen.getByRole('region', { name: 'Latest announcements' });

  await user.hover(region);
  tick(12000);
  expect(shown()).toBe('First');
  await user.unhover(region);
  tick(4000);
  expect(shown()).toBe('Second');

  act(() => screen.getByRole('button', { name: 'Next announcement' }).focus());
  tick(12000);
  expect(shown()).toBe('Second');
  act(() => (document.activeElement as HTMLElement).blur());
  tick(4000);
  expect(shown()).toBe('Third');

  await user.click(screen.getByRole('button', { name: 'Pause auto-slide' }));
  await user.unhover(region);
  act(() => (document.activeElement as HTMLElement).blur());
  tick(12000);
  expect(shown()).toBe('Third');
  expect(screen.getByRole('button', { name: 'Start auto-slide' })).toBeInTheDocument();
});

test('previous, next and the dots move by hand', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderAt('/', <AnnouncementCarousel announcements={three} role="MEMBER" onDelete={() => undefined} />);
  await user.click(screen.getByRole('button', { name: 'Previous announcement' }));
  expect(shown()).toBe('Third');
  await user.click(screen.getByRole('button', { name: 'Next announcement' }));
  expect(shown()).toBe('First');
  await user.click(screen.getByRole('button', { name: 'Show announcement 2: Second' }));
  expect(shown()).toBe('Second');
  expect(screen.getByRole('button', { name: 'Show announcement 2: Second' })).toHaveAttribute('aria-current', 'true');
});

test('for readers who prefer reduced motion it never moves by itself', () => {
  const restore = mockMatchMedia(true);
  try {
    renderAt('/', <AnnouncementCarousel announcements={three} role="MEMBER" onDelete={() => undefined} />);
    tick(20000);
    expect(shown()).toBe('First');
    expect(screen.queryByRole('button', { name: 'Pause auto-slide' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next announcement' })).toBeInTheDocument();
  } finally {
    restore();
  }
});
