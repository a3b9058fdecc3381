import { OwnTimetable } from '../../components/timetable/OwnTimetable';

/** View Time Table: the Faculty member's teaching today and this week (or the image, without one). */
export function TimetableSection() {
  return (
    <section className="panel" aria-labelledby="timetable-heading">
      <h2 id="timetable-heading">Time Table</h2>
      <OwnTimetable viewer="Faculty" />
    </section>
  );
}
