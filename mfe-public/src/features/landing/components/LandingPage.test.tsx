import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageViews$, provideAnswers, type PageViewEvent } from '@chapter/shared';
import { fakeApi, renderAt } from '@chapter/shared/testing';
import type { PublicOverview } from '@chapter/shared/types';
import { LandingPage } from './LandingPage';

const overview = (over: Partial<PublicOverview> = {}): PublicOverview => ({
  activeUsers: 57,
  practiceProblems: 183,
  resources: 9,
  platforms: 4,
  month: '2026-11',
  topPerformers: [],
  ...over,
});

const performer = (id: string, name: string, points: number, rank: number) => ({ _id: id, name, role: 'MEMBER' as const, profilePicture: null, points, rank });

function setup(
  overviewAnswer: { status: number; body: unknown } | 'network-error',
  config: object = { chapterName: 'Code Club', contactEmail: 'club@uni.example', links: {} },
) {
  const api = fakeApi({ 'GET /public/overview': overviewAnswer, 'GET /config': { status: 200, body: config } });
  renderAt('/', <LandingPage />);
  return api;
}

test('shows the real counts from the public overview', async () => {
  setup({ status: 200, body: overview() });
  const figures = await screen.findByText('57');
  expect(figures.closest('div')).toHaveTextContent('Active users');
  expect(screen.getByText('183').closest('div')).toHaveTextContent('Practice problems');
  expect(screen.getByText('9').closest('div')).toHaveTextContent('Resources shared');
  expect(screen.getByText('4').closest('div')).toHaveTextContent('Connected platforms');
});

test('with nobody on points yet the podium is the sample April 2025 one', async () => {
  setup({ status: 200, body: overview() });
  await screen.findByText('57');
  const podium = screen.getByRole('figure', { name: 'Top Performers' });
  expect(podium).toHaveAttribute('data-podium', 'sample');
  expect(within(podium).getByText('Sample podium · April 2025')).toBeInTheDocument();
  expect(within(podium).getAllByRole('listitem')).toHaveLength(3);
});

test("with members on points the podium shows this month's live top 3 in 1ST, 2ND, 3RD order, linked to profiles", async () => {
  setup({ status: 200, body: overview({ topPerformers: [performer('b', 'Bala', 40, 2), performer('a', 'Asha', 55, 1), performer('c', 'Chitra', 12, 3)] }) });
  const podium = await screen.findByRole('figure', { name: 'Top Performers' });
  await within(podium).findByText('Asha');
  expect(podium).toHaveAttribute('data-podium', 'live');
  expect(within(podium).getByText('November 2026')).toBeInTheDocument();
  const places = within(podium)
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));
  expect(places).toEqual(['1ST: Asha, 55 points', '2ND: Bala, 40 points', '3RD: Chitra, 12 points']);
  expect(within(podium).getByRole('link', { name: 'Asha' })).toHaveAttribute('href', '/profile/a');
});

test('a failed overview keeps the sample podium and says the figures are unavailable', async () => {
  setup('network-error');
  expect(await screen.findByText('The live figures are unavailable right now.')).toBeInTheDocument();
  expect(screen.getByRole('figure', { name: 'Top Performers' })).toHaveAttribute('data-podium', 'sample');
});

test('the promo video loads only after a click', async () => {
  setup({ status: 200, body: overview() }, { chapterName: 'Code Club', contactEmail: '', links: {}, promoVideoUrl: 'https://youtu.be/abc123XYZ' });
  const play = await screen.findByRole('button', { name: 'Play the video' });
  expect(document.querySelector('iframe')).toBeNull();
  await userEvent.click(play);
  expect(screen.getByTitle('Code Club promo video')).toHaveAttribute('src', 'https://www.youtube.com/embed/abc123XYZ?autoplay=1&rel=0');
});

test('without a configured video it says none is published', async () => {
  setup({ status: 200, body: overview() });
  expect(await screen.findByText('The chapter has not published a video yet.')).toBeInTheDocument();
});

test('sends a page view, links to registration and offers the side navigation', async () => {
  const views: PageViewEvent[] = [];
  const subscription = pageViews$.subscribe((event) => views.push(event));
  setup({ status: 200, body: overview() });
  await screen.findByText('57');
  subscription.unsubscribe();
  expect(views.map((view) => [view.page, view.path])).toEqual([['landing', '/']]);
  for (const link of screen.getAllByRole('link', { name: 'Start Your Journey' })) expect(link).toHaveAttribute('href', '/auth/register');
  const nav = screen.getByRole('navigation', { name: 'Landing page sections' });
  expect(
    within(nav)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label')),
  ).toEqual(['Top performers', 'Features', 'Video', 'Collaboration', 'Placement']);
  expect(within(nav).getByRole('button', { name: 'Top performers' })).toHaveAttribute('aria-current', 'true');
});

describe('figures given with the page (the server drew it with them)', () => {
  afterEach(() => provideAnswers(undefined));

  test('are drawn at once, podium included, and GET /public/overview is not asked', async () => {
    provideAnswers({ 'GET /public/overview': overview({ activeUsers: 61, topPerformers: [performer('u1', 'Meera Iyer', 140, 1)] }) });
    const api = setup({ status: 200, body: overview({ activeUsers: 1 }) });
    expect(screen.getByText('61').closest('div')).toHaveTextContent('Active users');
    expect(screen.getByRole('figure', { name: 'Top Performers' })).toHaveTextContent('Meera Iyer');
    await act(async () => undefined); // the page's effects have run
    expect(api.calls.map((call) => call.key)).not.toContain('GET /public/overview');
  });
});
