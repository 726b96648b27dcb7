import type { ComponentProps } from 'react';
import { onDemand, useOpenedOnce } from '@chapter/shared';
import type { ResourceFormDialog } from './ResourceFormDialog';

// The form (and formik and yup with it) downloads when a core member first opens it, not with the list or the page.
const Loaded = onDemand(
  () => import('./ResourceFormDialog'),
  (module: typeof import('./ResourceFormDialog')) => module.ResourceFormDialog,
);

/** ResourceFormDialog, fetched the first time it opens and kept mounted after. */
export function ResourceFormDialogOnDemand(props: ComponentProps<typeof ResourceFormDialog>) {
  const opened = useOpenedOnce(props.open);
  return opened ? <Loaded {...props} /> : null;
}
