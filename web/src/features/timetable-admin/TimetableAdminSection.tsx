import { ClassWeek } from './ClassWeek';
import { PeriodsForm } from './PeriodsForm';
import { TermForm } from './TermForm';
import { TimetableImportPanel } from './TimetableImport';
import './timetable-admin.css';

/**
 * The Admin's Timetable (issue 47 item 1): the college's periods and term, a class's week to edit
 * slot by slot, and a whole timetable imported from a CSV file.
 */
export function TimetableAdminSection() {
  return (
    <div className="stack">
      <PeriodsForm />
      <TermForm />
      <ClassWeek />
      <TimetableImportPanel />
    </div>
  );
}
