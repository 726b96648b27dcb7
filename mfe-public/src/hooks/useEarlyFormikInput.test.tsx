import { act, useLayoutEffect, useRef } from 'react';
import { useFormik } from 'formik';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
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
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  container.querySelector<HTMLInputElement>('[aria-label="First"]')!.value = 'typed before';
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, <Form lateTyping />);
  });
  expect(JSON.parse(container.querySelector('output')!.textContent!)).toEqual({ first: 'typed before', second: 'typed after' });
  act(() => root?.unmount());
  container.remove();
});
