import { type FormEvent, useState } from 'react';
import { messageOf } from '../../api/client';
import { saveText } from '../../api/download';
import { TextField } from '../../components/TextField';
import { useNotify } from '../../lib/notices/NoticeContext';
import { exportAttendance } from './useAttendance';

/** A date range's records as a CSV file. */
export function AttendanceExport({ defaultDate }: { readonly defaultDate: string }) {
  const notify = useNotify();
  const [from, setFrom] = useState(defaultDate);
  const [to, setTo] = useState(defaultDate);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const { filename, csv } = await exportAttendance(from, to);
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
      <h2 id="export-heading">Export attendance</h2>
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
