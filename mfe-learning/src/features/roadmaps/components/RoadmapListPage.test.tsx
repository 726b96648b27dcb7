import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderAt, signInAs } from '@chapter/shared/testing';
import { fill } from '../../../test/fill';
import { aRoadmap, aRoadmapSummary, pageOf } from '../../../test/fixtures';
import { gradientFor } from '../graph/gradient';
import { RoadmapListPage } from './RoadmapListPage';

const LIST = 'POST /core-member/fetch-all-roadmaps';

test('cards link to the roadmap, show two tags then +N, and wear the gradient their slug picks', async () => {
  signInAs('MEMBER');
  const { calls } = fakeApi({
    [LIST]: { status: 200, body: pageOf([aRoadmapSummary(), aRoadmapSummary({ _id: 'r2', slug: 'frontend', title: 'Frontend', tags: ['web'] })]) },
  });
  renderAt('/roadmaps', <RoadmapListPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'The Best Minds Learn from the Best Resources.' })).toBeInTheDocument();
  const card = await screen.findByRole('link', { name: /Competitive Programming/ });
  expect(card).toHaveAttribute('href', '/roadmaps/competitive');
  expect(
    within(within(card).getByRole('list', { name: 'Tags' }))
      .getAllByRole('listitem')
      .map((chip) => chip.textContent),
  ).toEqual(['dsa', 'contests', '+1']);
  expect(within(card).getByText('9 steps')).toBeInTheDocument();
  expect(
    within(screen.getByRole('link', { name: /Frontend/ }))
      .getAllByRole('listitem')
      .map((chip) => chip.textContent),
  ).toEqual(['web']);

  const bands = screen.getAllByTestId('roadmap-gradient').map((band) => getComputedStyle(band).backgroundImage);
  expect(bands).toEqual([gradientFor('competitive'), gradientFor('frontend')]);
  expect(calls[0].data).toEqual({ page: 1, search: '', limit: 6 });
});

test('a member sees Create Roadmap refused with its tooltip; an empty list says so', async () => {
  signInAs('MEMBER');
  fakeApi({ [LIST]: { status: 200, body: pageOf([]) } });
  renderAt('/roadmaps', <RoadmapListPage />);
  expect(await screen.findByText('No roadmaps found')).toBeInTheDocument();
  const create = screen.getByRole('button', { name: 'Create Roadmap' });
  expect(create).toHaveAttribute('aria-disabled', 'true');
  expect(create).toHaveAccessibleDescription('Only core team members can create roadmaps');
});

test('Create Roadmap requires title and description, splits the tags and opens the new roadmap', async () => {
  signInAs('COREMEMBER');
  const { calls } = fakeApi({
    [LIST]: { status: 200, body: pageOf([]) },
    'POST /core-member/create-roadmap': { status: 200, body: { message: 'Roadmap created successfully', data: aRoadmap({ slug: 'graphs', nodes: [] }) } },
  });
  const user = userEvent.setup();
  renderAt('/roadmaps', <RoadmapListPage />);
  await screen.findByText('No roadmaps found');
  await user.click(screen.getByRole('button', { name: 'Create Roadmap' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create New Roadmap' });
  await user.click(within(dialog).getByRole('button', { name: 'Create Roadmap' }));
  expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
  expect(within(dialog).getByText('Description is required')).toBeInTheDocument();

  await user.type(within(dialog).getByLabelText(/Title/), 'Graphs');
  await fill(user, within(dialog).getByLabelText(/Description/), 'From BFS to flows');
  await fill(user, within(dialog).getByLabelText(/Tags/), ' bfs, ,dfs ,  flows,');
  await user.click(within(dialog).getByRole('button', { name: 'Create Roadmap' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/roadmaps/graphs'));
  expect(calls.find((call) => call.key === 'POST /core-member/create-roadmap')?.data).toEqual({
    title: 'Graphs',
    description: 'From BFS to flows',
    tags: ['bfs', 'dfs', 'flows'],
  });
});
