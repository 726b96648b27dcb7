/** The heading /resources and /roadmaps share. */
export const RESOURCES_HEADING = 'The Best Minds Learn from the Best Resources.';
