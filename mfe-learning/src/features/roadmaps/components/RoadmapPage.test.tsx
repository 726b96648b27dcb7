import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { createQueryClient } from '@chapter/shared';
import { fakeApi, renderAt, signInAs, type FakeCall } from '@chapter/shared/testing';
import type { RoadmapNode } from '@chapter/shared/types';
import { fill } from '../../../test/fill';
import { aNode, aRoadmap } from '../../../test/fixtures';
import { roadmapKeys } from '../api/roadmaps';
import { RoadmapPage } from './RoadmapPage';

const GET = 'POST /core-member/get-roadmap';
const SAVE = 'PUT /core-member/save-roadmap';
const nodes = [
  aNode('a', ['b'], { title: 'Basics' }),
  aNode('b', [], { title: 'Sorting', level: 'Intermediate' }),
  aNode('c', [], { title: 'Graphs', level: 'Advanced' }),
];
const answer = { status: 200, body: { message: 'ok', data: aRoadmap({ nodes }) } };
const page = () => (
  <Routes>
    <Route path="/roadmaps/:id" element={<RoadmapPage />} />
    <Route path="/roadmaps" element={<p>Roadmap list</p>} />
  </Routes>
);
const canvas = () => screen.getByRole('application', { name: 'Roadmap canvas' });
const details = () => screen.getByRole('complementary', { name: 'Step details' });
// A plain click: React Flow's drag handler reads the mouse event's window, which user-event's pointer events leave empty.
const clickStep = (name: RegExp) => fireEvent.click(within(canvas()).getByRole('button', { name }));
const savedNodes = (calls: FakeCall[]) => (calls.find((call) => call.key === SAVE)?.data as { slug: string; nodes: RoadmapNode[] }) ?? null;

