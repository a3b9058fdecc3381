import { Link } from 'react-router-dom';
import { useDashboardSummary } from '../../api/reads/dashboard';
import { useSignedInUser } from '../../lib/auth/useSignedInUser';
import { classWeekPath } from './card-facts';

/**
 * Under the Admin's Timetable card: the first classes that have students but no weekly slot, each
 * opening the Timetable section on that class's week. From the dashboard's one read (the cache's).
 */
export function ClassesWithoutTimetable() {
  const user = useSignedInUser();
  const summary = useDashboardSummary(user?.userId).data;
  const missing = summary?.role === 'Admin' ? summary.classesWithoutTimetable : undefined;
  if (!missing || missing.classes.length === 0) return null;
  return (
    <ul className="stack" aria-label="Classes with no timetable">
      {missing.classes.map((one) => {
        const name = `${one.branch} ${one.year} ${one.division}`;
        return (
          <li key={name}>
            <Link to={classWeekPath(one)} aria-label={`The week of ${name}`}>
              {name}
            </Link>{' '}
            ({one.students} {one.students === 1 ? 'student' : 'students'})
          </li>
        );
      })}
      {missing.count > missing.classes.length && (
        <li>
          and {missing.count - missing.classes.length}
          {missing.more ? '+' : ''} more
        </li>
      )}
    </ul>
  );
}
