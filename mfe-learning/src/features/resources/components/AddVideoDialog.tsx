import { videoSchema } from '@chapter/shared/schemas';
import { FormDialog, InputField } from '@chapter/shared/forms';
import type { VideoFields } from '../api/videos';

export type AddVideoDialogProps = {
  open: boolean;
  /** Gets the link as typed (already checked to be YouTube); resolves true when added. */
  onSubmit: (values: VideoFields) => Promise<boolean>;
  onClose: () => void;
};

const INITIAL: VideoFields = { title: '', description: '', link: '' };

export function AddVideoDialog({ onSubmit, ...props }: AddVideoDialogProps) {
  return (
    <FormDialog
      {...props}
      title="Add Video"
      description="Paste a YouTube link in any form: watch, youtu.be or embed."
      submitText="Add Video"
      initialValues={INITIAL}
      validationSchema={videoSchema}
      onSubmit={onSubmit}
    >
      {(formik) => (
        <>
          <InputField formik={formik} name="title" label="Title" required autoComplete="off" />
          <InputField formik={formik} name="description" label="Description" required multiline />
          <InputField formik={formik} name="link" label="YouTube link" required type="url" inputMode="url" placeholder="https://youtu.be/…" />
        </>
      )}
    </FormDialog>
  );
}
