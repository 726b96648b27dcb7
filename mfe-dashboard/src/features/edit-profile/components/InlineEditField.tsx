import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ValidationError, type AnySchema } from 'yup';
import { Button, CheckIcon, CloseIcon } from '@chapter/shared';
import { Row, Label, Value, Unset, Editor, TextInput, TextArea, Picker, Under, ErrorText, Counter, Actions } from './InlineEditField.styles';

export type FieldValue = string | number;
export type PickerOption = { value: string; label: string };

export type InlineEditFieldProps = {
  label: string;
  value: FieldValue | null;
  /** Validates and casts the typed text; its first message is shown under the box. */
  schema: AnySchema;
  /** Sends the cast value; resolves true when the server accepted it (the caller toasts). */
  onSave: (value: FieldValue) => Promise<boolean>;
  /** A picker of fixed choices instead of a text box. */
  options?: PickerOption[];
  /** A text area (Shift+Enter adds a line); Enter still confirms. */
  multiline?: boolean;
  /** Shows a live 'n/limit' counter under the box. */
  counter?: number;
  /** How the stored value reads while not editing. */
  format?: (value: FieldValue) => string;
  type?: 'text' | 'tel';
  inputMode?: 'text' | 'numeric';
  autoComplete?: string;
  /** Shown under the value while not editing (a platform handle's verification state). */
  status?: ReactNode;
  /** Placeholder of the text box. */
  placeholder?: string;
};

/**
 * One profile field that reads as text and turns into a box on Edit: ✓ (or Enter) validates and saves, ✕ (or
 * Escape) puts the old value back. Focus returns to Edit afterwards.
 */
export function InlineEditField({
  label,
  value,
  schema,
  onSave,
  options,
  multiline = false,
  counter,
  format,
  type = 'text',
  inputMode,
  autoComplete,
  status,
  placeholder,
}: InlineEditFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const editRef = useRef<HTMLButtonElement>(null);
  const controlRef = useRef<HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement>(null);
  const wasEditing = useRef(false);
  // Guards against a second Enter before the first save has re-rendered the field as busy.
  const inFlight = useRef(false);

  useEffect(() => {
    if (editing) controlRef.current?.focus();
    else if (wasEditing.current) editRef.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const hasValue = value !== null && value !== '';
  const shown = hasValue ? (format ? format(value) : String(value)) : null;

  const startEditing = () => {
    setDraft(hasValue ? String(value) : (options?.[0]?.value ?? ''));
    setError(null);
    setEditing(true);
  };

  const cancel = () => {
    if (saving) return;
    setError(null);
    setEditing(false);
  };

  const confirm = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      let cast: FieldValue;
      try {
        cast = (await schema.validate(draft)) as FieldValue;
      } catch (reason) {
        setError(reason instanceof ValidationError ? reason.message : String(reason));
        return;
      }
      if (cast === value) {
        setEditing(false);
        return;
      }
      setSaving(true);
      const saved = await onSave(cast);
      setSaving(false);
      if (saved) setEditing(false);
      else controlRef.current?.focus();
    } finally {
      inFlight.current = false;
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      cancel();
    } else if (event.key === 'Enter' && !(multiline && event.shiftKey)) {
      event.preventDefault();
      void confirm();
    }
  };

  if (!editing) {
    return (
      <Row>
        <Label as="span">{label}</Label>
        <Value>
          {shown ?? <Unset>Not set</Unset>}
          {status}
        </Value>
        <Actions>
          <Button ref={editRef} variant="secondary" size="small" onClick={startEditing} aria-label={`Edit ${label}`}>
            Edit
          </Button>
        </Actions>
      </Row>
    );
  }

  const describedBy = [error ? errorId : null, counter ? counterId : null].filter(Boolean).join(' ') || undefined;
  const controlProps = {
    ref: controlRef,
    id,
    value: draft,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy,
    onKeyDown,
    onChange: (event: { target: { value: string } }) => {
      setDraft(event.target.value);
      setError(null);
    },
  };

  return (
    <Row>
      <Label htmlFor={id}>{label}</Label>
      <Editor>
        {options ? (
          <Picker {...controlProps}>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Picker>
        ) : multiline ? (
          <TextArea {...controlProps} readOnly={saving} autoComplete={autoComplete} />
        ) : (
          <TextInput {...controlProps} readOnly={saving} type={type} inputMode={inputMode} autoComplete={autoComplete} placeholder={placeholder} />
        )}
        {(error || counter) && (
          <Under>
            {error && (
              <ErrorText id={errorId} role="alert">
                {error}
              </ErrorText>
            )}
            {counter && (
              <Counter id={counterId} $over={draft.length > counter}>
                {draft.length}/{counter}
              </Counter>
            )}
          </Under>
        )}
      </Editor>
      <Actions>
        <Button size="small" onClick={() => void confirm()} busy={saving} aria-label={`Confirm ${label}`}>
          <CheckIcon size={16} />
        </Button>
        <Button variant="secondary" size="small" onClick={cancel} disabled={saving} aria-label={`Cancel ${label}`}>
          <CloseIcon size={16} />
        </Button>
      </Actions>
    </Row>
  );
}
