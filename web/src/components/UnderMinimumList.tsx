import { useQuery } from '@tanstack/react-query';
import { attendanceRoutes } from '#shared/api/routes/attendance';
import type { UnderMinimumQuery } from '#shared/schemas/attendance';
import { callApi, messageOf } from '../api/client';
import { saveText } from '../api/download';
import { routeQuery } from '../api/queries';
import { useNotify } from '../lib/notices/NoticeContext';
import { SummaryTable } from './timetable/SummaryTable';

/**
 * A class's students under the minimum in one subject, once asked, and the same as a CSV file: what
 * a Faculty member sees for the classes they teach and an Admin for any class (decision 53).
 */
export function UnderMinimumList({ asked }: { readonly asked: UnderMinimumQuery | undefined }) {
  const notify = useNotify();
  const list = useQuery({ ...routeQuery(attendanceRoutes.underMinimum, { query: asked }), enabled: !!asked });

  async function download() {
    if (!asked) return;
    try {
      const { filename, csv } = await callApi(attendanceRoutes.exportUnderMinimum, { query: asked });
      saveText(filename, csv, 'text/csv;charset=utf-8');
      notify(`Saved ${filename}.`, 'success');
    } catch (error) {
      notify(messageOf(error, 'The export failed.'), 'error');
    }
  }

  const students = list.data?.students;
  return (
    <>
      {list.isFetching && <p role="status">Loading students…</p>}
      {list.isError && <p className="error-text">{messageOf(list.error, 'The list could not be loaded.')}</p>}
      {students?.length === 0 && (
        <p>
          No student is under {list.data?.minimum}% in {asked?.subject}.
        </p>
      )}
      {students && students.length > 0 && (
        <>
          <SummaryTable
            caption={`Under ${list.data?.minimum}% in ${asked?.subject}`}
            nameHead="Student"
            rows={students}
            nameOf={(row) => `${row.first_name} ${row.last_name}`}
            keyOf={(row) => row.studentId}
          />
          <button type="button" className="button button-ghost" onClick={download}>
            Download CSV
          </button>
        </>
      )}
    </>
  );
}
