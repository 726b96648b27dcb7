/** Every learning route lives under /core-member (spec §7); reads are open to any signed-in user. */
export const coreMember = (route: string): string => `/core-member/${route}`;

/** The tooltips of spec §6 for controls a role below COREMEMBER may not use (the API refuses with the same words). */
export { CORE_ONLY } from '@chapter/shared/constants';
