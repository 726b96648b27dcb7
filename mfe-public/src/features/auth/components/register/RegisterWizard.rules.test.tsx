import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderAt } from '@chapter/shared/testing';
import { RegisterWizard } from './RegisterWizard';

jest.setTimeout(20_000);

// The rules module stands for the chunk the browser downloads: counted when loaded.
const mockRulesLoads = jest.fn();
jest.mock('./registerRules', () => {
  mockRulesLoads();
  return jest.requireActual('./registerRules');
});

test('the page draws without its rules, and they load when a field is first focused', async () => {
  fakeApi({});
  renderAt('/auth/register', <RegisterWizard />);
  expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(mockRulesLoads).not.toHaveBeenCalled();

  await userEvent.setup().click(screen.getByLabelText(/^Name/));
  await waitFor(() => expect(mockRulesLoads).toHaveBeenCalledTimes(1));
});
