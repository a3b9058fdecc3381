import { useQuery } from '@tanstack/react-query';
import { attendanceRoutes } from '#shared/api/routes/attendance';
import { routeQuery } from '../../api/queries';
import { SummaryTable } from '../../components/timetable/SummaryTable';

/** The Student's attendance per subject this term, with its band and what they can still do. */
export function AttendanceSummary() {
  const summary = useQuery(routeQuery(attendanceRoutes.ownSummary));
  const subjects = summary.data?.subjects;
  if (summary.isError) return <p className="error-text">The summary by subject could not be loaded.</p>;
  if (!subjects || subjects.length === 0) return null;
  return (
    <SummaryTable
      caption={`By subject this term (minimum ${summary.data?.minimum}%)`}
      nameHead="Subject"
      rows={subjects}
      nameOf={(row) => row.subject}
      keyOf={(row) => row.subject}
      withAdvice
    />
  );
}
