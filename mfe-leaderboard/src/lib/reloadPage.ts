/** Reloads the whole page (the stats page's Retry); an object so tests can spy on it. */
export const page = {
  reload: () => window.location.reload(),
};
