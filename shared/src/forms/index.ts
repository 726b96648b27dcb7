// `@chapter/shared/forms`: a dialog holding one Formik form and the fields bound to it. A separate entry point, not
// the root barrel, because these import formik at their top level and every page imports the root: only the chunks
// that show a form pull formik in. The pieces take the rest of the kit from '@chapter/shared' by
// name, so a remote's form shares the page's one kit (the Dialog's open count, the theme) instead of a second copy.
export { FormDialog } from './FormDialog';
export type { FormDialogProps } from './FormDialog';
export { CheckboxField, fieldError, InputField, SelectField } from './FormControls';
