import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderAt, type FakeAnswer } from '@chapter/shared/testing';
import { ISSUE_COOLDOWN_KEY } from '../hooks/useIssueCooldown';
import { IssueForm } from './IssueForm';

jest.setTimeout(20_000);

/** A change event whose follow-up validation settles inside act. */
const change = (element: HTMLElement, value: string) =>
  act(async () => {
    fireEvent.change(element, { target: { value } });
  });

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');

function setup(answer: FakeAnswer = { status: 200, body: { message: 'We will look into it.', referenceId: 'ISS-42' } }) {
  const api = fakeApi({ 'POST /user/report-an-issue': answer });
  renderAt('/support/report-issue', <IssueForm />);
  return { ...api, user: userEvent.setup() };
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Name/), 'Asha');
  await user.type(screen.getByLabelText(/^Email/), 'asha@uni.example');
  await user.type(screen.getByLabelText(/^Subject/), 'Podium is empty');
  await change(screen.getByLabelText(/^Description/), 'The landing podium shows nobody.');
}

beforeEach(() => window.localStorage.clear());

test('required fields say what is missing and nothing is sent', async () => {
  const { user, calls } = setup();
  await user.click(screen.getByRole('button', { name: 'Submit Issue' }));
  for (const message of ['Name is required', 'Email is required', 'Subject is required', 'Description is required']) {
    expect(await screen.findByText(message)).toBeInTheDocument();
  }
  expect(calls).toHaveLength(0);
});

test('the word counter turns orange at 180, red at 200, and words past 200 are ignored', async () => {
  setup();
  const description = screen.getByLabelText(/^Description/);
  const counter = screen.getByTestId('word-counter');
  await change(description, words(179));
  expect(counter).toHaveTextContent('179/200 words');
  expect(counter).toHaveAttribute('data-level', 'normal');
  await change(description, words(180));
  expect(counter).toHaveAttribute('data-level', 'warning');
  await change(description, words(200));
  expect(counter).toHaveAttribute('data-level', 'limit');
  await change(description, `${words(200)} extra words here`);
  expect(counter).toHaveTextContent('200/200 words');
  expect(description).toHaveValue(words(200));
});

test('a submission goes as multipart with the screenshot, shows the banner, and then the button waits an hour', async () => {
  const { user, calls } = setup();
  await fillForm(user);
  await user.upload(screen.getByLabelText(/^Screenshot/), new File(['png'], 'shot.png', { type: 'image/png' }));
  await user.click(screen.getByRole('button', { name: 'Submit Issue' }));

  expect(await screen.findByText('Issue reported successfully!')).toBeInTheDocument();
  expect(screen.getByText(/We will look into it\. Reference ID: ISS-42\./)).toBeInTheDocument();
  const sent = calls[0].data as FormData;
  expect([sent.get('name'), sent.get('email'), sent.get('subject'), sent.get('description')]).toEqual([
    'Asha',
    'asha@uni.example',
    'Podium is empty',
    'The landing podium shows nobody.',
  ]);
  expect((sent.get('issueScreenShot') as File).name).toBe('shot.png');

  expect(screen.getByRole('button', { name: 'Wait 1 hour' })).toBeDisabled();
  expect(screen.getByText('You can submit another issue after 1 hour.')).toBeInTheDocument();
  expect(Number(window.localStorage.getItem(ISSUE_COOLDOWN_KEY))).toBeGreaterThan(0);
});

test('the hour is remembered by the browser, and ends after 3,600,000 ms', () => {
  window.localStorage.setItem(ISSUE_COOLDOWN_KEY, String(Date.now() - 3_600_000 + 60_000));
  const { unmount } = renderAt('/support/report-issue', <IssueForm />);
  expect(screen.getByRole('button', { name: 'Wait 1 hour' })).toBeDisabled();
  unmount();
  window.localStorage.setItem(ISSUE_COOLDOWN_KEY, String(Date.now() - 3_600_001));
  renderAt('/support/report-issue', <IssueForm />);
  expect(screen.getByRole('button', { name: 'Submit Issue' })).toBeEnabled();
});

test('the cooldown lifts by itself when the hour is over', () => {
  jest.useFakeTimers();
  try {
    window.localStorage.setItem(ISSUE_COOLDOWN_KEY, String(Date.now() - 3_600_000 + 1000));
    setup();
    expect(screen.getByRole('button', { name: 'Wait 1 hour' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(1100));
    expect(screen.getByRole('button', { name: 'Submit Issue' })).toBeEnabled();
  } finally {
    jest.useRealTimers();
  }
});

test('a failure shows the error banner, keeps the text and allows another try', async () => {
  const { user } = setup({ status: 400, body: { message: 'Screenshot must be an image' } });
  await fillForm(user);
  await user.click(screen.getByRole('button', { name: 'Submit Issue' }));
  expect(await screen.findByText('Error in submitting the form! Please try again later')).toBeInTheDocument();
  expect(screen.getByText('Screenshot must be an image')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Submit Issue' })).toBeEnabled());
  expect(screen.getByLabelText(/^Subject/)).toHaveValue('Podium is empty');
  expect(window.localStorage.getItem(ISSUE_COOLDOWN_KEY)).toBeNull();
});
