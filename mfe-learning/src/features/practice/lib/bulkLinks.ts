/** How many links one "Add several" run takes (each is a platform lookup, rate-limited on the API). */
export const MAX_BULK_LINKS = 50;

/** The links of a pasted list: one a line, blank lines and repeats dropped; `problem` says why none can run. */
export function bulkLinks(text: string): { links: string[]; problem: string | null } {
  const links = [
    ...new Set(
      text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    ),
  ];
  if (links.length === 0) return { links, problem: 'Paste at least one link.' };
  if (links.length > MAX_BULK_LINKS) return { links, problem: `At most ${MAX_BULK_LINKS} links at a time (this list has ${links.length}).` };
  return { links, problem: null };
}
