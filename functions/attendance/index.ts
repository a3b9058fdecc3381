/*
 * What other groups may use of attendance: a Faculty member's teaching day (today's lectures, each
 * marked or not, and those of the last 14 days still unmarked), a Student's summary per subject and
 * the under-minimum counts kept per class and subject (decision 55), which the dashboard summarizes.
 */

export { findEligibility } from './eligibility-settings';
export { markedAmong, markOf } from './lecture-marks';
export { ownCounts } from './records';
export { ownSummary, type StudentTermFacts, type SummaryDeps, summaryOf } from './summary';
export { type TeachingDayDeps, teachingDay } from './teaching-day';
export { countsAmong, noteMark, underOf } from './under-minimum-counts';
