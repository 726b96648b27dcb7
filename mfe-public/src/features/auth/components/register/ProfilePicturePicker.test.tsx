import { prerendered } from '@chapter/shared/testing';
import { ProfilePicturePicker } from './ProfilePicturePicker';

// /auth/register is prerendered: a visitor may pick a picture before the page's script has arrived.
test('a picture chosen before hydration is taken once the page hydrates', async () => {
  const page = prerendered(<ProfilePicturePicker value={null} onChange={() => undefined} />);
  const file = new File(['png-bytes'], 'early.png', { type: 'image/png' });
  Object.defineProperty(page.container.querySelector('input[type="file"]')!, 'files', { value: [file] });

  const chosen: Array<File | null> = [];
  await page.hydrate(<ProfilePicturePicker value={null} onChange={(picked) => chosen.push(picked)} />);
  expect(chosen).toEqual([file]);
  page.unmount();
});

test('with nothing chosen before hydration, nothing is taken', async () => {
  const page = prerendered(<ProfilePicturePicker value={null} onChange={() => undefined} />);
  const chosen: Array<File | null> = [];
  await page.hydrate(<ProfilePicturePicker value={null} onChange={(picked) => chosen.push(picked)} />);
  expect(chosen).toEqual([]);
  page.unmount();
});
