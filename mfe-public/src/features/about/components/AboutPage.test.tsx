import { screen, within } from '@testing-library/react';
import { fakeApi, renderAt } from '@chapter/shared/testing';
import { AboutPage } from './AboutPage';

test("the chapter's name, contact e-mail and join link come from GET /config", async () => {
  fakeApi({
    'GET /config': { status: 200, body: { chapterName: 'Code Club', contactEmail: 'club@uni.example', links: { community: 'https://chat.example/join' } } },
  });
  renderAt('/about', <AboutPage />);
  expect(await screen.findByRole('heading', { level: 1, name: 'About Code Club' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Join the chapter' })).toHaveAttribute('href', 'https://chat.example/join');
  expect(screen.getByRole('link', { name: 'club@uni.example' })).toHaveAttribute('href', 'mailto:club@uni.example');
});

test('headline figures, two developer cards and the six sections with side navigation', async () => {
  fakeApi({ 'GET /config': { status: 500, body: { message: 'Internal Server Error!' } } });
  renderAt('/about', <AboutPage />);
  for (const value of ['95%', '24+', '12+', '350+']) expect(screen.getByText(value)).toBeInTheDocument();
  expect(screen.getByText('Placement rate for active members')).toBeInTheDocument();
  const developers = within(screen.getByRole('region', { name: 'The developers' })).getAllByRole('article');
  expect(developers).toHaveLength(2);
  for (const card of developers) {
    expect(within(card).getByRole('link', { name: /GitHub/ })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /LinkedIn/ })).toBeInTheDocument();
  }
  const nav = screen.getByRole('navigation', { name: 'About page sections' });
  expect(
    within(nav)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label')),
  ).toEqual(['About', 'Mission', 'Partnership', 'Team', 'Developers', 'Events']);
  // Without a configured channel the join link still leads somewhere real.
  expect(await screen.findByRole('link', { name: 'Join the chapter' })).toHaveAttribute('href', '/auth/register');
});
