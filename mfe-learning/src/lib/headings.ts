/** The heading /resources and /roadmaps share (spec §2). */
export const RESOURCES_HEADING = 'The Best Minds Learn from the Best Resources.';
