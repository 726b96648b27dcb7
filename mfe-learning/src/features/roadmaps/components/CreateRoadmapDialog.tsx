import { useFormik } from 'formik';
import { Button, Dialog } from '@chapter/shared';
import { parseTags, roadmapSchema, type RoadmapValues } from '@chapter/shared/schemas';
import { InputField } from '../../../components/FormControls';
import type { NewRoadmap } from '../api/roadmaps';

export type CreateRoadmapDialogProps = {
  open: boolean;
  /** Gets the tags as a list; resolves true when created. */
  onSubmit: (roadmap: NewRoadmap) => Promise<boolean>;
  onClose: () => void;
};

const INITIAL: RoadmapValues = { title: '', description: '', tags: '' };

export function CreateRoadmapDialog(props: CreateRoadmapDialogProps) {
  return props.open ? <CreateRoadmapForm {...props} /> : null;
}

function CreateRoadmapForm({ onSubmit, onClose }: CreateRoadmapDialogProps) {
  const formik = useFormik<RoadmapValues>({
    initialValues: INITIAL,
    validationSchema: roadmapSchema,
    onSubmit: async (values) => {
      const { title, description, tags } = roadmapSchema.cast(values);
      if (await onSubmit({ title, description, tags: parseTags(tags) })) onClose();
    },
  });

  return (
    <Dialog
      open
      title="Create New Roadmap"
      description="Start an empty roadmap; add its steps in the editor."
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
            Create Roadmap
          </Button>
        </>
      }
    >
      <InputField formik={formik} name="title" label="Title" required autoComplete="off" />
      <InputField formik={formik} name="description" label="Description" required multiline />
      <InputField formik={formik} name="tags" label="Tags" hint="Optional, separated by commas: dsa, contests, c++" autoComplete="off" />
    </Dialog>
  );
}
