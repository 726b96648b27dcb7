import { Component, Suspense, type ComponentType, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { onDemand } from './onDemand';
import { pageOnDemand } from './pageOnDemand';
import { retryFailedDownloads } from './retry';

const Detail = ({ name }: { name: string }) => <h1>{name}</h1>;

/** The area's boundary: shows a failure in place of its children. */
class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <p>Could not load</p> : this.props.children;
  }
}

const drawIn = (Part: ComponentType<{ name: string }>) =>
  render(
    <Boundary>
      <Suspense fallback={<p>Loading</p>}>
        <Part name="Graphs" />
      </Suspense>
    </Boundary>,
  );

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe.each([
  ['a page (pageOnDemand)', (load: () => Promise<{ Detail: typeof Detail }>) => pageOnDemand(load, (module) => module.Detail).Page],
  ['a part (onDemand)', (load: () => Promise<{ Detail: typeof Detail }>) => onDemand(load, (module: { Detail: typeof Detail }) => module.Detail)],
])('%s whose download failed', (_, make) => {
  test('stays failed, without downloading again, until a Retry; then downloads again and is drawn', async () => {
    const load = jest.fn<Promise<{ Detail: typeof Detail }>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ Detail });
    const Part = make(load);
    const first = drawIn(Part);
    expect(await screen.findByText('Could not load')).toBeInTheDocument();
    first.unmount();

    // Drawn again without a Retry (React keeps a lazy component's failure): no new download, no loop.
    const second = drawIn(Part);
    expect(await screen.findByText('Could not load')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    second.unmount();

    retryFailedDownloads();
    drawIn(Part);
    expect(await screen.findByRole('heading', { name: 'Graphs' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
