/**
 * The link targets a Markdown description may keep (issue 31: no raw HTML and no script-bearing links reach the page):
 * http, https and mailto, or a path/fragment on this site. Everything else (javascript:, vbscript:, data:, file:…,
 * including schemes hidden behind whitespace, control characters or entities the parser has decoded) gives null.
 */
export function safeUrl(value: string): string | null {
  // Browsers drop ASCII whitespace and control characters inside a scheme ("java\tscript:"), so judge without them.
  // eslint-disable-next-line no-control-regex
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (compact === '') return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  if (!scheme) return compact.startsWith('//') ? null : value.trim();
  return ['http', 'https', 'mailto'].includes(scheme[1].toLowerCase()) ? value.trim() : null;
}

/** Whether a link leaves the site (it then opens in a new tab, without access to this page). */
export const isExternal = (href: string): boolean => /^(https?:)?\/\//i.test(href);
