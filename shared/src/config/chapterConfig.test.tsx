import { render, screen } from '@testing-library/react';
import { fakeApi } from '../testing';
import { ANSWERS_BLOCK_ID, provideAnswers } from '../api';
import { FALLBACK_CHAPTER_CONFIG, toChapterConfig, useChapterConfig } from './chapterConfig';

function Probe() {
  const { status, config } = useChapterConfig();
  return (
    <p data-testid="config">
      {status}|{config.chapterName}|{config.contactEmail}|{Object.keys(config.links).join(',')}
    </p>
  );
}

test('the configured name, e-mail and links arrive from GET /config', async () => {
  const { calls } = fakeApi({
    'GET /config': {
      status: 200,
      body: { chapterName: 'Code Club', contactEmail: 'club@uni.example', links: { github: 'https://github.com/club', instagram: ' ' } },
    },
  });
  render(<Probe />);
  expect(screen.getByTestId('config')).toHaveTextContent(`loading|${FALLBACK_CHAPTER_CONFIG.chapterName}||`);
  expect(await screen.findByText('ready|Code Club|club@uni.example|github')).toBeInTheDocument();
  expect(calls.map((call) => call.key)).toEqual(['GET /config']);
});

test('a failed answer keeps the neutral fallback', async () => {
  fakeApi({ 'GET /config': { status: 500, body: { message: 'Internal Server Error!' } } });
  render(<Probe />);
  expect(await screen.findByText(`error|${FALLBACK_CHAPTER_CONFIG.chapterName}||`)).toBeInTheDocument();
});

test('odd bodies are normalised: the older `name` field, missing links, blank values', () => {
  expect(toChapterConfig({ name: 'Old Name' })).toMatchObject({ chapterName: 'Old Name', contactEmail: '', links: {} });
  expect(toChapterConfig(null)).toMatchObject(FALLBACK_CHAPTER_CONFIG);
  expect(toChapterConfig({ chapterName: '  ', contactEmail: 42, links: 'x' })).toMatchObject(FALLBACK_CHAPTER_CONFIG);
});

describe('a configuration given with the page', () => {
  // Each test starts as a page that has not looked for its block yet.
  beforeEach(() => provideAnswers(undefined));
  afterEach(() => {
    provideAnswers(undefined);
    document.getElementById(ANSWERS_BLOCK_ID)?.remove();
  });

  test("the page's JSON block draws the first render ready, and GET /config is never asked", async () => {
    const block = Object.assign(document.createElement('script'), { type: 'application/json', id: ANSWERS_BLOCK_ID });
    block.textContent = JSON.stringify({
      'GET /config': { chapterName: 'Code Club', contactEmail: 'club@uni.example', links: { community: 'https://chat.example' } },
    });
    document.head.append(block);
    const { calls } = fakeApi({ 'GET /config': { status: 200, body: { chapterName: 'Other Name', contactEmail: '', links: {} } } });
    render(<Probe />);
    expect(screen.getByTestId('config')).toHaveTextContent('ready|Code Club|club@uni.example|community');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
  });

  test("a configuration provided (the server renderer's) draws at once; none given goes back to asking GET /config", async () => {
    const { calls } = fakeApi({ 'GET /config': { status: 200, body: { chapterName: 'Asked Name', contactEmail: '', links: {} } } });
    provideAnswers({ 'GET /config': { chapterName: 'Given Name', contactEmail: '', links: {} } });
    const first = render(<Probe />);
    expect(screen.getByTestId('config')).toHaveTextContent('ready|Given Name||');
    first.unmount();
    expect(calls).toEqual([]);
    provideAnswers(null);
    render(<Probe />);
    expect(await screen.findByText('ready|Asked Name||')).toBeInTheDocument();
  });
});