test('draws the steps, shows the first one, and selecting another shows its details', async () => {
  signInAs('MEMBER');
  const { calls } = fakeApi({ [GET]: answer });
  const user = userEvent.setup();
  renderAt('/roadmaps/competitive', page());
  expect(await screen.findByRole('heading', { level: 1, name: 'Competitive Programming' })).toBeInTheDocument();
  expect(calls[0].data).toEqual({ slug: 'competitive' });
  const steps = within(canvas()).getAllByRole('button');
  expect(steps.map((step) => step.textContent)).toEqual([
    expect.stringContaining('Basics'),
    expect.stringContaining('Sorting'),
    expect.stringContaining('Graphs'),
  ]);
  expect(within(details()).getByRole('heading', { name: 'Basics' })).toBeInTheDocument();
  expect(within(canvas()).getByRole('button', { name: /Basics/ })).toHaveAttribute('aria-pressed', 'true');

  clickStep(/Sorting/);
  expect(within(details()).getByRole('heading', { name: 'Sorting' })).toBeInTheDocument();
  expect(within(details()).getByText('Intermediate')).toBeInTheDocument();
  const resource = within(details()).getByRole('link', { name: 'Docs' });
  expect(resource).toHaveAttribute('target', '_blank');
  expect(resource).toHaveAttribute('rel', 'noopener noreferrer');

  // The keyboard reaches and picks steps too.
  act(() =>
    within(canvas())
      .getByRole('button', { name: /Graphs/ })
      .focus(),
  );
  await user.keyboard('{Enter}');
  expect(within(details()).getByRole('heading', { name: 'Graphs' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Hide Details' }));
  expect(screen.queryByRole('complementary', { name: 'Step details' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Show Details' }));
  expect(details()).toBeInTheDocument();
});

test('active links (those of the selected step) are highlighted and animated', async () => {
  signInAs('MEMBER');
  fakeApi({ [GET]: answer });
  renderAt('/roadmaps/competitive', page());
  await screen.findByRole('heading', { level: 1, name: 'Competitive Programming' });
  const edge = () => document.querySelector('[data-id="a->b"]');
  await waitFor(() => expect(edge()).toHaveClass('animated'));
  clickStep(/Graphs/);
  await waitFor(() => expect(edge()).not.toHaveClass('animated'));
});

test('zoom buttons step by ×1.25 within the limits', async () => {
  signInAs('MEMBER');
  fakeApi({ [GET]: answer });
  const user = userEvent.setup();
  renderAt('/roadmaps/competitive', page());
  await screen.findByRole('heading', { level: 1, name: 'Competitive Programming' });
  const level = screen.getByLabelText('Zoom level');
  const before = Number.parseInt(level.textContent ?? '', 10);
  await user.click(screen.getByRole('button', { name: 'Zoom in' }));
  await waitFor(() => expect(Number.parseInt(level.textContent ?? '', 10)).toBe(Math.round(before * 1.25)));
  await user.click(screen.getByRole('button', { name: 'Zoom out' }));
  await waitFor(() => expect(Number.parseInt(level.textContent ?? '', 10)).toBe(before));
});

test('a member cannot edit: Edit Mode and Delete are refused with their tooltips', async () => {
  signInAs('MEMBER');
  fakeApi({ [GET]: answer });
  const user = userEvent.setup();
  renderAt('/roadmaps/competitive', page());
  const editMode = await screen.findByRole('button', { name: 'Edit Mode' });
  expect(editMode).toHaveAttribute('aria-disabled', 'true');
  expect(editMode).toHaveAccessibleDescription('Only core team members can edit');
  expect(screen.getByRole('button', { name: 'Delete roadmap' })).toHaveAccessibleDescription('Only core team members can delete');
  await user.click(editMode);
  expect(screen.queryByRole('button', { name: 'Add Node' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Edit Node' })).not.toBeInTheDocument();
});

const savingFake = () =>
  fakeApi({
    [GET]: answer,
    [SAVE]: (call) => ({
      status: 200,
      body: { message: 'Roadmap saved successfully', data: aRoadmap({ nodes: (call.data as { nodes: RoadmapNode[] }).nodes }) },
    }),
  });

test('a core member adds a node: the form checks its fields, and Save sends the node whole', async () => {
  signInAs('COREMEMBER');
  const { calls } = savingFake();
  const user = userEvent.setup();
  renderAt('/roadmaps/competitive', page());
  await user.click(await screen.findByRole('button', { name: 'Edit Mode' }));
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

  await user.click(screen.getByRole('button', { name: 'Add Node' }));
  const form = screen.getByRole('dialog', { name: 'Add Node' });
  const id = within(form).getByLabelText(/^ID/);
  expect((id as HTMLInputElement).value).toMatch(/^node-\d+$/);
  expect(id).not.toHaveAttribute('readonly');
  expect(within(form).getByRole('button', { name: 'Remove resource 1' })).toBeDisabled();
  await user.click(within(form).getByRole('button', { name: 'Add Node' }));
  expect(await within(form).findByText('Title is required')).toBeInTheDocument();
  expect(within(form).getByText('Description is required')).toBeInTheDocument();

  await user.clear(id);
  await user.type(id, 'dp');
  await fill(user, within(form).getByLabelText(/^Title/), 'Dynamic Programming');
  await fill(user, within(form).getByLabelText(/^Description/), 'States and transitions');
  await user.selectOptions(within(form).getByLabelText(/^Level/), 'Expert');
  await user.type(within(form).getByLabelText(/Resource 1 name/), 'CSES');
  await fill(user, within(form).getByLabelText(/Resource 1 link/), 'https://cses.fi/problemset/');
  await user.click(within(form).getByRole('button', { name: 'Add Node' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  expect(within(details()).getByRole('heading', { name: 'Dynamic Programming' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Roadmap saved successfully')).toBeInTheDocument();
  const sent = savedNodes(calls);
  expect(sent.slug).toBe('competitive');
  expect(sent.nodes.map((node) => node.id)).toEqual(['a', 'b', 'c', 'dp']);
  expect(sent.nodes[3]).toMatchObject({
    title: 'Dynamic Programming',
    level: 'Expert',
    description: 'States and transitions',
    next: [],
    resources: [{ name: 'CSES', link: 'https://cses.fi/problemset/' }],
  });
  await waitFor(() => expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument());
  // The saved roadmap is the one the page (and a later visit) shows.
  expect(screen.getByText('4 steps')).toBeInTheDocument();
});

test('Connect Nodes links a source to a target with two clicks, and Save sends the link', async () => {
  signInAs('COREMEMBER');
  const { calls } = savingFake();
  const user = userEvent.setup();
  renderAt('/roadmaps/competitive', page());
  await user.click(await screen.findByRole('button', { name: 'Edit Mode' }));

  await user.click(screen.getByRole('button', { name: 'Connect Nodes' }));
  expect(screen.getByText('Choose the source node')).toBeInTheDocument();
  clickStep(/Sorting/);
  clickStep(/Graphs/);
  expect(screen.getByText('Connected Sorting to Graphs')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Cancel Connection' })).not.toBeInTheDocument();
  expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Roadmap saved successfully')).toBeInTheDocument();
  expect(savedNodes(calls).nodes.map((node) => [node.id, node.next])).toEqual([
    ['a', ['b']],
    ['b', ['c']],
    ['c', []],
  ]);
  await waitFor(() => expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument());
});

test('Cancel Connection leaves connect mode without linking', async () => {
  signInAs('COREMEMBER');
  fakeApi({ [GET]: answer });
  const user = userEvent.setup();
  renderAt('/roadmaps/competitive', page());
  await user.click(await screen.findByRole('button', { name: 'Edit Mode' }));
  await user.click(screen.getByRole('button', { name: 'Connect Nodes' }));
  clickStep(/Graphs/);
  await user.click(screen.getByRole('button', { name: 'Cancel Connection' }));
  clickStep(/Basics/);
  expect(screen.getByRole('button', { name: 'Connect Nodes' })).toBeInTheDocument();
  expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  expect(within(details()).getByRole('heading', { name: 'Basics' })).toBeInTheDocument();
});

test('editing keeps the id read-only; deleting asks, unlinks everywhere, and a failed save says why', async () => {
  signInAs('COREMEMBER');
  const { calls } = fakeApi({ [GET]: answer, [SAVE]: { status: 500, body: { message: 'Internal Server Error!' } } });
  const user = userEvent.setup();
  renderAt('/roadmaps/competitive', page());
  await user.click(await screen.findByRole('button', { name: 'Edit Mode' }));

  await user.click(within(details()).getByRole('button', { name: 'Edit Node' }));
  const form = screen.getByRole('dialog', { name: 'Edit Node' });
  expect(within(form).getByLabelText(/^ID/)).toHaveAttribute('readonly');
  expect(within(form).getByLabelText(/^Title/)).toHaveValue('Basics');
  await user.click(within(form).getByRole('button', { name: 'Cancel' }));

  clickStep(/Sorting/);
  await user.click(within(details()).getByRole('button', { name: 'Delete Node' }));
  await user.click(within(screen.getByRole('dialog', { name: 'Delete Node' })).getByRole('button', { name: 'Delete' }));
  expect(within(canvas()).queryByRole('button', { name: /Sorting/ })).not.toBeInTheDocument();
  expect(within(details()).getByRole('heading', { name: 'Basics' })).toBeInTheDocument();
  expect(within(details()).getByText('This is the last step.')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Internal Server Error!')).toBeInTheDocument();
  expect(savedNodes(calls).nodes.map((node) => [node.id, node.next])).toEqual([
    ['a', []],
    ['c', []],
  ]);
  expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
});

test('links are removed from the details panel', async () => {
  signInAs('COREMEMBER');
  fakeApi({ [GET]: answer });
  const user = userEvent.setup();
  renderAt('/roadmaps/competitive', page());
  await user.click(await screen.findByRole('button', { name: 'Edit Mode' }));
  await user.click(within(details()).getByRole('button', { name: 'Remove link from Basics to Sorting' }));
  expect(within(details()).getByText('This is the last step.')).toBeInTheDocument();
  await waitFor(() => expect(document.querySelector('[data-id="a->b"]')).toBeNull());
});

test('an unknown slug: Roadmap not found, and Go Back', async () => {
  signInAs('MEMBER');
  fakeApi({ [GET]: { status: 404, body: { message: 'Roadmap not found' } } });
  const user = userEvent.setup();
  renderAt('/roadmaps/nope', page());
  expect(await screen.findByText('Roadmap not found')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Go Back' }));
  expect(screen.getByText('Roadmap list')).toBeInTheDocument();
});

test('a core member deletes the roadmap after confirming, and lands on /roadmaps', async () => {
  signInAs('COREMEMBER');
  const { calls } = fakeApi({ [GET]: answer, 'DELETE /core-member/delete-roadmap': { status: 200, body: { message: 'Roadmap deleted successfully' } } });
  const user = userEvent.setup();
  renderAt('/roadmaps/competitive', page());
  await user.click(await screen.findByRole('button', { name: 'Delete roadmap' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete Roadmap' });
  expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this roadmap? This action cannot be undone.');
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Roadmap list')).toBeInTheDocument();
  expect(calls.find((call) => call.key === 'DELETE /core-member/delete-roadmap')?.data).toEqual({ slug: 'competitive' });
});

test('a newer answer (after the copy kept on the device, or another save) replaces the steps shown', async () => {
  signInAs('MEMBER');
  fakeApi({ [GET]: { status: 200, body: { message: 'ok', data: aRoadmap({ nodes: [] }) } } });
  const client = createQueryClient({ retry: false });
  renderAt('/roadmaps/competitive', page(), { client });
  expect(await screen.findByText('This roadmap has no steps yet.')).toBeInTheDocument();

  act(() => client.setQueryData(roadmapKeys.detail('competitive'), answer.body));
  expect(await within(canvas()).findByRole('button', { name: /Basics/ })).toBeInTheDocument();
  expect(within(canvas()).getAllByRole('button')).toHaveLength(3);
});
