import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { fakeApi, renderAt, signInAs, type FakeCall } from '@chapter/shared/testing';
import { aPracticeSet, aQuestion } from '../../../test/fixtures';
import { PracticeSetPage } from './PracticeSetPage';
import { movedIds } from './SortableRows';

const FETCH = 'POST /core-member/fetch-all-questions';
const REORDER = 'PUT /core-member/reorder-questions';
const questions = [
  aQuestion({ _id: 'q1', questionTitle: 'Two Sum' }),
  aQuestion({ _id: 'q2', questionTitle: 'Watermelon', platform: 'Codeforces' }),
  aQuestion({ _id: 'q3', questionTitle: 'Odd one' }),
];
const answer = { status: 200, body: { message: 'ok', resourceInfo: aPracticeSet({ totalQuestions: 3 }), questions } };
const page = () => (
  <Routes>
    <Route path="/practice/:id" element={<PracticeSetPage />} />
  </Routes>
);
// dnd-kit's keyboard sensor starts listening for the next keys a moment after the pick-up (a timer), as in a browser.
const press = async (target: Element | Document, init: { code: string; key: string }) => {
  await act(async () => {
    fireEvent.keyDown(target, init);
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
};
const titles = () =>
  within(screen.getByRole('table'))
    .getAllByRole('link')
    .map((link) => link.textContent);

// jsdom lays nothing out: each row gets a 50 px high box by its place, as a browser would give it.
const realRect = Element.prototype.getBoundingClientRect;
beforeEach(() => {
  Element.prototype.getBoundingClientRect = function rect(this: Element) {
    const row = this.closest('tr[data-index]');
    const index = row ? Number(row.getAttribute('data-index')) : 0;
    const top = index * 50;
    return { x: 0, y: top, top, left: 0, right: 600, bottom: top + 50, width: 600, height: 50, toJSON: () => ({}) } as DOMRect;
  };
});
afterEach(() => {
  Element.prototype.getBoundingClientRect = realRect;
});

// jsdom has no PointerEvent: a mouse event carrying the pointer fields stands in for it.
class FakePointerEvent extends MouseEvent {
  isPrimary = true;
  pointerId = 1;
}
const hadPointerEvent = 'PointerEvent' in window;
beforeAll(() => {
  if (!hadPointerEvent) Object.assign(window, { PointerEvent: FakePointerEvent });
});
afterAll(() => {
  if (!hadPointerEvent) Reflect.deleteProperty(window, 'PointerEvent');
});

test('movedIds moves one id to where another is', () => {
  expect(movedIds(['a', 'b', 'c'], 'a', 'c')).toEqual(['b', 'c', 'a']);
  expect(movedIds(['a', 'b', 'c'], 'c', 'a')).toEqual(['c', 'a', 'b']);
  expect(movedIds(['a', 'b', 'c'], 'b', 'b')).toBeNull();
  expect(movedIds(['a', 'b', 'c'], 'b', undefined)).toBeNull();
});

test('an editor moves a problem by keyboard: Space, arrow down, Space stores the new order', async () => {
  signInAs('COREMEMBER');
  let order = questions;
  const { calls } = fakeApi({
    [FETCH]: () => ({ status: 200, body: { ...answer.body, questions: order } }),
    [REORDER]: (call: FakeCall) => {
      const { questionIds } = call.data as { questionIds: string[] };
      order = questionIds.map((id) => questions.find((question) => question._id === id)!);
      return { status: 200, body: { message: 'Order saved' } };
    },
  });
  renderAt('/practice/set1', page());
  await screen.findByRole('table');
  const handle = await screen.findByRole('button', { name: 'Move Two Sum' });
  handle.focus();
  await press(handle, { code: 'Space', key: ' ' });
  await press(document, { code: 'ArrowDown', key: 'ArrowDown' });
  expect(screen.getByText('Two Sum is now at position 2 of 3.')).toBeInTheDocument();
  await press(document, { code: 'Space', key: ' ' });
  expect(screen.getByText('Two Sum dropped at position 2 of 3.')).toBeInTheDocument();
  await waitFor(() => expect(calls.filter((call) => call.key === REORDER)).toHaveLength(1));
  expect(calls.find((call) => call.key === REORDER)?.data).toEqual({ resourceId: 'set1', questionIds: ['q2', 'q1', 'q3'] });
  await waitFor(() => expect(titles()).toEqual(['Watermelon', 'Two Sum', 'Odd one']));
});

test('an editor moves a problem with the mouse (pointer): drag the handle down past the next row', async () => {
  signInAs('COREMEMBER');
  const { calls } = fakeApi({ [FETCH]: answer, [REORDER]: { status: 200, body: { message: 'Order saved' } } });
  renderAt('/practice/set1', page());
  await screen.findByRole('table');
  const handle = await screen.findByRole('button', { name: 'Move Two Sum' });
  const pointer = { isPrimary: true, button: 0, pointerId: 1 };
  await act(async () => {
    fireEvent.pointerDown(handle, { ...pointer, clientX: 10, clientY: 25 });
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  for (const clientY of [35, 60, 80]) {
    await act(async () => {
      fireEvent.pointerMove(document, { ...pointer, clientX: 10, clientY });
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
  }
  await act(async () => {
    fireEvent.pointerUp(document, { ...pointer, clientX: 10, clientY: 80 });
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  await waitFor(() => expect(calls.find((call) => call.key === REORDER)?.data).toEqual({ resourceId: 'set1', questionIds: ['q2', 'q1', 'q3'] }));
});

test('Escape cancels a keyboard move', async () => {
  signInAs('COREMEMBER');
  const { calls } = fakeApi({ [FETCH]: answer });
  renderAt('/practice/set1', page());
  await screen.findByRole('table');
  const handle = await screen.findByRole('button', { name: 'Move Two Sum' });
  handle.focus();
  await press(handle, { code: 'Space', key: ' ' });
  await press(document, { code: 'ArrowDown', key: 'ArrowDown' });
  await press(document, { code: 'Escape', key: 'Escape' });
  expect(calls.filter((call) => call.key === REORDER)).toHaveLength(0);
  expect(titles()).toEqual(['Two Sum', 'Watermelon', 'Odd one']);
});

test('a refused order puts the old one back and says why', async () => {
  signInAs('COREMEMBER');
  fakeApi({ [FETCH]: answer, [REORDER]: { status: 400, body: { message: 'The list must hold every problem of the set once.' } } });
  renderAt('/practice/set1', page());
  await screen.findByRole('table');
  const handle = screen.getByRole('button', { name: 'Move Odd one' });
  handle.focus();
  await press(handle, { code: 'Space', key: ' ' });
  await press(document, { code: 'ArrowUp', key: 'ArrowUp' });
  await press(document, { code: 'Space', key: ' ' });
  expect(await screen.findByText('The order was not saved: The list must hold every problem of the set once.')).toBeInTheDocument();
  expect(titles()).toEqual(['Two Sum', 'Watermelon', 'Odd one']);
});

test('reordering is off while a filter is on, and a member gets no handles', async () => {
  signInAs('COREMEMBER');
  fakeApi({ [FETCH]: answer });
  const user = userEvent.setup();
  const { unmount } = renderAt('/practice/set1', page());
  await screen.findByRole('table');
  expect(screen.getAllByRole('button', { name: /^Move / })).toHaveLength(3);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Platform' }), 'Codeforces');
  expect(await screen.findByText('Clear the filters to reorder.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Move / })).not.toBeInTheDocument();
  unmount();

  signInAs('MEMBER');
  fakeApi({ [FETCH]: answer });
  renderAt('/practice/set1', page());
  await screen.findByRole('table');
  expect(screen.queryByRole('button', { name: /^Move / })).not.toBeInTheDocument();
});
