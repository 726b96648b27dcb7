import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useChapterConfig, useHydrated, useIsAuthenticated } from '@chapter/shared';
import { SIGNED_IN_LINKS } from './navLinks';

const Bar = styled.footer`
  margin-top: 48px;
  padding: 32px 20px 24px;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  .columns {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
    gap: 24px;
    max-width: 1200px;
    margin: 0 auto;
  }
  h2 {
    font-size: 0.95rem;
    margin: 0 0 8px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 6px;
  }
  a {
    color: ${({ theme }) => theme.colors.muted};
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
  .legal {
    text-align: center;
    margin: 24px 0 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.85rem;
  }
`;

const SIGNED_OUT_QUICK_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/auth/register', label: 'Register' },
];

const SUPPORT_LINKS = [
  { to: '/support/terms', label: 'Terms and Conditions' },
  { to: '/support/report-issue', label: 'Report an Issue' },
  { to: '/support/user-manual', label: 'User Manual' },
];

// The chapter's own pages come from its configuration; a network it has not configured is not shown.
const SOCIAL_NETWORKS = [
  { key: 'linkedin', label: 'LinkedIn' },
  { key: 'instagram', label: 'Instagram' },
  { key: 'github', label: 'GitHub' },
] as const;

export function Footer() {
  const signedIn = useIsAuthenticated();
  const { chapterName, links } = useChapterConfig().config;
  const socialLinks = SOCIAL_NETWORKS.flatMap(({ key, label }) => (links[key] ? [{ href: links[key], label }] : []));
  const quickLinks = signedIn ? SIGNED_IN_LINKS : SIGNED_OUT_QUICK_LINKS;
  // A prerendered page says the year it was built in, and so must the render that hydrates it (a page built in
  // December and opened in January would otherwise differ from its HTML and be drawn again); then this year.
  const year = useHydrated() ? new Date().getFullYear() : Number(process.env.BUILD_YEAR ?? new Date().getFullYear());

  return (
    <Bar>
      <div className="columns">
        <section aria-labelledby="footer-chapter">
          <h2 id="footer-chapter">{chapterName}</h2>
          <p>Solve, learn and climb the leaderboard together.</p>
        </section>
        <section aria-labelledby="footer-quick">
          <h2 id="footer-quick">Quick links</h2>
          <ul>
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-support">
          <h2 id="footer-support">Support</h2>
          <ul>
            {SUPPORT_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </section>
        {socialLinks.length > 0 && (
          <section aria-labelledby="footer-social">
            <h2 id="footer-social">Follow us</h2>
            <ul>
              {socialLinks.map((link) => (
                <li key={link.label}>
                  <a href={link.href} target="_blank" rel="noopener noreferrer">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <p className="legal">
        © {year} {chapterName}
      </p>
    </Bar>
  );
}
