import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { color, DEBOUNCE_MS, media, radius, Spinner } from '@chapter/shared';
import { USER_MANUAL } from '../data/userManual';
import { ManualTabs } from './ManualTabs';
import { SupportPage } from './SupportPage';

const Layout = styled.div`
  display: grid;
  grid-template-columns: 250px minmax(0, 1fr);
  gap: 24px;
  align-items: start;
  ${media.below('tablet')} {
    grid-template-columns: 1fr;
  }
`;

const Sidebar = styled.nav`
  position: sticky;
  top: 88px;
  padding: 12px;
  border: 1px solid ${color('border')};
  border-radius: ${radius('lg')};
  background: ${color('surface')};

  ul {
    display: grid;
    gap: 4px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  button {
    width: 100%;
    min-height: 40px;
    padding: 8px 12px;
    border: 0;
    border-radius: ${radius('md')};
    background: transparent;
    color: ${color('text')};
    font: inherit;
    text-align: left;
    cursor: pointer;
  }
  button:hover {
    background: ${color('surfaceAlt')};
  }
  button[aria-current='true'] {
    background: ${color('primarySoft')};
    color: ${color('primary')};
    font-weight: 700;
  }

  ${media.below('tablet')} {
    position: static;
    padding: 8px;
    overflow-x: auto;
    ul {
      display: flex;
      width: max-content;
    }
    button {
      width: auto;
      white-space: nowrap;
    }
  }
`;

const Panel = styled.div`
  min-height: 240px;
  padding: 24px;
  border: 1px solid ${color('border')};
  border-radius: ${radius('lg')};
  background: ${color('surface')};
  h2 {
    margin: 0 0 16px;
    font-size: 1.4rem;
  }
  h3 {
    margin: 0 0 12px;
    font-size: 1.15rem;
  }
  p,
  li {
    line-height: 1.65;
  }
  ul {
    padding-left: 20px;
  }
  .loading {
    display: flex;
    justify-content: center;
    padding: 48px 0;
  }
  ${media.mobile} {
    padding: 16px;
  }
`;

const PANEL_ID = 'manual-panel';

export function UserManualPage() {
  const [sectionId, setSectionId] = useState(USER_MANUAL[0].id);
  const section = USER_MANUAL.find((candidate) => candidate.id === sectionId) ?? USER_MANUAL[0];
  const [subsectionId, setSubsectionId] = useState(section.subsections[0].id);
  const subsection = section.subsections.find((candidate) => candidate.id === subsectionId) ?? section.subsections[0];
  const [switching, setSwitching] = useState(false);

  // A short pause on every switch (DEBOUNCE_MS.manualSpinner, 500 ms).
  useEffect(() => {
    if (!switching) return undefined;
    const timer = setTimeout(() => setSwitching(false), DEBOUNCE_MS.manualSpinner);
    return () => clearTimeout(timer);
  }, [switching, sectionId, subsectionId]);

  function selectSection(id: string) {
    const next = USER_MANUAL.find((candidate) => candidate.id === id);
    if (!next || id === sectionId) return;
    setSectionId(id);
    setSubsectionId(next.subsections[0].id);
    setSwitching(true);
  }

  function selectSubsection(id: string) {
    if (id === subsectionId) return;
    setSubsectionId(id);
    setSwitching(true);
  }

  return (
    <SupportPage>
      <h1>User Manual</h1>
      <p className="lead">How accounts, points, leaderboards and learning resources work.</p>
      <Layout>
        <Sidebar aria-label="Manual sections">
          <ul>
            {USER_MANUAL.map((candidate) => (
              <li key={candidate.id}>
                <button type="button" aria-current={candidate.id === section.id ? 'true' : undefined} onClick={() => selectSection(candidate.id)}>
                  {candidate.title}
                </button>
              </li>
            ))}
          </ul>
        </Sidebar>
        <Panel>
          <h2>{section.title}</h2>
          <ManualTabs subsections={section.subsections} selectedId={subsection.id} panelId={PANEL_ID} onSelect={selectSubsection} />
          <div id={PANEL_ID} role="tabpanel" aria-labelledby={`tab-${subsection.id}`} aria-busy={switching || undefined} tabIndex={0}>
            {switching ? (
              <div className="loading">
                <Spinner size={32} label="Loading section" />
              </div>
            ) : (
              <>
                <h3>{subsection.title}</h3>
                {subsection.content.map((block, index) =>
                  typeof block === 'string' ? (
                    <p key={index}>{block}</p>
                  ) : (
                    <ul key={index}>
                      {block.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  ),
                )}
              </>
            )}
          </div>
        </Panel>
      </Layout>
    </SupportPage>
  );
}
