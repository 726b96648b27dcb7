import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { getIn, type FormikProps } from 'formik';
import { color, FormField, Input, Select, TextArea } from '@chapter/shared';

type Common<V> = {
  formik: FormikProps<V>;
  /** A Formik path: 'title', 'resources.0.link'. */
  name: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
};

/** The error to show under a field: only once the user has left it or tried to submit. */
export function fieldError<V>(formik: FormikProps<V>, name: string): string | undefined {
  const error: unknown = getIn(formik.errors, name);
  return getIn(formik.touched, name) && typeof error === 'string' ? error : undefined;
}

type InputFieldProps<V> = Common<V> & { multiline?: boolean } & Omit<ComponentPropsWithoutRef<'input'>, 'name' | 'id' | 'value' | 'onChange' | 'onBlur'>;

/** A labelled text input or text area bound to a Formik field. */
export function InputField<V>({ formik, name, label, required, hint, multiline = false, ...inputProps }: InputFieldProps<V>) {
  const value: unknown = getIn(formik.values, name);
  return (
    <FormField label={label} required={required} hint={hint} error={fieldError(formik, name)}>
      {(control) =>
        multiline ? (
          <TextArea
            {...control}
            name={name}
            value={String(value ?? '')}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            readOnly={inputProps.readOnly}
          />
        ) : (
          <Input {...inputProps} {...control} name={name} value={String(value ?? '')} onChange={formik.handleChange} onBlur={formik.handleBlur} />
        )
      }
    </FormField>
  );
}

type SelectFieldProps<V> = Common<V> & { options: ReadonlyArray<{ value: string; label: string }> };

/** A labelled select bound to a Formik field. */
export function SelectField<V>({ formik, name, label, required, hint, options }: SelectFieldProps<V>) {
  const value: unknown = getIn(formik.values, name);
  return (
    <FormField label={label} required={required} hint={hint} error={fieldError(formik, name)}>
      {(control) => (
        <Select {...control} name={name} value={String(value ?? '')} onChange={formik.handleChange} onBlur={formik.handleBlur}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}

const CheckRow = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-bottom: 12px;

  input {
    width: 18px;
    height: 18px;
    accent-color: ${color('primary')};
  }
  label {
    color: ${color('text')};
  }
`;

/** A labelled checkbox bound to a boolean Formik field. */
export function CheckboxField<V>({ formik, name, label }: Pick<Common<V>, 'formik' | 'name' | 'label'>) {
  const id = useId();
  return (
    <CheckRow>
      <input type="checkbox" id={id} name={name} checked={Boolean(getIn(formik.values, name))} onChange={formik.handleChange} onBlur={formik.handleBlur} />
      <label htmlFor={id}>{label}</label>
    </CheckRow>
  );
}
