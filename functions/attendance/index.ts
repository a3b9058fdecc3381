/*
 * What other groups may use of attendance: a Faculty member's teaching day (today's lectures, each
 * marked or not, and those of the last 14 days still unmarked), which the dashboard summarizes.
 */
export { markedAmong, markOf } from './lecture-marks';
export { type TeachingDayDeps, teachingDay } from './teaching-day';
