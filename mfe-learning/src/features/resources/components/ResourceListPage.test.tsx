import { screen, within } from '@testing-library/react';
import { fakeApi, renderAt, signInAs } from '@chapter/shared/testing';
import { aVideoResource, pageOf } from '../../../test/fixtures';
import { ResourceListPage } from './ResourceListPage';

const LIST = 'POST /core-member/fetch-all-video-resource';

test('lists video resources with their video counts and dates', async () => {
  signInAs('MEMBER');
  const { calls } = fakeApi({
    [LIST]: { status: 200, body: pageOf([aVideoResource({ totalVideos: 4 }), aVideoResource({ _id: 'vr2', title: 'Graphs', totalVideos: 1 })]) },
  });
  renderAt('/resources', <ResourceListPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'The Best Minds Learn from the Best Resources.' })).toBeInTheDocument();
  expect(screen.getByPlaceholderText('Search resources...')).toBeInTheDocument();
  const card = await screen.findByRole('link', { name: /Dynamic programming/ });
  expect(card).toHaveAttribute('href', '/resources/vr1');
  expect(within(card).getByText('4 videos')).toBeInTheDocument();
  expect(within(card).getByText('Last updated 5 Mar 2025')).toBeInTheDocument();
  expect(within(screen.getByRole('link', { name: /Graphs/ })).getByText('1 video')).toBeInTheDocument();
  expect(calls[0].data).toEqual({ page: 1, search: '', limit: 10 });
});

test('empty, and Create Resource refused for a member with its tooltip', async () => {
  signInAs('MEMBER');
  fakeApi({ [LIST]: { status: 200, body: pageOf([]) } });
  renderAt('/resources', <ResourceListPage />);
  expect(await screen.findByText('No resources found')).toBeInTheDocument();
  const create = screen.getByRole('button', { name: 'Create Resource' });
  expect(create).toHaveAttribute('aria-disabled', 'true');
  expect(create).toHaveAccessibleDescription('Only core team members can create resources');
});
