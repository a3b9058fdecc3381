import { Link } from 'react-router-dom';
import { useDashboardSummary } from '../../api/reads/dashboard';
import { useSignedInUser } from '../../lib/auth/useSignedInUser';

/**
 * Under the Update Attendance card: each of the Faculty member's lectures today, straight to its
 * marking. From the dashboard's one read (the cache's, no second request); nothing until it answers.
 */
export function TodaysLectureLinks() {
  const user = useSignedInUser();
  const summary = useDashboardSummary(user?.userId).data;
  const lectures = summary?.role === 'Faculty' ? (summary.timetable?.lectures ?? []) : [];
  if (lectures.length === 0) return null;
  return (
    <ul className="stack" aria-label="Today’s lectures">
      {lectures.map((lecture) => (
        <li key={lecture.lectureId}>
          {lecture.start} {lecture.subject} in {lecture.room}
          {lecture.marked ? ' (marked)' : ''}:{' '}
          <Link
            to={`/facultypage/attendance?${new URLSearchParams({ date: lecture.date, lecture: lecture.lectureId })}`}
            aria-label={`Mark attendance, ${lecture.start} ${lecture.subject}`}
          >
            Mark attendance
          </Link>
        </li>
      ))}
    </ul>
  );
}
