import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { notify } from '../notify';
import { Button } from './Button';
import { Input } from './TextField';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;

  input {
    flex: 1 1 240px;
    font-family: ${(props) => props.theme.fonts.mono};
    font-size: 0.8125rem;
  }
`;

/** Copies `text`; false where the browser offers no clipboard (the field stays selectable by hand). */
async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export interface CopyFieldProps {
  value: string;
  /** The field's accessible name ("Calendar feed address"). */
  label: string;
  /** What the toast says once copied ("Calendar feed address copied"). */
  copied: string;
  /** What is copied, in the failure's words ("the address"): "Could not copy: select the address and copy it by hand". */
  what: string;
  inputRef?: Ref<HTMLInputElement>;
  /** More buttons after Copy (Revoke, Done). */
  children?: ReactNode;
}

/** A secret or address to copy: a read-only field that selects itself on focus, and a Copy button. */
export function CopyField({ value, label, copied, what, inputRef, children }: CopyFieldProps) {
  return (
    <Row>
      <Input ref={inputRef} readOnly value={value} aria-label={label} onFocus={(event) => event.currentTarget.select()} />
      <Button
        variant="secondary"
        onClick={async () => {
          if (await copy(value)) notify.success(copied);
          else notify.error(`Could not copy: select ${what} and copy it by hand`);
        }}
      >
        Copy
      </Button>
      {children}
    </Row>
  );
}
