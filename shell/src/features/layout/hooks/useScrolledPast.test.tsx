import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { prerendered } from '@chapter/shared/testing';
import { useScrolledPast } from './useScrolledPast';

function ScrolledMark() {
  return <div>{useScrolledPast(300) ? <button type="button">Scroll to top</button> : null}</div>;
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

// A prerendered page is drawn at the top; the visitor may have scrolled before its script arrives.
test('a page scrolled before it hydrates hydrates as drawn, then shows what the scroll calls for', async () => {
  const page = prerendered(<ScrolledMark />);
  Object.defineProperty(window, 'scrollY', { value: 1000, configurable: true });
  await page.hydrate();
  expect(page.mismatches).toEqual([]);
  expect(page.container.querySelector('button')).toHaveTextContent('Scroll to top');
  page.unmount();
});

test('it follows the scroll both ways', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  let root: Root | undefined;
  await act(async () => {
    root = createRoot(container);
    root.render(<ScrolledMark />);
  });
  expect(container.querySelector('button')).toBeNull();
  await act(async () => {
    Object.defineProperty(window, 'scrollY', { value: 400, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
  expect(container.querySelector('button')).not.toBeNull();
  await act(async () => {
    Object.defineProperty(window, 'scrollY', { value: 10, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
  expect(container.querySelector('button')).toBeNull();
  act(() => root?.unmount());
  container.remove();
});
