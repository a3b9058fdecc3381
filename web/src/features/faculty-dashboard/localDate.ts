// Moved to lib/ so the Time Table views (components/timetable) share it.
export { localToday } from '../../lib/local-date';
