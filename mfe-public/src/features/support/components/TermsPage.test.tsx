import { screen } from '@testing-library/react';
import { fakeApi, renderAt } from '@chapter/shared/testing';
import { TermsPage } from './TermsPage';

test('every section, the last-updated date and the configured contact e-mail', async () => {
  fakeApi({ 'GET /config': { status: 200, body: { chapterName: 'Code Club', contactEmail: 'club@uni.example', links: {} } } });
  renderAt('/support/terms', <TermsPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeInTheDocument();
  expect(screen.getByText(/Last updated 01-04-2025/)).toBeInTheDocument();
  const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
  expect(headings).toEqual([
    'Contents',
    '1. Acceptance of Terms',
    '2. Changes to Terms',
    '3. Use of the Platform',
    '4. Data Collection',
    '5. Communication',
    '6. Intellectual Property',
    '7. Limitation of Liability',
    '8. Third-Party Links',
    '9. Termination',
    '10. Governing Law',
    '11. Contact',
  ]);
  expect(screen.getByText('These terms are governed by the laws of India.')).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'club@uni.example' })).toHaveAttribute('href', 'mailto:club@uni.example');
});
