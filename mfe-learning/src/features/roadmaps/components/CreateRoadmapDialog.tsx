import { parseTags, roadmapSchema } from '@chapter/shared/schemas';
import { FormDialog, InputField } from '@chapter/shared/forms';
import type { BodyOf } from '@chapter/shared/types';
import type { Filled } from '../../../lib/fields';

type NewRoadmap = BodyOf<'POST /core-member/create-roadmap'>;
/** The form's fields: create-roadmap's, with the tags as the comma-separated text typed (sent as a list). */
type RoadmapFields = Filled<NewRoadmap> & { tags: string };

export type CreateRoadmapDialogProps = {
  open: boolean;
  /** Gets the tags as a list; resolves true when created. */
  onSubmit: (roadmap: NewRoadmap) => Promise<boolean>;
  onClose: () => void;
};

const INITIAL: RoadmapFields = { title: '', description: '', tags: '' };

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
