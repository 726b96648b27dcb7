import { screen } from '@testing-library/react';
import { fakeApi, renderAt, signInAs } from '@chapter/shared/testing';
import { ServerDependencies } from './ServerDependencies';

const HEALTH = 'GET /health';
const answer = (body: object) => ({ status: 200, body: { message: 'ok', database: 'postgres', version: '1', ...body } });

beforeEach(() => signInAs('ADMIN'));

test('says when Redis stopped answering and what the instance does meanwhile', async () => {
  fakeApi({ [HEALTH]: answer({ redis: 'down', redisSince: '2026-11-28T10:00:00.000Z' }) });
  renderAt('/admin/controls', <ServerDependencies />);
  expect(await screen.findByText(/Redis: not answering since .+; each instance counts its request limits alone/)).toHaveTextContent(/^Database: answering\./);
});

test('says Redis answers, or is not used', async () => {
  fakeApi({ [HEALTH]: answer({ redis: 'up' }) });
  const { unmount } = renderAt('/admin/controls', <ServerDependencies />);
  expect(await screen.findByText('Database: answering. Redis: answering.')).toBeInTheDocument();
  unmount();
  fakeApi({ [HEALTH]: answer({ redis: 'not-used' }) });
  renderAt('/admin/controls', <ServerDependencies />);
  expect(await screen.findByText(/Redis: not used/)).toBeInTheDocument();
});
