import styled from 'styled-components';
import { FieldArray, FormikProvider } from 'formik';
import { Button, color, media } from '@chapter/shared';
import { announcementSchema, toLocalISODate, type AnnouncementValues } from '@chapter/shared/schemas';
import type { CreateAnnouncementRequest } from '@chapter/shared/types';
import { FormDialog, InputField } from '@chapter/shared/forms';

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr) auto;
  gap: 8px;
  align-items: end;

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const RemoveButton = styled(Button)`
  margin-bottom: 16px;
`;

const Legend = styled.legend`
  margin-bottom: 8px;
  font-weight: 600;
  color: ${color('text')};
`;

const Fieldset = styled.fieldset`
  margin: 0 0 16px;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

type Filled<T> = { [K in keyof T]-?: Exclude<T[K], undefined | null> };
type LinkRow = Filled<NonNullable<CreateAnnouncementRequest['links']>[number]>;
/** The form's fields: create-announcement's, each holding text ('' when left empty). */
type FormValues = Filled<Omit<CreateAnnouncementRequest, 'links'>> & { links: LinkRow[] };

/** The announcement as the API takes it: the schema's cast drops incomplete link rows; an empty time is left out. */
export function toAnnouncementRequest(values: AnnouncementValues | FormValues): CreateAnnouncementRequest {
  const cast = announcementSchema.cast(values) as AnnouncementValues;
  return {
    title: cast.title,
    description: cast.description,
    date: cast.date,
    ...(cast.time ? { time: cast.time } : {}),
    links: (cast.links ?? []).map((row) => ({ link: row.link, linkText: row.linkText })),
  };
}

export type AddAnnouncementDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Resolves true when the server took it (the dialog then closes). */
  onSubmit: (announcement: CreateAnnouncementRequest) => Promise<boolean>;
};

/** 'Add Announcement': title, description, date (today by default), optional time and any number of links. */
export function AddAnnouncementDialog({ open, onClose, onSubmit }: AddAnnouncementDialogProps) {
  const initialValues: FormValues = { title: '', description: '', date: toLocalISODate(new Date()), time: '', links: [{ link: '', linkText: '' }] };
  return (
    <FormDialog
      open={open}
      title="Add Announcement"
      submitText="Add Announcement"
      initialValues={initialValues}
      validationSchema={announcementSchema as never}
      onSubmit={(values) => onSubmit(toAnnouncementRequest(values))}
      onClose={onClose}
    >
      {(formik) => (
        <FormikProvider value={formik}>
          <InputField formik={formik} name="title" label="Title" required />
          <InputField formik={formik} name="description" label="Description" required multiline />
          <Pair>
            <InputField formik={formik} name="date" label="Date" type="date" required />
            <InputField formik={formik} name="time" label="Time" type="time" hint="Optional" />
          </Pair>
          <Fieldset>
            <Legend>Links</Legend>
            <FieldArray name="links">
              {(rows) => (
                <>
                  {formik.values.links.map((_, index) => (
                    <Row key={index}>
                      <InputField formik={formik} name={`links.${index}.link`} label={`Link ${index + 1} URL`} type="url" />
                      <InputField formik={formik} name={`links.${index}.linkText`} label={`Link ${index + 1} text`} />
                      <RemoveButton variant="ghost" size="small" onClick={() => rows.remove(index)} aria-label={`Remove link ${index + 1}`}>
                        Remove
                      </RemoveButton>
                    </Row>
                  ))}
                  <Button variant="secondary" size="small" onClick={() => rows.push({ link: '', linkText: '' })}>
                    Add link
                  </Button>
                </>
              )}
            </FieldArray>
          </Fieldset>
        </FormikProvider>
      )}
    </FormDialog>
  );
}
