import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Dialog, FormField, Input, TextArea, color } from '@chapter/shared';
import { pointsAmountSchema } from '@chapter/shared/schemas';
import type { AdminUser } from '@chapter/shared/types';

export type PointsMode = 'add' | 'deduct';
export type PointsChange = { mode: PointsMode; amount: number; reason: string };

const REASON_MAX = 200;

const Modes = styled.fieldset`
  display: flex;
  gap: 16px;
  margin: 0 0 16px;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: 6px;
    font-weight: 600;
    color: ${color('text')};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 32px;
    cursor: pointer;
  }
`;

function amountError(raw: string): string | null {
  try {
    pointsAmountSchema.validateSync(raw.trim() === '' ? undefined : Number(raw));
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

export type PointsDialogProps = { user: AdminUser | null; onClose: () => void; onSubmit: (change: PointsChange) => void };

/** Add or deduct a whole number of points (at least 1) with a reason; the page confirms before sending. */
export function PointsDialog({ user, onClose, onSubmit }: PointsDialogProps) {
  const [mode, setMode] = useState<PointsMode>('add');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);

  const errors = { amount: amountError(amount), reason: reason.trim() ? null : 'Reason is required' };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (errors.amount || errors.reason) return;
    onSubmit({ mode, amount: Number(amount), reason: reason.trim() });
  };
  const close = () => {
    setMode('add');
    setAmount('');
    setReason('');
    setTouched(false);
    onClose();
  };

  return (
    <Dialog
      open={user !== null}
      title={user ? `Manage points of ${user.name}` : ''}
      onClose={close}
      onSubmit={submit}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit">{mode === 'add' ? 'Add points' : 'Deduct points'}</Button>
        </>
      }
    >
      <Modes>
        <legend>Mode</legend>
        <label>
          <input type="radio" name="points-mode" value="add" checked={mode === 'add'} onChange={() => setMode('add')} /> Add
        </label>
        <label>
          <input type="radio" name="points-mode" value="deduct" checked={mode === 'deduct'} onChange={() => setMode('deduct')} /> Deduct
        </label>
      </Modes>
      <FormField label="Points" required error={touched && errors.amount}>
        {(control) => (
          <Input {...control} type="number" inputMode="numeric" min={1} step={1} value={amount} onChange={(event) => setAmount(event.target.value)} />
        )}
      </FormField>
      <FormField label="Reason" required error={touched && errors.reason} hint={`${reason.length}/${REASON_MAX}`}>
        {(control) => <TextArea {...control} maxLength={REASON_MAX} value={reason} onChange={(event) => setReason(event.target.value)} />}
      </FormField>
    </Dialog>
  );
}
