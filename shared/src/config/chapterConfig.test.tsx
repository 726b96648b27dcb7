import { render, screen } from '@testing-library/react';
import { fakeApi } from '../testing';
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
