export { isUuid, validateWith } from '../validate';

export const iso = (date: Date): string => date.toISOString();
