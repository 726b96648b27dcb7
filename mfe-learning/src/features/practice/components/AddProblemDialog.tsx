import { DIFFICULTIES } from '@chapter/shared';
import { PROBLEM_PLATFORMS, addProblemSchema } from '@chapter/shared/schemas';
import { FormDialog, InputField, SelectField } from '@chapter/shared/forms';
import type { ProblemFields } from '../api/questions';
import { difficultyLabel } from './DifficultyBadge';

export type AddProblemDialogProps = {
  open: boolean;
  /** Resolves true when added (the dialog then closes). */
  onSubmit: (values: ProblemFields) => Promise<boolean>;
  onClose: () => void;
};

const INITIAL: ProblemFields = { title: '', link: '', description: '', difficulty: 'EASY', platform: 'LeetCode' };
const difficultyOptions = DIFFICULTIES.map((value) => ({ value, label: difficultyLabel(value) }));
const platformOptions = PROBLEM_PLATFORMS.map((value) => ({ value, label: value }));

export function AddProblemDialog({ onSubmit, ...props }: AddProblemDialogProps) {
  return (
    <FormDialog
      {...props}
      title="Add Problem"
      description="Link a problem from one of the coding platforms."
      submitText="Add Problem"
      initialValues={INITIAL}
      validationSchema={addProblemSchema}
      onSubmit={onSubmit}
    >
      {(formik) => (
        <>
          <InputField formik={formik} name="title" label="Title" required autoComplete="off" />
          <InputField formik={formik} name="link" label="Link" required type="url" inputMode="url" placeholder="https://leetcode.com/problems/two-sum/" />
          <InputField formik={formik} name="description" label="Description" required multiline />
          <SelectField formik={formik} name="difficulty" label="Difficulty" required options={difficultyOptions} />
          <SelectField formik={formik} name="platform" label="Platform" required options={platformOptions} />
        </>
      )}
    </FormDialog>
  );
}
