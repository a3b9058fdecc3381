/** The weekly timetable: a static image shipped with the site. */
export function TimetableImage() {
  return (
    <div className="table-scroll">
      <img
        src="/images/timetable.svg"
        width={950}
        height={380}
        alt="Weekly time table, Monday to Friday, 9:00 to 16:00: lectures in Data Structures, Operating Systems, Computer Networks and Maths III, with laboratory sessions in the afternoons."
      />
    </div>
  );
}
