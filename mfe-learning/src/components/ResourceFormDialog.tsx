import { resourceSchema, type ResourceValues } from '@chapter/shared/schemas';
import { FormDialog, InputField } from '@chapter/shared/forms';

export type ResourceFormDialogProps = {
  open: boolean;
  /** 'Create Resource', 'Edit Practice Set'… */
  title: string;
  description?: string;
  submitText: string;
  initialValues?: ResourceValues;
  /** Sends the trimmed values; resolves true when the dialog may close. */
  onSubmit: (values: ResourceValues) => Promise<boolean>;
  onClose: () => void;
};

const EMPTY: ResourceValues = { title: '', description: '' };

/** Create or edit a practice set or a video resource: a title and a description, both required. */
export function ResourceFormDialog({ initialValues = EMPTY, ...props }: ResourceFormDialogProps) {
  return (
    <FormDialog {...props} initialValues={initialValues} validationSchema={resourceSchema}>
      {(formik) => (
        <>
          <InputField formik={formik} name="title" label="Title" required autoComplete="off" />
          <InputField formik={formik} name="description" label="Description" required multiline />
        </>
      )}
    </FormDialog>
  );
}
