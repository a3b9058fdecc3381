import type { AdminSummary, CappedCount, DashboardSummary, StudentSummary } from '#shared/schemas/dashboard';

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

function adminFacts(summary: AdminSummary): Record<string, string> {
  const facts: Record<string, string> = {};
  if (summary.pendingApprovals)
    facts['/admin/accounts'] =
      counted(summary.pendingApprovals, 'account waiting for approval', 'accounts waiting for approval') ??
      'No accounts waiting for approval';
  if (summary.undeliveredMail) facts['/admin/contact-mail'] = undeliveredMail(summary.undeliveredMail);
  if (summary.lastRosterImport === null) facts['/admin/roster'] = 'No roster imported yet';
  else if (summary.lastRosterImport) facts['/admin/roster'] = rosterImport(summary.lastRosterImport);
  return facts;
}

const QUESTION_STATES = {
  queued: 'is waiting for an answer',
  running: 'is being answered',
  completed: 'has its answer',
  failed: 'could not be answered',
} as const;

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
  return facts;
}

/** What each card of the caller's dashboard says instead of its fixed description, where a fact exists. */
export function cardFacts(summary: DashboardSummary | undefined): CardFacts {
  if (summary?.role === 'Admin') return adminFacts(summary);
  if (summary?.role === 'Student') return studentFacts(summary);
  return {};
}
