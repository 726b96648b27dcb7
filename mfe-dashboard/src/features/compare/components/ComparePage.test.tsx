import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderAt, signInAs } from '@chapter/shared/testing';
import { aProfile, aUserRef, ok } from '../../../test/fixtures';
import { ComparePage } from './ComparePage';

const users = [
  aUserRef({ _id: 'u1', name: 'Asha K. Rao', role: 'MEMBER' }),
  aUserRef({ _id: 'u2', name: 'Ravi Teja', role: 'MEMBER' }),
  aUserRef({ _id: 'u3', name: 'Cora Core', role: 'COREMEMBER' }),
];
const profiles: Record<string, ReturnType<typeof aProfile>> = {
  u1: aProfile({
    _id: 'u1',
    name: 'Asha K. Rao',
    role: 'MEMBER',
    points: 42,
    badges: [
      { id: 'b1', type: 'gold', name: 'First place', date: '2026-10-31', description: 'Top of October.' },
      { id: 'b2', type: 'silver', name: 'Second place', date: '2026-09-30', description: 'Second in September.' },
      { id: 'b3', type: 'bronze', name: 'Third place', date: '2026-08-31', description: 'Third in August.' },
      { id: 'b4', type: 'dailyActiveStreak', name: 'Streak', date: '2026-07-31', description: 'Every day.' },
    ],
  }),
  u2: aProfile({ _id: 'u2', name: 'Ravi Teja', role: 'MEMBER', points: 17, isOwnProfile: false }),
  u3: aProfile({ _id: 'u3', name: 'Cora Core', role: 'COREMEMBER', points: 90, isOwnProfile: false }),
};

function serve() {
  return fakeApi({
    'GET /user/get-all-users-with-id-and-name': ok({ data: users, userId: 'u1', role: 'MEMBER' }),
    'POST /user/get-profile-data': (call) => ok({ data: profiles[(call.data as { userId: string }).userId] }),
  });
}

const side = (name: string) => within(screen.getByRole('region', { name }));

test('a member compares themselves: the first side is fixed to them, the second is any member', async () => {
  signInAs('MEMBER', 'u1');
  const { calls } = serve();
  const user = userEvent.setup();
  renderAt('/profile/compare', <ComparePage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Profile Comparison' })).toBeInTheDocument();
  const first = await screen.findByRole('button', { name: /^Select First Profile/ });
  expect(first).toBeDisabled();
  expect(await screen.findByRole('heading', { level: 2, name: 'Asha K. Rao' })).toBeInTheDocument();
  expect(screen.getByText('Choose a member to compare.')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: /^Select Second Profile/ }));
  const list = within(screen.getByRole('listbox', { name: 'Select Second Profile' }));
  expect(list.getAllByRole('option')).toHaveLength(3);
  await user.keyboard('{ArrowDown}{Enter}');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 2, name: 'Ravi Teja' })).toBeInTheDocument();
  expect(calls.filter((call) => call.key === 'POST /user/get-profile-data').map((call) => call.data)).toEqual([{ userId: 'u1' }, { userId: 'u2' }]);

  const mine = side('Asha K. Rao');
  const valueOf = (label: string) => within(mine.getByLabelText("Asha K. Rao's performance")).getByText(label).nextElementSibling?.textContent;
  expect(valueOf('Points')).toBe('42');
  const achievements = within(mine.getByRole('region', { name: 'Achievements' }));
  expect(achievements.getByText('First place')).toBeInTheDocument();
  expect(achievements.queryByText('Streak')).not.toBeInTheDocument();
  expect(achievements.getByRole('button', { name: 'View all' })).toBeInTheDocument();
  expect(mine.getByRole('region', { name: /Monthly Activity/ })).toBeInTheDocument();
  expect(mine.getByRole('region', { name: 'Platform Activity' })).toBeInTheDocument();
  expect(within(side('Ravi Teja').getByLabelText("Ravi Teja's performance")).getByText('Points').nextElementSibling).toHaveTextContent('17');
});

test('a core member picks both sides', async () => {
  signInAs('COREMEMBER', 'u3');
  serve();
  const user = userEvent.setup();
  renderAt('/profile/compare', <ComparePage />);
  const first = await screen.findByRole('button', { name: /^Select First Profile/ });
  expect(first).toBeEnabled();
  expect(screen.getAllByText('Choose a member to compare.')).toHaveLength(2);
  await user.click(first);
  // jsdom lays nothing out, so it hears a space before the comma that a browser does not ('Ravi Teja, Member').
  await user.click(screen.getByRole('option', { name: /^Ravi Teja ?, Member$/ }));
  await user.click(screen.getByRole('button', { name: /^Select Second Profile/ }));
  await user.click(screen.getByRole('option', { name: /^Cora Core ?, Core member$/ }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Ravi Teja' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 2, name: 'Cora Core' })).toBeInTheDocument();
});

test('each side spins while its profile loads', async () => {
  signInAs('MEMBER', 'u1');
  serve();
  renderAt('/profile/compare', <ComparePage />);
  expect(screen.getByRole('status', { name: 'Loading members' })).toBeInTheDocument();
  await screen.findByRole('button', { name: /^Select First Profile/ });
  expect(screen.getByRole('status', { name: 'Loading the first profile' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 2, name: 'Asha K. Rao' })).toBeInTheDocument();
});
