import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { color } from '../theme';

/** Props to spread on the control a FormField labels. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
};

export type FormFieldProps = {
  label: ReactNode;
  error?: string | false | null;
  hint?: ReactNode;
  required?: boolean;
  id?: string;
  children: (control: FieldControlProps) => ReactNode;
};

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: 16px;
  min-width: 0;
`;

const Label = styled.label`
  font-weight: 600;
  font-size: 0.9375rem;
  color: ${color('text')};
`;

const Required = styled.span`
  margin-left: 2px;
  color: ${color('danger')};
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: ${color('muted')};
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: ${color('danger')};
`;

/** Label, hint and error around any control; the render prop wires ids, aria-invalid and aria-describedby. */
export function FormField({ label, error, hint, required = false, id, children }: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <Field>
      <Label htmlFor={controlId}>
        {label}
        {required && <Required aria-hidden="true">*</Required>}
      </Label>
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, 'aria-required': required || undefined })}
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Field>
  );
}
