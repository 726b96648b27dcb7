/** Reloads the whole page (the stats page's Retry, spec §2); an object so tests can spy on it. */
export const page = {
  reload: () => window.location.reload(),
};
