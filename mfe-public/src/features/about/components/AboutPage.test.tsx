import { screen, within } from '@testing-library/react';
import { TEXT_CONTRAST, contrastRatio, theme } from '@chapter/shared';
import { fakeApi, renderAt } from '@chapter/shared/testing';
import { DEVELOPERS } from '../data/developers';
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

test('each developer card names the person in its heading and says their role under it', async () => {
  fakeApi({ 'GET /config': { status: 200, body: { chapterName: 'Code Club', contactEmail: '', links: {} } } });
  renderAt('/about', <AboutPage />);
  await screen.findByRole('heading', { level: 1, name: 'About Code Club' });
  const cards = within(screen.getByRole('region', { name: 'The developers' })).getAllByRole('article');
  expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(DEVELOPERS.map((developer) => developer.name));
  for (const [index, card] of cards.entries()) {
    const { name, role } = DEVELOPERS[index];
    // A name is a person's name, not a job title.
    expect(name).not.toMatch(/lead|developer|engineer/i);
    expect(card).toHaveAccessibleName(name);
    expect(within(card).getByText(role)).not.toHaveRole('heading');
  }
});

test("the contact e-mail link takes the theme's link colour, not the browser's blue", async () => {
  fakeApi({ 'GET /config': { status: 200, body: { chapterName: 'Code Club', contactEmail: 'club@uni.example', links: {} } } });
  renderAt('/about', <AboutPage />);
  const mail = await screen.findByRole('link', { name: 'club@uni.example' });
  expect(mail).toHaveStyle({ color: theme.colors.primary });
  expect(contrastRatio(theme.colors.primary, theme.colors.primarySoft)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
});
