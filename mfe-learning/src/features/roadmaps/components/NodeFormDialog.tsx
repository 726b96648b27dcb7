import { useFormik } from 'formik';
import styled from 'styled-components';
import { Button, Dialog, ROADMAP_LEVELS, color } from '@chapter/shared';
import { InputField, SelectField } from '@chapter/shared/forms';
import { MarkdownField } from '../../../components/MarkdownField';
import type { NodeContent } from '../graph/edit';
import { contentOf, nodeFormSchema, type NodeFormValues } from '../graph/nodeForm';

export type NodeFormDialogProps = {
  open: boolean;
  initialValues: NodeFormValues;
  /** The node being edited (its id is then read-only); absent when adding. */
  editingId?: string;
  /** Ids the new id must not take. */
  otherIds: readonly string[];
  onSubmit: (content: NodeContent) => void;
  onClose: () => void;
};

const levelOptions = ROADMAP_LEVELS.map((level) => ({ value: level, label: level }));

const Fieldset = styled.fieldset`
  margin: 0 0 16px;
  padding: 12px 16px 16px;
  border: 1px solid ${color('border')};
  border-radius: 8px;

  legend {
    padding: 0 4px;
    font-weight: 600;
  }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1.4fr auto;
  gap: 8px;
  align-items: start;

  & > button {
    margin-top: 28px;
  }
  @media (max-width: 639.98px) {
    grid-template-columns: 1fr;
    & > button {
      margin: -8px 0 16px;
    }
  }
`;

const ListError = styled.p`
  margin: 0 0 12px;
  color: ${color('danger')};
  font-size: 0.8125rem;
`;

export function NodeFormDialog(props: NodeFormDialogProps) {
  return props.open ? <NodeForm {...props} /> : null;
}

function NodeForm({ initialValues, editingId, otherIds, onSubmit, onClose }: NodeFormDialogProps) {
  const formik = useFormik<NodeFormValues>({
    initialValues,
    validationSchema: nodeFormSchema(otherIds),
    onSubmit: (values) => {
      onSubmit(contentOf(values, otherIds));
      onClose();
    },
  });
  const { resources } = formik.values;
  const setResources = (next: NodeFormValues['resources']) => void formik.setFieldValue('resources', next);
  const listError = typeof formik.errors.resources === 'string' && formik.submitCount > 0 ? formik.errors.resources : undefined;

  return (
    <Dialog
      open
      title={editingId ? 'Edit Node' : 'Add Node'}
      onClose={onClose}
      size="large"
      onSubmit={formik.handleSubmit}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">{editingId ? 'Save Node' : 'Add Node'}</Button>
        </>
      }
    >
      <InputField
        formik={formik}
        name="id"
        label="ID"
        required
        readOnly={Boolean(editingId)}
        hint={editingId ? 'A node keeps its ID.' : 'Generated from the time; change it if you like.'}
        autoComplete="off"
      />
      <InputField formik={formik} name="title" label="Title" required autoComplete="off" />
      <MarkdownField formik={formik} name="description" label="Description" required />
      <SelectField formik={formik} name="level" label="Level" required options={levelOptions} />
      <Fieldset>
        <legend>Resources</legend>
        {resources.map((_, index) => (
          <Row key={index}>
            <InputField formik={formik} name={`resources.${index}.name`} label={`Resource ${index + 1} name`} required autoComplete="off" />
            <InputField formik={formik} name={`resources.${index}.link`} label={`Resource ${index + 1} link`} required type="url" inputMode="url" />
            <Button
              variant="ghost"
              size="small"
              aria-label={`Remove resource ${index + 1}`}
              disabled={resources.length <= 1}
              onClick={() => setResources(resources.filter((__, other) => other !== index))}
            >
              Remove
            </Button>
          </Row>
        ))}
        {listError && <ListError role="alert">{listError}</ListError>}
        <Button variant="secondary" size="small" onClick={() => setResources([...resources, { name: '', link: '' }])}>
          Add Resource
        </Button>
      </Fieldset>
    </Dialog>
  );
}
