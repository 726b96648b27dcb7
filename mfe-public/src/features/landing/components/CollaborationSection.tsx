import { CardGrid, InfoCard, PageSection } from '../../../components/PageSection';

const WAYS = [
  { title: 'Contests together', text: 'Codeforces and CodeChef contests scheduled on the chapter calendar, with points for every problem solved in them.' },
  { title: 'Problem of the day', text: "Today's LeetCode and GeeksforGeeks problems on the dashboard, so everyone discusses the same question." },
  { title: 'Peer-made resources', text: 'Core members curate practice sets, playlists and roadmaps; everyone signed in can use them.' },
  { title: 'Meetings with minutes', text: 'Meetings, their links and minutes live on the calendar, so nobody misses what was decided.' },
];

/** How members work with each other; real features, not invented quotes. */
export function CollaborationSection({ id }: { id: string }) {
  return (
    <PageSection id={id} tone="soft" title="Learn together, not alone" lead="The chapter is a team: the app is built around doing things with each other.">
      <CardGrid>
        {WAYS.map((way) => (
          <InfoCard key={way.title}>
            <h3>{way.title}</h3>
            <p>{way.text}</p>
          </InfoCard>
        ))}
      </CardGrid>
    </PageSection>
  );
}
