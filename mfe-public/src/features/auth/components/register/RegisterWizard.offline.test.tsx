import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderAt } from '@chapter/shared/testing';
import { RegisterWizard } from './RegisterWizard';
import { RULES_UNAVAILABLE } from './registerValidation';

jest.setTimeout(20_000);

// The rules module stands for the chunk the browser downloads, able to fail as a dropped
// connection would (a module whose factory throws is not kept, so the next use loads it again).
let mockRulesDownloadFails = false;
jest.mock('./registerRules', () => {
  if (mockRulesDownloadFails) throw new Error('Loading chunk register rules failed');
  return jest.requireActual('./registerRules');
});

test('rules that cannot be downloaded say so on Next, keep what was typed, and load on the next try', async () => {
  fakeApi({});
  mockRulesDownloadFails = true;
  renderAt('/auth/register', <RegisterWizard />);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Name/), 'Asha');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(screen.getByText(RULES_UNAVAILABLE)).toBeInTheDocument());
  expect(screen.getByLabelText(/^Name/)).toHaveValue('Asha');

  mockRulesDownloadFails = false;
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Please fill all required fields correctly')).toBeInTheDocument();
  expect(screen.getByText('Bio is required')).toBeInTheDocument();
});
