import styled from 'styled-components';
import { color, Spinner } from '@chapter/shared';
import type { PublicOverview } from '@chapter/shared/types';
import { CardGrid, InfoCard, PageSection } from '../../../components/PageSection';
import type { OverviewState } from '../api/getPublicOverview';

const FIGURES: Array<{ key: keyof Pick<PublicOverview, 'activeUsers' | 'practiceProblems' | 'resources' | 'platforms'>; label: string }> = [
  { key: 'activeUsers', label: 'Active users' },
  { key: 'practiceProblems', label: 'Practice problems' },
  { key: 'resources', label: 'Resources shared' },
  { key: 'platforms', label: 'Connected platforms' },
];

const FEATURES = [
  { title: 'Monthly leaderboards', text: 'Overall and per platform, with the top 3 on a podium and a passing mark to stay active.' },
  { title: 'Practice sets', text: 'Curated problems from four platforms, filtered by difficulty and platform.' },
  { title: 'Resources and roadmaps', text: 'Video playlists and step-by-step roadmaps for competitive, frontend and backend paths.' },
  { title: 'Calendar and announcements', text: 'Contests, meetings and festivals in one calendar, with e-mail reminders you can switch off.' },
];

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: 16px;
  margin: 0 0 40px;

  div {
    padding: 20px;
    border-radius: 12px;
    background: ${color('surface')};
    text-align: center;
  }
  dt {
    color: ${color('muted')};
    font-weight: 600;
  }
  dd {
    order: -1;
    margin: 0 0 4px;
    color: ${color('primary')};
    font-size: 2.2rem;
    font-weight: 800;
  }
  div {
    display: flex;
    flex-direction: column;
  }
`;

const Note = styled.p`
  margin: -24px 0 32px;
  color: ${color('muted')};
`;

/** The feature overview with the chapter's real counts (never a claim the database cannot back). */
export function FeaturesSection({ id, state }: { id: string; state: OverviewState }) {
  return (
    <PageSection
      id={id}
      tone="soft"
      title="Everything a coding chapter needs"
      lead="One place for points, practice and plans, built for the chapter's members."
    >
      <Figures aria-busy={state.status === 'loading' || undefined}>
        {FIGURES.map(({ key, label }) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd>
              {state.status === 'ready' ? (
                state.overview[key]
              ) : state.status === 'loading' ? (
                <Spinner size={28} label={`Loading ${label.toLowerCase()}`} />
              ) : (
                '—'
              )}
            </dd>
          </div>
        ))}
      </Figures>
      {state.status === 'error' && <Note role="status">The live figures are unavailable right now.</Note>}
      <CardGrid>
        {FEATURES.map((feature) => (
          <InfoCard key={feature.title}>
            <h3>{feature.title}</h3>
            <p>{feature.text}</p>
          </InfoCard>
        ))}
      </CardGrid>
    </PageSection>
  );
}
