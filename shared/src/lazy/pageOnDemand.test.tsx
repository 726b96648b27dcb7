import { Suspense, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { pageOnDemand, type PageOnDemand } from './pageOnDemand';
import { usePageLoading } from './pageLoading';

const Detail = ({ name }: { name: string }) => <h1>{name}</h1>;

/** Draws the page as a route would, inside a Suspense boundary of the frame's. */
const draw = (page: PageOnDemand<{ name: string }>, name: string) =>
  render(
    <Suspense fallback={<p>Loading</p>}>
      <page.Page name={name} />
    </Suspense>,
  );

it('downloads the page once, whether prefetched, drawn, or both', async () => {
  const load = jest.fn(async () => ({ Detail }));
  const page = pageOnDemand(load, (module) => module.Detail);
  page.prefetch();
  page.prefetch();
  draw(page, 'Arrays warm-up');
  expect(await screen.findByRole('heading', { name: 'Arrays warm-up' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it('tries again after a prefetch that failed, so a lost connection does not break the page for good', async () => {
  const load = jest.fn<Promise<{ Detail: typeof Detail }>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ Detail });
  const page = pageOnDemand(load, (module) => module.Detail);
  page.prefetch();
  await Promise.resolve();
  await Promise.resolve();
  draw(page, 'Graphs');
  expect(await screen.findByRole('heading', { name: 'Graphs' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

it("shows a page waiting for its code as a wait (the frame's progress bar), and a prefetch as none", async () => {
  let arrive: (module: { Detail: typeof Detail }) => void = () => undefined;
  const page = pageOnDemand(
    () => new Promise<{ Detail: typeof Detail }>((resolve) => (arrive = resolve)),
    (module) => module.Detail,
  );
  const Frame = ({ children }: { children?: ReactNode }) => (
    <>
      {usePageLoading() && <p>Loading the page</p>}
      <Suspense fallback={null}>{children}</Suspense>
    </>
  );
  const { rerender } = render(<Frame />);
  page.prefetch();
  await act(async () => undefined);
  expect(screen.queryByText('Loading the page')).not.toBeInTheDocument();
  rerender(
    <Frame>
      <page.Page name="Trees" />
    </Frame>,
  );
  expect(await screen.findByText('Loading the page')).toBeInTheDocument();
  await act(async () => arrive({ Detail }));
  expect(await screen.findByRole('heading', { name: 'Trees' })).toBeInTheDocument();
  expect(screen.queryByText('Loading the page')).not.toBeInTheDocument();
});

it('draws a page whose code is in at once, without suspending (as the render that hydrates a prerendered page must)', async () => {
  const page = pageOnDemand(
    async () => ({ Detail }),
    (module) => module.Detail,
  );
  await page.load();
  render(<page.Page name="Sorting" />);
  expect(screen.getByRole('heading', { name: 'Sorting' })).toBeInTheDocument();
});
