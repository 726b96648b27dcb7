import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderAt, signInAs } from '@chapter/shared/testing';
import { ok } from '../../../test/fixtures';
import { CalendarFeedCard } from './CalendarFeedCard';

beforeEach(() => signInAs('MEMBER'));

test('a member creates a feed, copies its address and revokes it', async () => {
  let url: string | null = null;
  const { calls } = fakeApi({
    'GET /user/get-calendar-feed': () => ok({ data: { url } }),
    'POST /user/create-calendar-feed': () => {
      url = 'https://chapter.example/api/v1/calendar/feed/secret-1.ics';
      return ok({ message: 'Calendar feed created', data: { url } });
    },
    'DELETE /user/revoke-calendar-feed': () => {
      url = null;
      return ok({ message: 'Calendar feed revoked' });
    },
  });
  const user = userEvent.setup();
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  renderAt('/dashboard', <CalendarFeedCard />);

  await user.click(await screen.findByRole('button', { name: 'Create calendar feed' }));
  const field = await screen.findByRole('textbox', { name: 'Calendar feed address' });
  expect(field).toHaveValue('https://chapter.example/api/v1/calendar/feed/secret-1.ics');
  await user.click(screen.getByRole('button', { name: 'Copy' }));
  expect(writeText).toHaveBeenCalledWith('https://chapter.example/api/v1/calendar/feed/secret-1.ics');
  expect(await screen.findByText('Calendar feed address copied')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Revoke' }));
  await user.click(within(screen.getByRole('dialog', { name: 'Revoke Calendar Feed' })).getByRole('button', { name: 'Revoke' }));
  expect(await screen.findByRole('button', { name: 'Create calendar feed' })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(calls.map((call) => call.key)).toEqual(['GET /user/get-calendar-feed', 'POST /user/create-calendar-feed', 'DELETE /user/revoke-calendar-feed']);
});
