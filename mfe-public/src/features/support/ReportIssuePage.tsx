import { PageFrame } from '../../components/PageFrame';

export function ReportIssuePage() {
  return <PageFrame title="Report an Issue" lead="The issue form (name, e-mail, subject, description and an optional screenshot) is on its way." />;
}
