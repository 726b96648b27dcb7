import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ProfilePicturePicker } from './ProfilePicturePicker';

// /auth/register is prerendered: a visitor may pick a picture before the page's script has arrived.
test('a picture chosen before hydration is taken once the page hydrates', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<ProfilePicturePicker value={null} onChange={() => undefined} />);
  document.body.append(container);
  const file = new File(['png-bytes'], 'early.png', { type: 'image/png' });
  Object.defineProperty(container.querySelector('input[type="file"]')!, 'files', { value: [file] });

  const chosen: Array<File | null> = [];
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, <ProfilePicturePicker value={null} onChange={(picked) => chosen.push(picked)} />);
  });
  expect(chosen).toEqual([file]);
  act(() => root?.unmount());
  container.remove();
});

test('with nothing chosen before hydration, nothing is taken', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<ProfilePicturePicker value={null} onChange={() => undefined} />);
  document.body.append(container);
  const chosen: Array<File | null> = [];
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, <ProfilePicturePicker value={null} onChange={(picked) => chosen.push(picked)} />);
  });
  expect(chosen).toEqual([]);
  act(() => root?.unmount());
  container.remove();
});
