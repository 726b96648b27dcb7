/** Text for HTML and SVG (both XML-like): the five characters that could open a tag or close an attribute, as entities. */
export const escapeMarkup = (text: string): string => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
