import { parseTags, roadmapSchema, type RoadmapValues } from '@chapter/shared/schemas';
import { FormDialog, InputField } from '@chapter/shared/forms';
import type { NewRoadmap } from '../api/roadmaps';

export type CreateRoadmapDialogProps = {
  open: boolean;
  /** Gets the tags as a list; resolves true when created. */
  onSubmit: (roadmap: NewRoadmap) => Promise<boolean>;
  onClose: () => void;
};

const INITIAL: RoadmapValues = { title: '', description: '', tags: '' };

export function CreateRoadmapDialog({ onSubmit, ...props }: CreateRoadmapDialogProps) {
  return (
    <FormDialog
      {...props}
      title="Create New Roadmap"
      description="Start an empty roadmap; add its steps in the editor."
      submitText="Create Roadmap"
      initialValues={INITIAL}
      validationSchema={roadmapSchema}
      onSubmit={({ title, description, tags }) => onSubmit({ title, description, tags: parseTags(tags) })}
    >
      {(formik) => (
        <>
          <InputField formik={formik} name="title" label="Title" required autoComplete="off" />
          <InputField formik={formik} name="description" label="Description" required multiline />
          <InputField formik={formik} name="tags" label="Tags" hint="Optional, separated by commas: dsa, contests, c++" autoComplete="off" />
        </>
      )}
    </FormDialog>
  );
}
