/** Every learning route lives under /core-member (docs/rules.md §10); reads are open to any signed-in user. */
export const coreMember = (route: string): string => `/core-member/${route}`;

/** The tooltips for controls a role below COREMEMBER may not use (docs/rules.md §1) (the API refuses with the same words). */
export { CORE_ONLY } from '@chapter/shared/constants';
