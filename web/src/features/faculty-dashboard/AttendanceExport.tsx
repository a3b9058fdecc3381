import { type FormEvent, useState } from 'react';
import type { StudentClass } from '#shared/schemas/student-class';
import { messageOf } from '../../api/client';
import { saveText } from '../../api/download';
import { TextField } from '../../components/TextField';
import { useNotify } from '../../lib/notices/NoticeContext';
import { exportAttendance } from './useAttendance';

/** The chosen class's records over a date range, as a CSV file. */
export function AttendanceExport({
  studentClass,
  defaultDate,
}: {
  readonly studentClass: StudentClass;
  readonly defaultDate: string;
}) {
  const notify = useNotify();
  const [from, setFrom] = useState(defaultDate);
  const [to, setTo] = useState(defaultDate);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const { filename, csv } = await exportAttendance(studentClass, from, to);
      saveText(filename, csv, 'text/csv;charset=utf-8');
      notify(`Saved ${filename}.`, 'success');
    } catch (error) {
      notify(messageOf(error, 'The export failed.'), 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="panel form" onSubmit={submit} aria-labelledby="export-heading">
      <h2 id="export-heading">
        Export attendance: {studentClass.branch} {studentClass.year} {studentClass.division}
      </h2>
      <div className="form-row">
        <TextField id="export-from" name="from" label="From" type="date" value={from} onChange={setFrom} />
        <TextField id="export-to" name="to" label="To" type="date" value={to} onChange={setTo} />
      </div>
      <button type="submit" className="button button-ghost" disabled={busy}>
        {busy ? 'Preparing…' : 'Download CSV'}
      </button>
    </form>
  );
}
