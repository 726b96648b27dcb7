// The forms' fields are the contract's (docs/architecture.md, "The contract"): each yup schema's values must name
// exactly the fields of the request body it fills, besides the fields only the form has (a confirmation). A field
// renamed in contract/ fails the type check here until the form and its schema follow.
import type { ChangePasswordRequest, CreateAnnouncementRequest, IssueReportFields, RegisterFields, SendOtpRequest } from '@chapter/contract';
import type { AnnouncementValues } from './announcement';
import type { IssueReportValues } from './issueReport';
import type { ChangePasswordValues, EmailStepValues } from './passwordReset';
import type { RegisterValues } from './register';

/** True when A and B name the same fields. */
type SameFields<A, B> = [Exclude<keyof A, keyof B>, Exclude<keyof B, keyof A>] extends [never, never]
  ? true
  : { onlyInForm: Exclude<keyof A, keyof B>; onlyInContract: Exclude<keyof B, keyof A> };

export type FormFieldsMatchContract = [
  SameFields<Omit<ChangePasswordValues, 'confirmPassword'>, ChangePasswordRequest>,
  SameFields<EmailStepValues, SendOtpRequest>,
  SameFields<Omit<RegisterValues, 'confirmPassword' | 'profilePicture'>, RegisterFields>,
  SameFields<IssueReportValues, IssueReportFields>,
  SameFields<AnnouncementValues, CreateAnnouncementRequest>,
];
// Each entry is true, or the type error names the fields that differ.
export const formFieldsMatchContract: FormFieldsMatchContract = [true, true, true, true, true];
