import { copyText } from './clipboard';

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(document, 'execCommand');
});

test('uses the Clipboard API where there is one', async () => {
  const writeText = jest.fn(() => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  expect(await copyText('https://chapter.test/u/asha')).toBe(true);
  expect(writeText).toHaveBeenCalledWith('https://chapter.test/u/asha');
});

test('falls back to the copy command, and says when that fails too', async () => {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) }, configurable: true });
  let selected = '';
  const execCommand = jest.fn(() => {
    selected = document.querySelector('textarea')?.value ?? '';
    return true;
  });
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
  expect(await copyText('https://chapter.test/u/asha')).toBe(true);
  expect(execCommand).toHaveBeenCalledWith('copy');
  expect(selected).toBe('https://chapter.test/u/asha');
  expect(document.querySelector('textarea')).toBeNull();

  execCommand.mockImplementation(() => false);
  expect(await copyText('x')).toBe(false);
});
