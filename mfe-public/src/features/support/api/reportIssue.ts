import { api } from '@chapter/shared';
import type { ReportIssueResponse } from '@chapter/shared/types';
import type { IssueReportValues } from '@chapter/shared/schemas';

/** POST /user/report-an-issue as multipart: name, email, subject, description and the optional file `issueScreenShot`. */
export function reportIssue(values: IssueReportValues, screenshot: File | null) {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.append(key, value.trim());
  if (screenshot) form.append('issueScreenShot', screenshot);
  return api.post<ReportIssueResponse>('/user/report-an-issue', form);
}
