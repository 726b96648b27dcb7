import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, FormField, Input, color, radius } from '@chapter/shared';
import { passingMarksSchema } from '@chapter/shared/schemas';
import type { SchedulerConstants } from '@chapter/shared/types';
import { Muted } from '../../../components/ui';
import { useConfirm } from '../../../hooks/useConfirm';
import { useEditConstants } from '../api/editConstants';
import { settingChanges, SWITCHES } from '../hooks/settingChanges';

const Switches = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: 12px;
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
`;

const SwitchRow = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 12px;
  border: 1px solid ${color('border')};
  border-radius: ${radius('md')};

  label {
    font-weight: 600;
    cursor: pointer;
  }
`;

const Toggle = styled.input`
  appearance: none;
  flex: none;
  position: relative;
  width: 44px;
  height: 24px;
  border-radius: 9999px;
  background: ${color('muted')};
  cursor: pointer;

  &::after {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 18px;
    height: 18px;
    border-radius: 50%;
    background: #fff;
    transition: left 0.15s;
  }
  &:checked {
    background: ${color('primary')};
  }
  &:checked::after {
    left: 23px;
  }
`;

const Changes = styled.ul`
  margin: 8px 0 0;
  padding-left: 20px;
  text-align: left;
`;

function marksError(raw: string): string | null {
  try {
    passingMarksSchema.validateSync(raw.trim() === '' ? undefined : Number(raw));
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/** Submit is enabled only after a change; the confirmation lists exactly what changes. */
export function SchedulerForm({ saved }: { saved: SchedulerConstants }) {
  const [draft, setDraft] = useState(saved);
  const [marks, setMarks] = useState(String(saved.passingMarks));
  const { ask, dialog } = useConfirm();
  const edit = useEditConstants();
  const error = marksError(marks);
  const next: SchedulerConstants = { ...draft, passingMarks: error ? saved.passingMarks : Number(marks) };
  const changes = settingChanges(saved, next);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (error || changes.length === 0) return;
    ask({
      type: 'info',
      title: 'Update settings',
      confirmText: 'Update',
      message: (
        <>
          These settings will change:
          <Changes>
            {changes.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </Changes>
        </>
      ),
      run: () => edit.mutateAsync(next),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Switches>
        {SWITCHES.map(({ key, label, hint }) => (
          <SwitchRow key={key}>
            <span>
              <label htmlFor={`switch-${key}`}>{label}</label>
              <Muted>{hint}</Muted>
            </span>
            <Toggle
              id={`switch-${key}`}
              type="checkbox"
              role="switch"
              checked={draft[key]}
              onChange={(event) => setDraft({ ...draft, [key]: event.target.checked })}
            />
          </SwitchRow>
        ))}
      </Switches>
      <FormField label="Passing Marks" required error={error} hint="The monthly minimum; members below it are shown in red">
        {(control) => (
          <Input {...control} type="number" inputMode="numeric" min={0} step={1} value={marks} onChange={(event) => setMarks(event.target.value)} />
        )}
      </FormField>
      <Button type="submit" disabled={Boolean(error) || changes.length === 0}>
        Update Settings
      </Button>
      {dialog}
    </form>
  );
}
