import { loadApp, prefetchApp, prefetchAppWhenIdle } from './loadApp';

const FILES = ['/main.aaaa1111.js', '/runtime.bbbb2222.js'];

const scripts = () => Array.from(document.head.querySelectorAll('script'));
const prefetches = () => Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'), (link) => link.getAttribute('href'));

afterEach(() => {
  document.head.innerHTML = '';
  jest.useRealTimers();
});

describe('loadApp', () => {
  it('adds nothing until the app starts, then the entry files in the order the page names them, to run in that order', () => {
    const start = loadApp(FILES);
    expect(scripts()).toHaveLength(0);

    start();

    expect(scripts().map((script) => script.getAttribute('src'))).toEqual(FILES);
    expect(scripts().every((script) => !script.async)).toBe(true);
  });

  it('loads the entry once however many things start the app', () => {
    const start = loadApp(FILES);
    start();
    start();
    expect(scripts()).toHaveLength(2);
  });
});

describe('prefetchApp', () => {
  it('asks for each entry file as a prefetch, which fetches without running', () => {
    prefetchApp(FILES);
    expect(prefetches()).toEqual(FILES);
    expect(scripts()).toHaveLength(0);
  });

  it('asks for nothing the started app has loaded already', () => {
    loadApp(FILES)();
    prefetchApp(FILES);
    expect(prefetches()).toEqual([]);
  });

  it('waits for the page to have loaded and the browser to be idle', () => {
    jest.useFakeTimers();
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    prefetchAppWhenIdle(FILES);
    jest.runAllTimers();
    expect(prefetches()).toEqual([]);

    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    expect(prefetches()).toEqual([]); // the load is not yet idle time
    jest.runAllTimers();
    expect(prefetches()).toEqual(FILES);
    readyState.mockRestore();
  });
});
