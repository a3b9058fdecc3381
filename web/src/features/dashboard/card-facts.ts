import type {
  AdminSummary,
  CappedCount,
  DashboardSummary,
  FacultySummary,
  LectureBrief,
  StudentSummary,
  StudentTimetable,
} from '#shared/schemas/dashboard';

/** A card's live fact by the address the card opens (`/admin/accounts`, `/studybuddy`). */
export type CardFacts = Readonly<Record<string, string>>;

const when = new Intl.DateTimeFormat('en', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});
const at = (iso: string) => when.format(new Date(iso));

/* "3 accounts", "1 account", "99+ accounts"; undefined for none, which each fact says its own way. */
function counted(count: CappedCount, one: string, many: string): string | undefined {
  if (count.count === 0 && !count.more) return undefined;
  if (count.more) return `${count.count}+ ${many}`;
  return `${count.count} ${count.count === 1 ? one : many}`;
}

function undeliveredMail({ account, contact }: NonNullable<AdminSummary['undeliveredMail']>): string {
  const parts = [
    counted(account, 'account mail', 'account mails'),
    counted(contact, 'contact message', 'contact messages'),
  ].filter((part) => part !== undefined);
  return parts.length === 0 ? 'No undelivered mail' : `Undelivered: ${parts.join(', ')}`;
}

function rosterImport(job: NonNullable<AdminSummary['lastRosterImport']>): string {
  const started = `Last import, ${at(job.createdAt)}`;
  switch (job.status) {
    case 'completed':
      return `${started}: ${job.imported} rows imported, ${job.refused} refused`;
    case 'refused':
      return `${started}: refused, nothing stored (${job.refused} rows refused)`;
    case 'failed':
      return `${started}: failed, nothing more was stored`;
    default:
      return `An import is running, started ${at(job.createdAt)}`;
  }
}

function timetableImport(result: NonNullable<AdminSummary['lastTimetableImport']>): string {
  const ended = `Last timetable import, ${at(result.finishedAt)}`;
  return result.status === 'completed'
    ? `${ended}: ${result.rows} rows for ${result.classes} ${result.classes === 1 ? 'class' : 'classes'}`
    : `${ended}: refused, nothing stored (${result.refused} rows refused)`;
}

function adminFacts(summary: AdminSummary): Record<string, string> {
  const facts: Record<string, string> = {};
  if (summary.pendingApprovals)
    facts['/admin/accounts'] =
      counted(summary.pendingApprovals, 'account waiting for approval', 'accounts waiting for approval') ??
      'No accounts waiting for approval';
  if (summary.undeliveredMail) facts['/admin/contact-mail'] = undeliveredMail(summary.undeliveredMail);
  if (summary.lastRosterImport === null) facts['/admin/roster'] = 'No roster imported yet';
  else if (summary.lastRosterImport) facts['/admin/roster'] = rosterImport(summary.lastRosterImport);
  const timetable = [
    summary.lastTimetableImport === null
      ? 'No timetable imported yet'
      : summary.lastTimetableImport && timetableImport(summary.lastTimetableImport),
    summary.classesWithoutTimetable && withoutTimetable(summary.classesWithoutTimetable),
  ].filter((part) => part !== undefined);
  if (timetable.length > 0) facts['/admin/timetable'] = timetable.join(' · ');
  return facts;
}

function withoutTimetable({ count, more }: { count: number; more?: boolean }): string {
  if (count === 0 && !more) return 'Every class with students has a timetable';
  if (more) return `${count}+ classes have students but no timetable`;
  return `${count} ${count === 1 ? 'class has' : 'classes have'} students but no timetable`;
}

/** The Admin's Timetable section opened on a class's week. */
export const classWeekPath = ({
  branch,
  year,
  division,
}: {
  branch: string;
  year: string;
  division: string;
}) => `/admin/timetable?${new URLSearchParams({ branch, year, division })}`;

