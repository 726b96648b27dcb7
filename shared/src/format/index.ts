export { academicYearLabel, roleLabel } from './labels';
