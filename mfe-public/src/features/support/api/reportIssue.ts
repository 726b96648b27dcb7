import { call } from '@chapter/shared';
import type { IssueReportValues } from '@chapter/shared/schemas';

/** Reports an issue as multipart: name, email, subject, description and the optional file `issueScreenShot`. */
export function reportIssue(values: IssueReportValues, screenshot: File | null) {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.append(key, value.trim());
  if (screenshot) form.append('issueScreenShot', screenshot);
  return call('POST /user/report-an-issue', { body: form });
}
