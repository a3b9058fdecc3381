import { TEACHING_MESSAGES } from '#shared/constants/teaching-messages';
import { taughtClassName } from '../../components/taughtClassName';
import { useSignedInUser } from '../../lib/auth/useSignedInUser';
import { useOwnClasses } from './useAttendance';

/* Named on the card; more are counted (a full timetable is a dozen or so). */
const NAMED = 3;

/**
 * The Update Attendance card's list of the classes the Faculty member teaches, so their dashboard
 * opens on them (or says plainly there are none): a module of its own, so the landing page loads
 * it without the attendance section.
 */
export function OwnClassesBadge() {
  const user = useSignedInUser();
  const own = useOwnClasses(user?.userId);
  if (!own.data) return null;
  const { classes } = own.data;
  if (classes.length === 0) return <span className="muted">{TEACHING_MESSAGES.noClasses}</span>;
  const named = classes.slice(0, NAMED).map(taughtClassName).join('; ');
  const more = classes.length > NAMED ? ` and ${classes.length - NAMED} more` : '';
  return <span>{`Your classes: ${named}${more}.`}</span>;
}
