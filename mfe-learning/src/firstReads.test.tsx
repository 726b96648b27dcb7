import { screen } from '@testing-library/react';
import { renderAfterFirstReads, signInAs } from '@chapter/shared/testing';
import { aPracticeSet, pageOf } from './test/fixtures';
import LearningApp from './App';

beforeEach(() => signInAs('MEMBER'));

test('/practice finds its first page in the cache the shell filled and asks for it no more', async () => {
  const { calls, declared } = await renderAfterFirstReads('/practice', <LearningApp />, {
    'POST /core-member/fetch-all-resources': { status: 200, body: pageOf([aPracticeSet()]) },
  });
  expect(await screen.findByRole('link', { name: /Arrays warm-up/ })).toBeInTheDocument();
  expect(calls.filter((call) => declared.includes(call.key)).map((call) => call.data)).toEqual([{ page: 1, search: '', limit: 10 }]);
});
