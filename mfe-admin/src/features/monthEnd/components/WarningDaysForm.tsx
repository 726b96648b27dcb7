import { Form, Formik } from 'formik';
import { object } from 'yup';
import { Button } from '@chapter/shared';
import { InputField } from '@chapter/shared/forms';
import { warnDaysSchema } from '@chapter/shared/schemas';
import type { WarningDaysRequest } from '@chapter/shared/types';
import { Toolbar } from '../../../components/ui';
import { useSaveWarningDays } from '../api/atRisk';

const schema = object({ warnDaysBefore: warnDaysSchema });

/** The admin's setting: how many days before the month's last day members below the mark are warned (0: off). */
export function WarningDaysForm({ saved }: { saved: number }) {
  const save = useSaveWarningDays();
  return (
    <Formik<WarningDaysRequest>
      initialValues={{ warnDaysBefore: saved }}
      enableReinitialize
      validationSchema={schema}
      onSubmit={async (values) => {
        // A failure is toasted by the mutation; the field keeps what was typed.
        await save.mutateAsync({ warnDaysBefore: Number(values.warnDaysBefore) }).catch(() => undefined);
      }}
    >
      {(formik) => (
        <Form noValidate aria-label="Warning setting">
          <Toolbar>
            <InputField
              formik={formik}
              name="warnDaysBefore"
              label="Warn days before the month ends"
              hint="0 turns the warnings off; at most 27"
              required
              type="number"
              inputMode="numeric"
              min={0}
              max={27}
              step={1}
            />
            <Button type="submit" disabled={!formik.dirty || formik.isSubmitting}>
              Save
            </Button>
          </Toolbar>
        </Form>
      )}
    </Formik>
  );
}
