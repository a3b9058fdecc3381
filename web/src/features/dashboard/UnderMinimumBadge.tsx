import { useDashboardSummary } from '../../api/reads/dashboard';
import { useSignedInUser } from '../../lib/auth/useSignedInUser';
import { underMinimumLine } from './card-facts';
import './dashboard-facts.css';

/**
 * On the Student's Attendance card: the subjects under the minimum, in the warning style (a bar
 * and bold, not colour alone). From the dashboard's one read (the cache's); nothing until it
 * answers, and nothing when every subject is at or above it (the card's fact says so).
 */
export function UnderMinimumBadge() {
  const user = useSignedInUser();
  const summary = useDashboardSummary(user?.userId).data;
  const under = summary?.role === 'Student' ? summary.underMinimum : undefined;
  if (!under || under.subjects.length === 0) return null;
  return (
    <span className="card-warning">
      Under {under.minimum}%: {under.subjects.map(underMinimumLine).join(', ')}
    </span>
  );
}
