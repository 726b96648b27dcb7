import { useFormik } from 'formik';
import { Button, Dialog } from '@chapter/shared';
import { resourceSchema, type ResourceValues } from '@chapter/shared/schemas';
import { InputField } from './FormControls';

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
export function ResourceFormDialog(props: ResourceFormDialogProps) {
  // Mounted per opening, so every opening starts from the given values.
  return props.open ? <ResourceForm {...props} /> : null;
}

function ResourceForm({ title, description, submitText, initialValues = EMPTY, onSubmit, onClose }: ResourceFormDialogProps) {
  const formik = useFormik<ResourceValues>({
    initialValues,
    validationSchema: resourceSchema,
    onSubmit: async (values) => {
      if (await onSubmit(resourceSchema.cast(values))) onClose();
    },
  });

  return (
    <Dialog
      open
      title={title}
      description={description}
      onClose={onClose}
      busy={formik.isSubmitting}
      size="medium"
      onSubmit={formik.handleSubmit}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={formik.isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" busy={formik.isSubmitting}>
            {submitText}
          </Button>
        </>
      }
    >
      <InputField formik={formik} name="title" label="Title" required autoComplete="off" />
      <InputField formik={formik} name="description" label="Description" required multiline />
    </Dialog>
  );
}
