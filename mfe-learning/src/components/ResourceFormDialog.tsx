import { resourceSchema } from '@chapter/shared/schemas';
import { FormDialog, InputField } from '@chapter/shared/forms';
import type { BodyOf } from '@chapter/shared/types';
import type { Filled } from '../lib/fields';
import { MarkdownField } from './MarkdownField';

/** The fields a practice set and a video resource are created and edited with (both routes take the same). */
export type ResourceFields = Filled<BodyOf<'POST /core-member/create-resource'> & BodyOf<'POST /core-member/create-video-resource'>>;

export type ResourceFormDialogProps = {
  open: boolean;
  /** 'Create Resource', 'Edit Practice Set'… */
  title: string;
  description?: string;
  submitText: string;
  initialValues?: ResourceFields;
  /** Sends the trimmed values; resolves true when the dialog may close. */
  onSubmit: (values: ResourceFields) => Promise<boolean>;
  onClose: () => void;
};

const EMPTY: ResourceFields = { title: '', description: '' };

/** Create or edit a practice set or a video resource: a title and a description, both required. */
export function ResourceFormDialog({ initialValues = EMPTY, ...props }: ResourceFormDialogProps) {
  return (
    <FormDialog {...props} initialValues={initialValues} validationSchema={resourceSchema}>
      {(formik) => (
        <>
          <InputField formik={formik} name="title" label="Title" required autoComplete="off" />
          <MarkdownField formik={formik} name="description" label="Description" required />
        </>
      )}
    </FormDialog>
  );
}
