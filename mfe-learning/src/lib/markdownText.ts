/**
 * The words of a Markdown description without its marks, for one-line excerpts on the cards (a card is a link, so it
 * cannot hold the description's own links): links and images become their text, emphasis, code, heading, quote and
 * list marks go, lines join with spaces.
 */
export function markdownText(markdown: string): string {
  return (
    markdown
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/^\s{0,3}(#{1,6}\s+|>\s?|[-*+]\s+|\d+[.)]\s+)/gm, '')
      .replace(/(\*\*|\*|~~|`+)(?=\S)([\s\S]*?\S)\1/g, '$2')
      // Underscores mark emphasis only outside a word (snake_case stays).
      .replace(/(^|\W)(__|_)(?=\S)([\s\S]*?\S)\2(?!\w)/g, '$1$3')
      .replace(/`+/g, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}
