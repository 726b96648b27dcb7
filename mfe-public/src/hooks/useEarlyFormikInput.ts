import { useEffect, useState, type RefObject } from 'react';
import type { FormikProps } from 'formik';
import { useEarlyInput } from '@chapter/shared';

/**
 * useEarlyInput for a formik form. Each field typed before hydration is set on its own: formik applies a field's value
 * to its latest values, while setValues (even given a function) starts from the values of the last render, so a field
 * typed in the moment after hydration would wipe the adopted ones (CI's register step once kept only "Confirm
 * Password"). The form validates once it has drawn with them, against its current values.
 */
export function useEarlyFormikInput<Values>(
  formRef: RefObject<HTMLFormElement | null>,
  form: Pick<FormikProps<Values>, 'setFieldValue' | 'validateForm'>,
): void {
  const [adopted, setAdopted] = useState(false);
  useEarlyInput(formRef, (typed) => {
    for (const [name, value] of Object.entries(typed)) void form.setFieldValue(name, value, false);
    setAdopted(true);
  });
  const { validateForm } = form;
  useEffect(() => {
    if (adopted) void validateForm();
  }, [adopted, validateForm]);
}
