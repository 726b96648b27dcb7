import { PageFrame } from '../../components/PageFrame';

export function AboutPage() {
  return <PageFrame title="About the chapter" lead="A student coding community linked to the university's placement department: practice, contests, workshops and mentoring." />;
}
