export { academicYearLabel, roleLabel } from './labels';
export { clockTime, handleFreshness, handleFreshnessState, PLATFORM_NAMES, platformDownText, timeAgo, updatedAgo } from './freshness';
