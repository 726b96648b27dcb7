/** The tooltips for controls a role below COREMEMBER may not use (docs/rules.md §1) (the API refuses with the same words). */
export { CORE_ONLY } from '@chapter/shared/constants';
