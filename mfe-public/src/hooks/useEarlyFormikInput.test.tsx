import { useLayoutEffect, useRef } from 'react';
import { useFormik } from 'formik';
import { prerendered } from '@chapter/shared/testing';
import { useEarlyFormikInput } from './useEarlyFormikInput';

/** A prerendered formik form; `lateTyping` changes "second" right after hydration commits, before effects run. */
function Form({ lateTyping }: { lateTyping?: boolean }) {
  const form = useFormik({ initialValues: { first: '', second: '' }, onSubmit: () => undefined });
  const ref = useRef<HTMLFormElement>(null);
  useEarlyFormikInput(ref, form);
  useLayoutEffect(() => {
    if (lateTyping) void form.setFieldValue('second', 'typed after', false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as a visitor's keystroke in that moment
  }, []);
  return (
    <form ref={ref}>
      <input aria-label="First" {...form.getFieldProps('first')} />
      <input aria-label="Second" {...form.getFieldProps('second')} />
      <output>{JSON.stringify(form.values)}</output>
    </form>
  );
}

test('a field typed before hydration is adopted, and one typed right after hydration is kept too', async () => {
  const page = prerendered(<Form />);
  page.container.querySelector<HTMLInputElement>('[aria-label="First"]')!.value = 'typed before';
  await page.hydrate(<Form lateTyping />);
  expect(JSON.parse(page.container.querySelector('output')!.textContent!)).toEqual({ first: 'typed before', second: 'typed after' });
  page.unmount();
});
