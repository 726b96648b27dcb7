import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INITIAL_SESSION, session$, sessionRequests$, type SessionRequest } from '@chapter/shared';
import { fakeApi } from '@chapter/shared/testing';
import { renderAt } from '../../../test/renderRoute';
import { Navbar } from './Navbar';
import { ScrollTopButton } from './ScrollTopButton';

beforeEach(() => {
  fakeApi({});
  session$.next({ ...INITIAL_SESSION, status: 'anonymous' });
});

const nav = () => screen.getByRole('navigation');

test('signed out: About and a boxed Login', () => {
  renderAt('/', <Navbar />);
  expect(within(nav()).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
  expect(within(nav()).getByRole('link', { name: 'Login' })).toHaveClass('boxed');
  expect(within(nav()).queryByRole('link', { name: 'Dashboard' })).toBeNull();
  expect(screen.queryByRole('button', { name: /profile menu/i })).toBeNull();
});

test('signed in: the app sections and a keyboard-operable profile menu whose Logout asks the owner to sign out', async () => {
  session$.next({ status: 'authenticated', token: 't', role: 'MEMBER', userId: 'u' });
  const requests: SessionRequest[] = [];
  const subscription = sessionRequests$.subscribe((request) => requests.push(request));
  renderAt('/dashboard', <Navbar />);
  for (const name of ['Dashboard', 'Leaderboard', 'Resources', 'Practice']) expect(within(nav()).getByRole('link', { name })).toBeInTheDocument();
  expect(within(nav()).queryByRole('link', { name: 'Login' })).toBeNull();

  const trigger = screen.getByRole('button', { name: /profile menu/i });
  trigger.focus();
  await userEvent.keyboard('{ArrowDown}');
  expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
  expect(items).toEqual(['My Profile', 'Compare Profile', 'Edit Profile', 'Logout']);
  expect(screen.getByRole('menuitem', { name: 'My Profile' })).toHaveFocus();
  await userEvent.keyboard('{ArrowUp}');
  expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).toBeNull();
  expect(trigger).toHaveFocus();

  await userEvent.click(trigger);
  await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
  expect(requests).toEqual([{ type: 'signOut' }]);
  subscription.unsubscribe();
});

test('an admin finds the admin area in the profile menu, before Logout; no one else sees it', async () => {
  session$.next({ status: 'authenticated', token: 't', role: 'ADMIN', userId: 'a' });
  renderAt('/dashboard', <Navbar />);
  await userEvent.click(screen.getByRole('button', { name: /profile menu/i }));
  expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['My Profile', 'Compare Profile', 'Edit Profile', 'Admin', 'Logout']);
  await userEvent.click(screen.getByRole('menuitem', { name: 'Admin' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/admin');

  act(() => session$.next({ status: 'authenticated', token: 't', role: 'PRESIDENT', userId: 'p' }));
  await userEvent.click(screen.getByRole('button', { name: /profile menu/i }));
  expect(screen.queryByRole('menuitem', { name: 'Admin' })).toBeNull();
});

// jsdom matches no media query, so the mobile-only controls count as hidden: find them by label and text.
test('the mobile menu opens, says so, and closes on Escape and on navigation', async () => {
  renderAt('/', <Navbar />);
  const burger = screen.getByLabelText('Open menu');
  expect(burger).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(burger);
  expect(screen.getByLabelText('Close menu')).toHaveAttribute('aria-expanded', 'true');
  await userEvent.keyboard('{Escape}');
  expect(screen.getByLabelText('Open menu')).toHaveAttribute('aria-expanded', 'false');

  await userEvent.click(screen.getByLabelText('Open menu'));
  const aboutLinks = screen.getAllByText('About');
  await userEvent.click(aboutLinks[aboutLinks.length - 1]);
  expect(screen.getByTestId('location')).toHaveTextContent('/about');
  expect(screen.getByLabelText('Open menu')).toHaveAttribute('aria-expanded', 'false');
});

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

test('the bar turns opaque after 20 px of scroll', () => {
  scrollTo(0);
  renderAt('/', <Navbar />);
  const bar = screen.getByRole('banner');
  expect(bar).toHaveAttribute('data-solid', 'false');
  scrollTo(21);
  expect(bar).toHaveAttribute('data-solid', 'true');
});

test('the scroll-to-top button appears only past 100 px', async () => {
  scrollTo(0);
  renderAt('/', <ScrollTopButton />);
  expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
  scrollTo(100);
  expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
  scrollTo(101);
  await userEvent.click(screen.getByRole('button', { name: 'Scroll to top' }));
  expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
});
