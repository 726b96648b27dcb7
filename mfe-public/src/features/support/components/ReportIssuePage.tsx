import styled from 'styled-components';
import { color, media, radius } from '@chapter/shared';
import { IssueForm } from './IssueForm';
import { PageGuideCard } from './PageGuideCard';
import { SupportPage } from './SupportPage';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 300px;
  gap: 24px;
  align-items: start;
  .form-card {
    padding: 24px;
    border: 1px solid ${color('border')};
    border-radius: ${radius('lg')};
    background: ${color('surface')};
  }
  ${media.below('tablet')} {
    grid-template-columns: 1fr;
    .form-card {
      padding: 16px;
    }
  }
`;

export function ReportIssuePage() {
  return (
    <SupportPage>
      <h1>Report an Issue</h1>
      <p className="lead">Found something broken or confusing? Tell us and the chapter’s developers will look into it.</p>
      <Layout>
        <div className="form-card">
          <IssueForm />
        </div>
        <PageGuideCard />
      </Layout>
    </SupportPage>
  );
}
