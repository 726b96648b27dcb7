import { afterLoad } from './whenIdle';

/** A document as afterLoad reads it: its loading state and its window. */
const pageIn = (readyState: DocumentReadyState) => ({ readyState, defaultView: window }) as unknown as Document;

describe('afterLoad', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits for the page to load, then runs in a task of its own, not inside the load event', () => {
    const run = jest.fn();
    afterLoad(run, pageIn('loading'));
    jest.runOnlyPendingTimers();
    expect(run).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('load'));
    expect(run).not.toHaveBeenCalled();
    jest.runOnlyPendingTimers();
    expect(run).toHaveBeenCalledTimes(1);

    // Once: a second load event does not run it again.
    window.dispatchEvent(new Event('load'));
    jest.runOnlyPendingTimers();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('on a page already loaded, runs in the next task, not while its caller still runs', () => {
    const run = jest.fn();
    afterLoad(run, pageIn('complete'));
    expect(run).not.toHaveBeenCalled();
    jest.runOnlyPendingTimers();
    expect(run).toHaveBeenCalledTimes(1);
  });
});
