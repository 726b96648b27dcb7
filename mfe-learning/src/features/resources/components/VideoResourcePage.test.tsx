import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { fakeApi, renderAt, signInAs } from '@chapter/shared/testing';
import { fill } from '../../../test/fill';
import { aVideo, aVideoResource } from '../../../test/fixtures';
import { VideoResourcePage } from './VideoResourcePage';

const FETCH = 'POST /core-member/fetch-all-video';
const answer = { status: 200, body: { message: 'ok', resourceInfo: aVideoResource(), videos: [aVideo()] } };
const page = () => (
  <Routes>
    <Route path="/resources/:id" element={<VideoResourcePage />} />
    <Route path="/resources" element={<p>Resource list</p>} />
  </Routes>
);

test('embeds each video lazily with its title, description and link', async () => {
  signInAs('MEMBER');
  const { calls } = fakeApi({ [FETCH]: answer });
  renderAt('/resources/vr1', page());
  expect(await screen.findByRole('heading', { level: 1, name: 'Dynamic programming' })).toBeInTheDocument();
  expect(screen.getByText('1 video')).toBeInTheDocument();
  const frame = screen.getByTitle('Knapsack');
  expect(frame.tagName).toBe('IFRAME');
  expect(frame).toHaveAttribute('src', 'https://www.youtube.com/embed/abc123');
  expect(frame).toHaveAttribute('loading', 'lazy');
  expect(screen.getByText('The 0/1 knapsack.')).toBeInTheDocument();
  const watch = screen.getByRole('link', { name: 'Watch on YouTube' });
  expect(watch).toHaveAttribute('href', 'https://www.youtube.com/watch?v=abc123');
  expect(watch).toHaveAttribute('rel', 'noopener noreferrer');
  expect(calls[0].data).toEqual({ videoResourceId: 'vr1' });
});

test('a member sees add, edit and delete refused with their tooltips', async () => {
  signInAs('MEMBER');
  fakeApi({ [FETCH]: answer });
  renderAt('/resources/vr1', page());
  await screen.findByTitle('Knapsack');
  const expected: Array<[string, string]> = [
    ['Add Video', 'Only core team members can add videos'],
    ['Edit resource', 'Only core team members can edit'],
    ['Delete resource', 'Only core team members can delete'],
    ['Delete Knapsack', 'Only core team members can delete'],
  ];
  for (const [name, tip] of expected) {
    const button = screen.getByRole('button', { name });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription(tip);
  }
});

test('Add Video converts a youtu.be link to the embed form', async () => {
  signInAs('COREMEMBER');
  const { calls } = fakeApi({ [FETCH]: answer, 'POST /core-member/add-video': { status: 200, body: { message: 'Video added successfully', data: aVideo() } } });
  const user = userEvent.setup();
  renderAt('/resources/vr1', page());
  await screen.findByTitle('Knapsack');
  await user.click(screen.getByRole('button', { name: 'Add Video' }));
  const dialog = screen.getByRole('dialog', { name: 'Add Video' });
  await fill(user, within(dialog).getByLabelText(/Title/), 'LIS');
  await fill(user, within(dialog).getByLabelText(/Description/), 'Longest increasing subsequence');
  await fill(user, within(dialog).getByLabelText(/YouTube link/), 'https://youtu.be/dQw4w9WgXcQ?t=42');
  await user.click(within(dialog).getByRole('button', { name: 'Add Video' }));
  expect(await screen.findByText('Video added successfully')).toBeInTheDocument();
  expect(calls.find((call) => call.key === 'POST /core-member/add-video')?.data).toEqual({
    videoResourceId: 'vr1',
    title: 'LIS',
    description: 'Longest increasing subsequence',
    link: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
  });
  await waitFor(() => expect(calls.filter((call) => call.key === FETCH)).toHaveLength(2));
});

test('Add Video refuses a link that is not YouTube before sending anything', async () => {
  signInAs('COREMEMBER');
  const { calls } = fakeApi({ [FETCH]: answer });
  const user = userEvent.setup();
  renderAt('/resources/vr1', page());
  await screen.findByTitle('Knapsack');
  await user.click(screen.getByRole('button', { name: 'Add Video' }));
  const dialog = screen.getByRole('dialog', { name: 'Add Video' });
  await fill(user, within(dialog).getByLabelText(/Title/), 'LIS');
  await fill(user, within(dialog).getByLabelText(/Description/), 'Longest increasing subsequence');
  await fill(user, within(dialog).getByLabelText(/YouTube link/), 'https://vimeo.com/12345');
  await user.click(within(dialog).getByRole('button', { name: 'Add Video' }));
  expect(await within(dialog).findByText('Invalid YouTube URL')).toBeInTheDocument();
  expect(calls.some((call) => call.key === 'POST /core-member/add-video')).toBe(false);
});

test('deleting a video asks first (Delete Video), then removes it', async () => {
  signInAs('COREMEMBER');
  let videos = [aVideo()];
  const { calls } = fakeApi({
    [FETCH]: () => ({ status: 200, body: { ...answer.body, videos } }),
    'DELETE /core-member/delete-video': () => {
      videos = [];
      return { status: 200, body: { message: 'Video deleted successfully' } };
    },
  });
  const user = userEvent.setup();
  renderAt('/resources/vr1', page());
  await user.click(await screen.findByRole('button', { name: 'Delete Knapsack' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete Video' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Video deleted successfully')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByTitle('Knapsack')).not.toBeInTheDocument());
  expect(calls.find((call) => call.key === 'DELETE /core-member/delete-video')?.data).toEqual({ videoResourceId: 'vr1', videoId: 'v1' });
});

test('deleting the resource asks (Delete Resource) and goes to /resources', async () => {
  signInAs('COREMEMBER');
  const { calls } = fakeApi({
    [FETCH]: answer,
    'DELETE /core-member/delete-video-resource': { status: 200, body: { message: 'Resource deleted successfully' } },
  });
  const user = userEvent.setup();
  renderAt('/resources/vr1', page());
  await user.click(await screen.findByRole('button', { name: 'Delete resource' }));
  await user.click(within(screen.getByRole('dialog', { name: 'Delete Resource' })).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Resource list')).toBeInTheDocument();
  expect(calls.find((call) => call.key === 'DELETE /core-member/delete-video-resource')?.data).toEqual({ videoResourceId: 'vr1' });
});

test('a failed delete keeps the page and shows the server message', async () => {
  signInAs('COREMEMBER');
  fakeApi({ [FETCH]: answer, 'DELETE /core-member/delete-video-resource': { status: 500, body: { message: 'Internal Server Error!' } } });
  const user = userEvent.setup();
  renderAt('/resources/vr1', page());
  await user.click(await screen.findByRole('button', { name: 'Delete resource' }));
  await user.click(within(screen.getByRole('dialog', { name: 'Delete Resource' })).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Internal Server Error!')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByTestId('location')).toHaveTextContent('/resources/vr1');
});

test('an unknown id: Resource not found', async () => {
  signInAs('MEMBER');
  fakeApi({ [FETCH]: { status: 404, body: { message: 'Resource not found' } } });
  renderAt('/resources/nope', page());
  expect(await screen.findByText('Resource not found')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
});
