/* What other groups may use of the rooms group: whether a room exists (the timetable's slots name one). */
export { findRoom } from './repository';
