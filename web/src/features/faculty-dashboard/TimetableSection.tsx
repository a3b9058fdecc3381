import { TimetableImage } from '../../components/TimetableImage';

/** View Time Table. */
export function TimetableSection() {
  return (
    <section className="panel" aria-labelledby="timetable-heading">
      <h2 id="timetable-heading">Time Table</h2>
      <TimetableImage />
    </section>
  );
}
