import { PageFrame } from '../../components/PageFrame';

export function TermsPage() {
  return <PageFrame title="Terms and Conditions" lead="The full terms (last updated 01-04-2025) are being moved here." />;
}
