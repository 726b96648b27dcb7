import styled from 'styled-components';
import { color, media, radius, useChapterConfig } from '@chapter/shared';
import { TERMS_LAST_UPDATED, TERMS_SECTIONS } from '../data/terms';
import { SupportPage } from './SupportPage';

const Layout = styled.div`
  display: grid;
  grid-template-columns: 240px minmax(0, 1fr);
  gap: 32px;
  align-items: start;
  ${media.below('tablet')} {
    grid-template-columns: 1fr;
  }
`;

const Contents = styled.nav`
  position: sticky;
  top: 88px;
  padding: 16px;
  border: 1px solid ${color('border')};
  border-radius: ${radius('lg')};
  background: ${color('surface')};
  h2 {
    margin: 0 0 8px;
    font-size: 1rem;
  }
  ol {
    margin: 0;
    padding-left: 20px;
    display: grid;
    gap: 4px;
  }
  a {
    color: ${color('primary')};
  }
  ${media.below('tablet')} {
    position: static;
  }
`;

const Body = styled.div`
  section {
    scroll-margin-top: 80px;
    margin-bottom: 28px;
  }
  h2 {
    margin: 0 0 8px;
    font-size: 1.25rem;
  }
  p {
    margin: 0 0 10px;
    line-height: 1.65;
  }
`;

export function TermsPage() {
  const { config, status } = useChapterConfig();
  const sections = [...TERMS_SECTIONS, { id: 'contact', title: 'Contact', paragraphs: [] }];

  return (
    <SupportPage>
      <h1>Terms and Conditions</h1>
      <p className="lead">
        The rules of {config.chapterName}&apos;s app. Last updated {TERMS_LAST_UPDATED}.
      </p>
      <Layout>
        <Contents aria-labelledby="terms-contents">
          <h2 id="terms-contents">Contents</h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </Contents>
        <Body>
          {TERMS_SECTIONS.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`}>
                {index + 1}. {section.title}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
          <section id="contact" aria-labelledby="contact-title">
            <h2 id="contact-title">{sections.length}. Contact</h2>
            {config.contactEmail ? (
              <p>
                Questions about these terms? Write to <a href={`mailto:${config.contactEmail}`}>{config.contactEmail}</a>.
              </p>
            ) : (
              <p>{status === 'loading' ? 'Loading the contact address…' : 'Questions about these terms? Use the Report an Issue page.'}</p>
            )}
          </section>
        </Body>
      </Layout>
    </SupportPage>
  );
}
