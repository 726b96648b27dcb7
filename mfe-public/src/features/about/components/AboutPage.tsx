import styled from 'styled-components';
import { color, media, radius, StaticMarkup, useChapterConfig } from '@chapter/shared';
import { CardGrid, InfoCard, PageSection } from '../../../components/PageSection';
import { SectionDotNav, type PageSection as Section } from '../../../components/SectionDotNav';
import { useSectionInView } from '../../../hooks/useSectionInView';
import { EVENTS, HEADLINE_FIGURES, MISSION_POINTS, TEAM_ROLES } from '../data/aboutContent';
import { DEVELOPERS } from '../data/developers';
import { DeveloperCard } from './DeveloperCard';

const SECTIONS: readonly Section[] = [
  { id: 'about', label: 'About' },
  { id: 'mission', label: 'Mission' },
  { id: 'partnership', label: 'Partnership' },
  { id: 'team', label: 'Team' },
  { id: 'developers', label: 'Developers' },
  { id: 'events', label: 'Events' },
];
const SECTION_IDS = SECTIONS.map((section) => section.id);

// Bottom padding keeps the subtitle off the band's lower edge.
const Intro = styled.header`
  padding: 64px 20px 48px;
  text-align: center;
  h1 {
    margin: 0 0 12px;
    font-size: clamp(2rem, 5vw, 3rem);
  }
  p {
    max-width: 680px;
    margin: 0 auto;
    color: ${color('muted')};
    font-size: 1.1rem;
  }
  ${media.mobile} {
    padding: 40px 16px 32px;
  }
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: 16px;
  margin: 0;
  div {
    display: flex;
    flex-direction: column;
    padding: 20px;
    border-radius: ${radius('lg')};
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
    font-size: 2rem;
    font-weight: 800;
  }
`;

const JoinLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 48px;
  margin-top: 24px;
  padding: 12px 28px;
  border-radius: ${radius('md')};
  background: ${color('primary')};
  color: ${color('onPrimary')};
  font-weight: 700;
  text-decoration: none;
`;

// The theme's link colour (primary reaches 4.5:1 on the soft band), not the browser's default blue.
const Contact = styled.p`
  margin: 24px 0 0;
  a {
    color: ${color('primary')};
    font-weight: 600;
    text-underline-offset: 3px;
  }
  a:hover {
    color: ${color('primaryHover')};
  }
`;

export function AboutPage() {
  const { config } = useChapterConfig();
  const { activeId, goTo } = useSectionInView(SECTION_IDS);
  const joinLink = config.links.community;

  return (
    <>
      <SectionDotNav label="About page sections" sections={SECTIONS} activeId={activeId} onSelect={goTo} />
      <Intro>
        <h1>About {config.chapterName}</h1>
        <p>A student coding community of the university, linked to its placement department: practice, contests, workshops and mentoring.</p>
      </Intro>
      <PageSection
        id="about"
        title="Who we are"
        lead={`${config.chapterName} brings together students who want to get better at problem solving and software, one month at a time.`}
      >
        <Figures>
          {HEADLINE_FIGURES.map((figure) => (
            <div key={figure.label}>
              <dt>{figure.label}</dt>
              <dd>{figure.value}</dd>
            </div>
          ))}
        </Figures>
      </PageSection>
      {/* Text only: hydration leaves their server markup alone (less script work before the page answers). */}
      <StaticMarkup>
        <PageSection id="mission" tone="soft" title="Our mission" lead="Make every member interview-ready by building habits that last beyond the chapter.">
          <CardGrid>
            {MISSION_POINTS.map((point) => (
              <InfoCard key={point.title}>
                <h3>{point.title}</h3>
                <p>{point.text}</p>
              </InfoCard>
            ))}
          </CardGrid>
        </PageSection>
        <PageSection
          id="partnership"
          title="Partnership with the placement department"
          lead="The chapter is linked to the university's placement department: its hiring partners, workshops and mock interviews reach members first, and the department sees who keeps practising."
        />
        <PageSection
          id="team"
          tone="soft"
          title="The team"
          lead="Roles grow with contribution: regular members who exceed the requirements may be promoted to core."
        >
          <CardGrid>
            {TEAM_ROLES.map((role) => (
              <InfoCard key={role.title}>
                <h3>{role.title}</h3>
                <p>{role.text}</p>
              </InfoCard>
            ))}
          </CardGrid>
        </PageSection>
      </StaticMarkup>
      <PageSection id="developers" title="The developers" lead="Two members build and run this app.">
        <CardGrid $min={260}>
          {DEVELOPERS.map((developer) => (
            <DeveloperCard key={developer.name} developer={developer} />
          ))}
        </CardGrid>
      </PageSection>
      <PageSection id="events" tone="soft" title="Events" lead="What happens on the chapter calendar through the year.">
        <CardGrid>
          {EVENTS.map((event) => (
            <InfoCard key={event.title}>
              <h3>{event.title}</h3>
              <p>{event.text}</p>
            </InfoCard>
          ))}
        </CardGrid>
        {joinLink ? (
          <JoinLink href={joinLink} target="_blank" rel="noopener noreferrer">
            Join the chapter
          </JoinLink>
        ) : (
          <JoinLink href="/auth/register">Join the chapter</JoinLink>
        )}
        {config.contactEmail && (
          <Contact>
            Questions? Write to <a href={`mailto:${config.contactEmail}`}>{config.contactEmail}</a>.
          </Contact>
        )}
      </PageSection>
    </>
  );
}
