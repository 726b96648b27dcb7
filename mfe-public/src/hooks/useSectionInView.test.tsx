import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SectionDotNav } from '../components/SectionDotNav';
import { useSectionInView } from './useSectionInView';

type Callback = (entries: Array<Partial<IntersectionObserverEntry>>) => void;
let observerCallback: Callback = () => undefined;
const observed: Element[] = [];

beforeAll(() => {
  (globalThis as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
    constructor(callback: Callback) {
      observerCallback = callback;
    }
    observe(element: Element) {
      observed.push(element);
    }
    disconnect() {
      observed.length = 0;
    }
  };
});
afterAll(() => {
  delete (globalThis as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
});

const SECTIONS = [
  { id: 'one', label: 'One' },
  { id: 'two', label: 'Two' },
];

function Page() {
  const { activeId, goTo } = useSectionInView(SECTIONS.map((s) => s.id));
  return (
    <>
      <SectionDotNav label="Page sections" sections={SECTIONS} activeId={activeId} onSelect={goTo} />
      {SECTIONS.map((s) => (
        <section key={s.id} id={s.id} tabIndex={-1} aria-label={s.label} />
      ))}
    </>
  );
}

test('the section most in view is marked current', () => {
  render(<Page />);
  expect(observed.map((element) => element.id)).toEqual(['one', 'two']);
  expect(screen.getByRole('button', { name: 'One' })).toHaveAttribute('aria-current', 'true');
  const [one, two] = observed;
  act(() =>
    observerCallback([
      { target: one, isIntersecting: true, intersectionRatio: 0.2 },
      { target: two, isIntersecting: true, intersectionRatio: 0.7 },
    ]),
  );
  expect(screen.getByRole('button', { name: 'Two' })).toHaveAttribute('aria-current', 'true');
  expect(screen.getByRole('button', { name: 'One' })).not.toHaveAttribute('aria-current');
});

test('a dot scrolls smoothly to its section and moves focus there', async () => {
  const scrolled: Array<{ id: string; options: unknown }> = [];
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element, options?: unknown) {
    scrolled.push({ id: this.id, options });
  };
  render(<Page />);
  await userEvent.click(screen.getByRole('button', { name: 'Two' }));
  expect(scrolled).toEqual([{ id: 'two', options: { behavior: 'smooth', block: 'start' } }]);
  expect(screen.getByRole('region', { name: 'Two' })).toHaveFocus();
  expect(screen.getByRole('button', { name: 'Two' })).toHaveAttribute('aria-current', 'true');
});
