import { MemoryRouter } from 'react-router-dom';
import { screen, within } from '@testing-library/react';
import { INITIAL_SESSION, session$ } from '@chapter/shared';
import { fakeApi, prerendered } from '@chapter/shared/testing';
import { renderAt } from '../../../test/renderRoute';
import { AppProviders } from '../../../app/AppProviders';
import { Footer } from './Footer';

beforeEach(() => session$.next({ ...INITIAL_SESSION, status: 'anonymous' }));

const config = (links: Record<string, string>) => ({ 'GET /config': { status: 200, body: { chapterName: 'Code Club', contactEmail: '', links } } });

test("the social links are the chapter's own pages from its configuration", async () => {
  fakeApi(
    config({ linkedin: 'https://www.linkedin.com/company/code-club', github: 'https://github.com/code-club', instagram: 'https://www.instagram.com/codeclub' }),
  );
  renderAt('/', <Footer />);
  const social = await screen.findByRole('region', { name: 'Follow us' });
  expect(
    within(social)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
    ['LinkedIn', 'https://www.linkedin.com/company/code-club'],
    ['Instagram', 'https://www.instagram.com/codeclub'],
    ['GitHub', 'https://github.com/code-club'],
  ]);
  expect(within(social).getByRole('link', { name: 'GitHub' })).toHaveAttribute('rel', 'noopener noreferrer');
});

test('a network the chapter has not configured is not shown, and none at all hides the section', async () => {
  fakeApi(config({ github: 'https://github.com/code-club' }));
  const { unmount } = renderAt('/', <Footer />);
  const social = await screen.findByRole('region', { name: 'Follow us' });
  expect(
    within(social)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['GitHub']);
  unmount();

  fakeApi(config({}));
  renderAt('/', <Footer />);
  expect(await screen.findByRole('heading', { name: 'Code Club' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Follow us' })).toBeNull();
  expect(screen.queryByRole('link', { name: 'LinkedIn' })).toBeNull();
});

test("a visitor's footer links to the user manual, which a visitor may read", async () => {
  fakeApi(config({}));
  renderAt('/', <Footer />);
  const support = await screen.findByRole('region', { name: 'Support' });
  expect(within(support).getByRole('link', { name: 'User Manual' })).toHaveAttribute('href', '/support/user-manual');
});

test('a page built last year hydrates with the year it was drawn in, then says this year', async () => {
  fakeApi(config({}));
  const thisYear = new Date().getFullYear();
  const previous = process.env.BUILD_YEAR;
  process.env.BUILD_YEAR = String(thisYear - 1);
  const ui = (
    <AppProviders>
      <MemoryRouter>
        <Footer />
      </MemoryRouter>
    </AppProviders>
  );
  const page = prerendered(ui);
  expect(page.container.querySelector('.legal')).toHaveTextContent(`© ${thisYear - 1}`);

  await page.hydrate();
  expect(page.mismatches).toEqual([]);
  expect(page.container.querySelector('.legal')).toHaveTextContent(`© ${thisYear}`);
  page.unmount();
  process.env.BUILD_YEAR = previous;
});