/** A subject's row as the dashboard names it: "Data Structures (Practical) 60%". */
export function underMinimumLine(
  row: NonNullable<StudentSummary['underMinimum']>['subjects'][number],
): string {
  return `${row.subject}${row.type ? ` (${row.type})` : ''}${row.percent === null ? '' : ` ${row.percent}%`}`;
}

const QUESTION_STATES = {
  queued: 'is waiting for an answer',
  running: 'is being answered',
  completed: 'has its answer',
  failed: 'could not be answered',
} as const;

/* A date's weekday as the college names it: the date is the college's, so read in UTC. */
const weekday = new Intl.DateTimeFormat('en', { weekday: 'short', timeZone: 'UTC' });
const CHANGES = {
  moved: ', moved today',
  substituted: ', substitute today',
  extra: ', extra lecture',
} as const;

function lectureLine(lecture: LectureBrief, date: string): string {
  const day = lecture.date === date ? '' : `${weekday.format(new Date(`${lecture.date}T00:00:00Z`))} `;
  const change = lecture.change ? CHANGES[lecture.change] : '';
  return `${day}${lecture.start} ${lecture.subject} in ${lecture.room} (${lecture.facultyName})${change}`;
}

function timetableFact({ date, lectures, cancelled, next }: StudentTimetable): string {
  const nextToday = next?.date === date;
  const head = nextToday
    ? 'Next: '
    : `${lectures.length === 0 ? 'No lectures today' : 'No more lectures today'}${next ? ' · next: ' : ''}`;
  const cancelledToday = cancelled.length === 0 ? '' : ` · ${cancelled.length} cancelled today`;
  return `${head}${next ? lectureLine(next, date) : ''}${cancelledToday}`;
}

function studentFacts(summary: StudentSummary): Record<string, string> {
  const facts: Record<string, string> = {};
  if (summary.unreadAnnouncements)
    facts['/student/notifications'] =
      counted(summary.unreadAnnouncements, 'announcement not yet read', 'announcements not yet read') ??
      'No unread announcements';
  if (summary.newClassNotes)
    facts['/studybuddy'] = `${
      counted(summary.newClassNotes, 'new note', 'new notes') ?? 'No new notes'
    } for your class since your last visit`;
  if (summary.lastQuestion)
    facts['/GPT'] =
      `Your last question (${at(summary.lastQuestion.askedAt)}) ${QUESTION_STATES[summary.lastQuestion.status]}`;
  if (summary.timetable) facts['/student/timetable'] = timetableFact(summary.timetable);
  // Subjects under the minimum are listed beside the card in the warning style (UnderMinimumBadge).
  if (summary.underMinimum?.subjects.length === 0)
    facts['/student/attendance'] = `At or above ${summary.underMinimum.minimum}% in every subject`;
  return facts;
}

function facultyFacts({ timetable, underMinimum }: FacultySummary): Record<string, string> {
  const parts: string[] = [];
  if (timetable) {
    const { lectures, unmarked } = timetable;
    parts.push(
      lectures.length === 0
        ? 'No lectures today'
        : `${lectures.length} lecture${lectures.length === 1 ? '' : 's'} today`,
      unmarked === 0 ? 'all marked in the last 14 days' : `${unmarked} not marked in the last 14 days`,
    );
  }
  if (underMinimum) {
    const { students, minimum } = underMinimum;
    parts.push(
      students === 0
        ? `no students under ${minimum}%`
        : `${students} student${students === 1 ? '' : 's'} under ${minimum}%`,
    );
  }
  return parts.length === 0 ? {} : { '/facultypage/attendance': parts.join(' · ') };
}

/** What each card of the caller's dashboard says instead of its fixed description, where a fact exists. */
export function cardFacts(summary: DashboardSummary | undefined): CardFacts {
  if (summary?.role === 'Admin') return adminFacts(summary);
  if (summary?.role === 'Student') return studentFacts(summary);
  if (summary?.role === 'Faculty') return facultyFacts(summary);
  return {};
}
