import { array, object, string, type InferType } from 'yup';
import { toLocalISODate } from './dates';

type LinkRow = { link?: string | null; linkText?: string | null };

const isBlank = (value: string | null | undefined) => !value || !value.trim();

/** Rows missing either the URL or its text are dropped on submit rather than rejected. */
export const dropIncompleteLinks = <T extends LinkRow>(rows: T[]): T[] => rows.filter((row) => !isBlank(row.link) && !isBlank(row.linkText));

export const announcementSchema = object({
  title: string().trim().required('Title is required'),
  description: string().trim().required('Description is required'),
  date: string()
    .default(() => toLocalISODate(new Date()))
    .required('Date is required'),
  time: string().optional(),
  links: array(
    object({
      link: string().trim().required('Link is required').url('Enter a valid URL'),
      linkText: string().trim().required('Link text is required'),
    }),
  )
    .transform((rows: LinkRow[] | undefined) => (Array.isArray(rows) ? dropIncompleteLinks(rows) : rows))
    .default([]),
});

export type AnnouncementValues = InferType<typeof announcementSchema>;
