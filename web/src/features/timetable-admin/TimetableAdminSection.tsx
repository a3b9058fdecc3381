import { ClassWeek } from './ClassWeek';
import { EligibilityForm } from './EligibilityForm';
import { PeriodsForm } from './PeriodsForm';
import { TermForm } from './TermForm';
import { TimetableImportPanel } from './TimetableImport';
import './timetable-admin.css';

/**
 * The Admin's Timetable (issue 47 items 1 and 4): the college's periods and term, the attendance
 * bands the term's lectures are counted against, a class's week to edit slot by slot, and a whole
 * timetable imported from a CSV file.
 */
export function TimetableAdminSection() {
  return (
    <div className="stack">
      <PeriodsForm />
      <TermForm />
      <EligibilityForm />
      <ClassWeek />
      <TimetableImportPanel />
    </div>
  );
}
