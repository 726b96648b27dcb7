import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { color, font, radius } from '../theme';
import { FormField } from './FormField';

export const Input = styled.input`
  width: 100%;
  min-height: 44px;
  padding: 10px 12px;
  border: 1px solid ${color('controlBorder')};
  border-radius: ${radius('md')};
  background: ${color('surface')};
  color: ${color('text')};
  font: inherit;
  font-family: ${font('body')};

  &:focus-visible {
    border-color: ${color('primary')};
  }
  &[aria-invalid='true'] {
    border-color: ${color('danger')};
  }
  &:disabled {
    background: ${color('surfaceAlt')};
    cursor: not-allowed;
  }
`;

/** A multi-line Input. */
export const TextArea = styled(Input).attrs({ as: 'textarea' })`
  min-height: 96px;
  resize: vertical;
`;

/** A drop-down that looks like Input. */
export const Select = styled(Input).attrs({ as: 'select' })`
  cursor: pointer;
`;

export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id'> & {
  label: ReactNode;
  error?: string | false | null;
  hint?: ReactNode;
  id?: string;
};

export function TextField({ label, error, hint, id, required, ...inputProps }: TextFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} required={required} id={id}>
      {(control) => <Input {...inputProps} {...control} required={required} />}
    </FormField>
  );
}
