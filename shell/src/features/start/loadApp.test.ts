import { APP_PRELOADS_ID } from '@chapter/shared/constants';
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

  it("puts the preloads a drawn page keeps for the app's start in the page as it starts, and not before", () => {
    const kept = [
      '<link rel="preload" href="/262.aa11.js" as="script">',
      '<link rel="preload" href="/remotes/mfe-dashboard/v1/mf-manifest.json" as="fetch" crossorigin="anonymous">',
    ];
    document.head.innerHTML = `<template id="${APP_PRELOADS_ID}">${kept.join('')}</template>`;
    const preloads = () => Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]'), (link) => link.getAttribute('href'));
    const start = loadApp(FILES);
    expect(preloads()).toEqual([]); // inert in the template until then
    start();
    start();
    expect(preloads()).toEqual(['/262.aa11.js', '/remotes/mfe-dashboard/v1/mf-manifest.json']);
    expect(document.head.querySelector('link[as="fetch"]')?.getAttribute('crossorigin')).toBe('anonymous');
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
