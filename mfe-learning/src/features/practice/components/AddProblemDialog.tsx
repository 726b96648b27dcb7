import { useRef, useState } from 'react';
import type { FormikProps } from 'formik';
import styled from 'styled-components';
import { DIFFICULTIES, color } from '@chapter/shared';
import { PROBLEM_PLATFORMS, addProblemSchema } from '@chapter/shared/schemas';
import { FormDialog, InputField, SelectField } from '@chapter/shared/forms';
import type { ProblemLookup } from '@chapter/shared/types';
import { InlineError } from '../../../components/Section';
import { lookupProblem, type ProblemFields } from '../api/questions';
import { difficultyLabel } from './DifficultyBadge';

/** What an add-question call ended with: null when added, else the server's status and message. */
export type AddOutcome = { status: number; message: string } | null;

export type AddProblemDialogProps = {
  open: boolean;
  /** Resolves null when added (the dialog then closes), else why not (shown in the dialog, the form kept). */
  onSubmit: (values: ProblemFields) => Promise<AddOutcome>;
  onClose: () => void;
};

const INITIAL: ProblemFields = { title: '', link: '', description: '', difficulty: 'EASY', platform: 'LeetCode' };
const difficultyOptions = DIFFICULTIES.map((value) => ({ value, label: difficultyLabel(value) }));
const platformOptions = PROBLEM_PLATFORMS.map((value) => ({ value, label: value }));

const Status = styled.p<{ $tone: 'muted' | 'success' | 'danger' }>`
  min-height: 1.25em;
  margin: -8px 0 12px;
  color: ${({ $tone }) => color($tone === 'muted' ? 'muted' : $tone)};
  font-size: 0.8125rem;
  overflow-wrap: anywhere;
`;

type Lookup = { state: 'idle' } | { state: 'waiting' } | { state: 'filled'; text: string } | { state: 'failed'; text: string };

/** The hint shown when the platform gave no difficulty (a new Codeforces problem has no rating yet). */
const noDifficultyHint = (platform: ProblemLookup['platform']) => `${platform} gives no rating yet: choose a difficulty`;

/**
 * Add a problem: pasting (or typing, then leaving) its link asks the API what the platform says (lookup-problem) and
 * fills title, difficulty and platform, all still editable; a refused link or add says why beside the field.
 */
export function AddProblemDialog({ open, onSubmit, onClose }: AddProblemDialogProps) {
  const [addError, setAddError] = useState<string | null>(null);
  const close = () => {
    setAddError(null);
    onClose();
  };
  return (
    <FormDialog
      open={open}
      title="Add Problem"
      description="Paste a problem's link from LeetCode, Codeforces, CodeChef or GeeksforGeeks to fill in its details."
      submitText="Add Problem"
      initialValues={INITIAL}
      validationSchema={addProblemSchema}
      onSubmit={async (values) => {
        setAddError(null);
        const outcome = await onSubmit(values);
        if (outcome !== null) setAddError(outcome.message);
        return outcome === null;
      }}
      onClose={close}
    >
      {(formik) => <ProblemFieldsWithLookup formik={formik} addError={addError} />}
    </FormDialog>
  );
}

function ProblemFieldsWithLookup({ formik, addError }: { formik: FormikProps<ProblemFields>; addError: string | null }) {
  const [lookup, setLookup] = useState<Lookup>({ state: 'idle' });
  const [difficultyHint, setDifficultyHint] = useState<string | undefined>(undefined);
  const lookedUp = useRef('');
  const look = async (raw: string) => {
    const link = raw.trim();
    // The same link is not asked twice (a paste, then leaving the field).
    if (!/^https?:\/\//i.test(link) || link === lookedUp.current) return;
    lookedUp.current = link;
    setLookup({ state: 'waiting' });
    const answer = await lookupProblem(link);
    if (lookedUp.current !== link) return;
    const found = answer.ok ? answer.data?.data : undefined;
    if (!found) {
      setLookup({ state: 'failed', text: answer.message });
      return;
    }
    await formik.setValues(
      (values) => ({ ...values, title: found.title, platform: found.platform, ...(found.difficulty ? { difficulty: found.difficulty } : {}) }),
      true,
    );
    setDifficultyHint(found.difficulty ? undefined : noDifficultyHint(found.platform));
    setLookup({ state: 'filled', text: `Filled from ${found.platform}.` });
  };

  return (
    <>
      <div
        onPaste={(event) => {
          const pasted = event.clipboardData.getData('text');
          // Read after the paste has reached the field.
          if (pasted) setTimeout(() => void look((event.target as HTMLInputElement).value || pasted), 0);
        }}
        onBlur={(event) => {
          const field = event.target as HTMLInputElement;
          if (field.name === 'link') void look(field.value);
        }}
      >
        <InputField formik={formik} name="link" label="Link" required type="url" inputMode="url" placeholder="https://leetcode.com/problems/two-sum/" />
      </div>
      <Status aria-live="polite" $tone={lookup.state === 'failed' ? 'danger' : lookup.state === 'filled' ? 'success' : 'muted'}>
        {lookup.state === 'waiting' ? 'Looking up the problem…' : lookup.state === 'idle' ? '' : lookup.text}
      </Status>
      {addError && <InlineError role="alert">{addError}</InlineError>}
      <InputField formik={formik} name="title" label="Title" required autoComplete="off" />
      <InputField formik={formik} name="description" label="Description" required multiline />
      <SelectField formik={formik} name="difficulty" label="Difficulty" required hint={difficultyHint} options={difficultyOptions} />
      <SelectField formik={formik} name="platform" label="Platform" required options={platformOptions} />
    </>
  );
}
