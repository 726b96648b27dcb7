import { useFormik } from 'formik';
import { Button, Dialog } from '@chapter/shared';
import { videoSchema, type VideoValues } from '@chapter/shared/schemas';
import { InputField } from '../../../components/FormControls';

export type AddVideoDialogProps = {
  open: boolean;
  /** Gets the link as typed (already checked to be YouTube); resolves true when added. */
  onSubmit: (values: VideoValues) => Promise<boolean>;
  onClose: () => void;
};

const INITIAL: VideoValues = { title: '', description: '', link: '' };

export function AddVideoDialog(props: AddVideoDialogProps) {
  return props.open ? <AddVideoForm {...props} /> : null;
}

function AddVideoForm({ onSubmit, onClose }: AddVideoDialogProps) {
  const formik = useFormik<VideoValues>({
    initialValues: INITIAL,
    validationSchema: videoSchema,
    onSubmit: async (values) => {
      if (await onSubmit(videoSchema.cast(values))) onClose();
    },
  });

  return (
    <Dialog
      open
      title="Add Video"
      description="Paste a YouTube link in any form: watch, youtu.be or embed."
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
            Add Video
          </Button>
        </>
      }
    >
      <InputField formik={formik} name="title" label="Title" required autoComplete="off" />
      <InputField formik={formik} name="description" label="Description" required multiline />
      <InputField formik={formik} name="link" label="YouTube link" required type="url" inputMode="url" placeholder="https://youtu.be/…" />
    </Dialog>
  );
}
