import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useFormik } from 'formik';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, notify, useHydrated } from '@chapter/shared';
import { useEarlyFormikInput } from '../../../../hooks/useEarlyFormikInput';
import { FormLinks } from '../../../../components/AuthLayout';
import { StepIndicator } from '../../../../components/StepIndicator';
import { register } from '../../api/register';
import { BasicInfoStep } from './BasicInfoStep';
import { ContactStep } from './ContactStep';
import { EMPTY_REGISTRATION, FILL_ALL_FIELDS, REGISTER_STEPS, type RegisterFormValues } from './registerForm';
import { loadRegisterRules, RULES_UNAVAILABLE, validateRegisterStep } from './registerValidation';

/** Looks and reads as disabled but stays focusable and clickable, so a press can say what is missing. */
const StepButton = styled(Button)`
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 12px;
  justify-content: space-between;
  margin-top: 8px;
  button {
    flex: 1;
  }
`;

/**
 * Two steps, validated on every change; Next is marked disabled while the step has errors, and pressing it anyway (or Enter)
 * shows 'Please fill all required fields correctly' and every error of the step. After 'Create Account' the user goes to
 * /auth/login whatever the answer, with the server's message as a toast, e.g. when the e-mail is not allowed.
 */
export function RegisterWizard() {
  const [step, setStep] = useState(0);
  const navigate = useNavigate();
  const current = REGISTER_STEPS[step];
  const last = step === REGISTER_STEPS.length - 1;

  // Until its first check the form is empty, so its first step has errors: Next starts marked disabled without
  // running the rules, which load when a field is first focused (registerValidation.ts). Rules that could not be
  // downloaded leave it so; pressing Next then says why.
  const [checked, setChecked] = useState(false);
  const form = useFormik<RegisterFormValues>({
    initialValues: EMPTY_REGISTRATION,
    validate: async (values) => {
      try {
        const errors = await validateRegisterStep(step, values);
        setChecked(true);
        return errors;
      } catch {
        setChecked(false);
        return {};
      }
    },
    onSubmit: () => undefined, // submission is the form's own handler below, which knows about steps
  });

  // The rules follow the step; check the new step's fields at once so Next/Create Account start in the right state.
  const { validateForm } = form;
  useEffect(() => {
    if (step > 0) void validateForm();
  }, [step, validateForm]);

  // A prerendered first step: what was typed before the script arrived becomes the form's values, and it validates anew.
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  useEarlyFormikInput(formRef, form);

  const fieldsOfStep: ReadonlyArray<keyof RegisterFormValues> = current.fields;
  const stepHasErrors = !checked || fieldsOfStep.some((name) => Boolean(form.errors[name]));
  // An error shows once its field was touched or typed in: validation on every change, without shouting at an empty form.
  const errorOf = (name: keyof RegisterFormValues) =>
    (form.touched[name] || form.values[name] !== EMPTY_REGISTRATION[name]) && typeof form.errors[name] === 'string' ? (form.errors[name] as string) : undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await loadRegisterRules();
    } catch {
      notify.error(RULES_UNAVAILABLE);
      return;
    }
    const errors = await form.validateForm();
    if (fieldsOfStep.some((name) => errors[name])) {
      void form.setTouched(Object.fromEntries(fieldsOfStep.map((name) => [name, true])), false);
      notify.error(FILL_ALL_FIELDS);
      return;
    }
    if (!last) {
      setStep(step + 1);
      return;
    }
    form.setSubmitting(true);
    const { profilePicture, confirmPassword: _confirm, academicYear, ...text } = form.values;
    const result = await register({ ...text, academicYear: Number(academicYear) }, profilePicture);
    form.setSubmitting(false);
    if (result.status === 0) {
      notify.error(result.message); // no answer at all: keep what was typed so the user can try again
      return;
    }
    if (result.ok) notify.success(result.message || 'Registration successful! Please sign in.');
    else notify.error(result.message);
    form.resetForm();
    navigate('/auth/login');
  }

  return (
    <form ref={formRef} onSubmit={submit} onFocus={() => void loadRegisterRules().catch(() => undefined)} noValidate aria-label="Create your account">
      <StepIndicator label="Registration steps" steps={REGISTER_STEPS.map((s) => s.title)} current={step} />
      <h2 className="sr-only">{current.title}</h2>
      {step === 0 ? <BasicInfoStep form={form} errorOf={errorOf} /> : <ContactStep form={form} errorOf={errorOf} />}
      <Actions>
        {step > 0 && (
          <Button variant="secondary" onClick={() => setStep(step - 1)} disabled={form.isSubmitting}>
            Previous
          </Button>
        )}
        {last ? (
          <StepButton type="submit" busy={form.isSubmitting} aria-disabled={stepHasErrors}>
            Create Account
          </StepButton>
        ) : (
          <StepButton type="submit" aria-disabled={stepHasErrors} disabled={!hydrated}>
            Next
          </StepButton>
        )}
      </Actions>
      <FormLinks>
        <Link to="/auth/login">Already have an account? Sign in</Link>
      </FormLinks>
    </form>
  );
}
