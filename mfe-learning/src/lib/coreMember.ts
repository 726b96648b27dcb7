/** Every learning route lives under /core-member (SPEC.md §7); reads are open to any signed-in user. */
export const coreMember = (route: string): string => `/core-member/${route}`;

/** The tooltips of SPEC.md §6 for controls a role below COREMEMBER may not use. */
export const CORE_ONLY = {
  createPracticeSet: 'Only core team members can create practice sets',
  edit: 'Only core team members can edit',
  delete: 'Only core team members can delete',
  addProblem: 'Only core team can add problems',
  addVideo: 'Only core team members can add videos',
  createResource: 'Only core team members can create resources',
  createRoadmap: 'Only core team members can create roadmaps',
} as const;
