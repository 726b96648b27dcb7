export { dateIn, isTimeZone, monthIn, yesterdayIn, zonedInstant } from './zonedTime';
export { addMonths, DAY_MS, daysBetween, monthBounds, monthOf, monthSpan, previousMonth } from './months';
