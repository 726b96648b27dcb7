import type { ComponentPropsWithoutRef } from 'react';
import MarkdownToJsx from 'markdown-to-jsx/react';
import styled from 'styled-components';
import { color, radius } from '@chapter/shared';
import { isExternal, safeUrl } from '../lib/safeUrl';

const Prose = styled.div`
  color: ${color('text')};
  overflow-wrap: anywhere;
  min-width: 0;

  & > :first-child {
    margin-top: 0;
  }
  & > :last-child {
    margin-bottom: 0;
  }
  p,
  ul,
  ol,
  pre,
  blockquote {
    margin: 0 0 0.75em;
  }
  h1,
  h2,
  h3,
  h4,
  h5,
  h6 {
    margin: 1em 0 0.5em;
    font-size: 1.0625rem;
  }
  ul,
  ol {
    padding-left: 1.5em;
  }
  a {
    color: ${color('primary')};
    text-decoration: underline;
  }
  code {
    padding: 0 0.25em;
    border-radius: ${radius('sm')};
    background: ${color('border')};
    font-size: 0.9em;
  }
  pre {
    max-width: 100%;
    overflow-x: auto;
    white-space: pre-wrap;
  }
  pre code {
    padding: 0;
    background: none;
  }
  blockquote {
    padding-left: 12px;
    border-left: 3px solid ${color('border')};
    color: ${color('muted')};
  }
`;

/** A link with a safe target (or plain text); one that leaves the site opens in a new tab without access to this page. */
function SafeLink({ href, children, title }: ComponentPropsWithoutRef<'a'>) {
  const target = href === undefined ? null : safeUrl(href);
  if (target === null) return <span>{children}</span>;
  return isExternal(target) ? (
    <a href={target} title={title} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <a href={target} title={title}>
      {children}
    </a>
  );
}

/** An image is shown as a link to it (named by its alt text): no third-party request is made just by opening a page. */
function ImageAsLink({ src, alt }: ComponentPropsWithoutRef<'img'>) {
  const label = alt || 'Image';
  return typeof src === 'string' ? <SafeLink href={src}>{label}</SafeLink> : <span>{label}</span>;
}

const OPTIONS = {
  // Raw HTML in a description is shown as text, never parsed into elements (issue 31: no raw HTML reaches the page).
  disableParsingRawHTML: true,
  // Headings get no generated ids: a description must not collide with the page's own ids.
  slugify: () => '',
  sanitizer: (value: string) => safeUrl(value),
  overrides: { a: { component: SafeLink }, img: { component: ImageAsLink } },
} as const;

export type MarkdownProps = { children: string; className?: string };

/** A description written in Markdown (practice sets, video resources, roadmap nodes), rendered without raw HTML. */
export function Markdown({ children, className }: MarkdownProps) {
  return (
    <Prose className={className}>
      <MarkdownToJsx options={{ ...OPTIONS, forceBlock: true, wrapper: null }}>{children}</MarkdownToJsx>
    </Prose>
  );
}
