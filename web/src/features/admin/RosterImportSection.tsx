import { ROSTER_COLUMNS } from '#shared/schemas/roster';
import { UploadThenFollow } from '../../components/UploadThenFollow';
import { ImportReport } from './ImportReport';
import { useImportJob, useStartImport } from './useRosterImport';

const FAILED_TO_READ = 'Failed to read the import’s progress.';

/**
 * Import roster (decision 16): the Admin uploads a CSV of students, faculty and alumni, with
 * progress; the server checks every row and stores all of them or none; the section follows the
 * import and shows its counts and the rows refused, by spreadsheet row number.
 */
export function RosterImportSection() {
  return (
    <section className="panel stack" aria-labelledby="roster-heading">
      <h2 id="roster-heading">Import roster</h2>
      <p>
        Add or update many accounts at once from a CSV file. Its first row names the columns{' '}
        {ROSTER_COLUMNS.map((column, index) => (
          <span key={column}>
            {index > 0 && ', '}
            <code>{column}</code>
          </span>
        ))}
        , and maybe <code>subject</code>. The role is Student, Faculty or Alumni; a Student’s branch, year
        (FE, SE, TE or BE) and division are required, and an Alumni row leaves them empty. A Faculty row may
        name a class they teach, with its subject if the file has that column: a row for each class, all under
        one name.
      </p>
      <p className="muted">
        Every row is checked first: if any is refused, nothing is stored. Each new account is mailed a link to
        choose its password. Importing again updates names and classes, and a Student listed as Alumni
        graduates.
      </p>
      <UploadThenFollow
        field={{
          id: 'roster-file',
          label: 'Roster CSV file',
          kind: 'roster',
          note: 'About 20,000 rows. Save from a spreadsheet as “CSV UTF-8”.',
        }}
        useStart={useStartImport}
        useJob={useImportJob}
        failedToRead={FAILED_TO_READ}
        renderJob={(job) => <ImportReport job={job} />}
      />
    </section>
  );
}
