import type { ReactNode } from 'react';
import { useFormik, type FormikProps, type FormikValues } from 'formik';
import type { Schema } from 'yup';
import { Button, Dialog } from '@chapter/shared';

export type FormDialogProps<V extends FormikValues> = {
  open: boolean;
  title: string;
  description?: string;
  /** The submit button's text ('Add Video', 'Create Roadmap'…). */
  submitText: string;
  initialValues: V;
  validationSchema: Schema<V>;
  /** Gets the values as the schema casts them (trimmed); resolves true when the dialog may close. */
  onSubmit: (values: V) => Promise<boolean>;
  onClose: () => void;
  /** The form's fields. */
  children: (formik: FormikProps<V>) => ReactNode;
};

/** A dialog holding one form: Cancel and submit, busy while the submission runs, closed when it succeeds. */
export function FormDialog<V extends FormikValues>(props: FormDialogProps<V>) {
  // Mounted per opening, so every opening starts from the given values.
  return props.open ? <FormDialogBody {...props} /> : null;
}

function FormDialogBody<V extends FormikValues>({
  title,
  description,
  submitText,
  initialValues,
  validationSchema,
  onSubmit,
  onClose,
  children,
}: FormDialogProps<V>) {
  const formik = useFormik<V>({
    initialValues,
    validationSchema,
    onSubmit: async (values) => {
      if (await onSubmit(validationSchema.cast(values) as V)) onClose();
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
      {children(formik)}
    </Dialog>
  );
}
