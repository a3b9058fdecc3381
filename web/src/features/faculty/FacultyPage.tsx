import { useSearchParams } from 'react-router-dom';
import { DEPARTMENT_NAMES, type DepartmentName } from '#shared/constants/departments';
import { MESSAGES } from '#shared/constants/messages';
import { useFacultyOf } from '../../api/reads/faculty';
import { FacultyCard } from '../../components/FacultyCard';
import { FormControls } from '../../components/FormControls';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useHydrated } from '../../lib/useHydrated';
import './faculty.css';

const isDepartment = (value: string | null): value is DepartmentName =>
  DEPARTMENT_NAMES.includes(value as DepartmentName);

/** Pick a department, then see its faculty. The choice lives in the URL, so it can be shared. */
export function FacultyPage() {
  useDocumentTitle('Faculty');
  const [params, setParams] = useSearchParams();
  // The page was rendered with no department chosen (decision 37); a shared link's choice follows.
  const chosen = useHydrated() ? params.get('department') : null;
  const department = isDepartment(chosen) ? chosen : undefined;
  const faculty = useFacultyOf(department);

  return (
    <section className="page">
      <h1>Faculty</h1>
      <p className="lead">Meet the people who teach in each of our ten departments.</p>
      {/* Chosen before the page is hydrated, a department would be lost (decision 37). */}
      <FormControls>
        <div className="field department-picker">
          <label htmlFor="department">Department</label>
          <select
            id="department"
            value={department ?? ''}
            onChange={(event) => setParams(event.target.value ? { department: event.target.value } : {})}
          >
            <option value="">Choose a department</option>
            {DEPARTMENT_NAMES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
      </FormControls>
      {department && faculty.isPending && (
        <p role="status" className="loading">
          Loading faculty…
        </p>
      )}
      {faculty.isError && (
        <p role="alert" className="error-text">
          {MESSAGES.failedToFetchFaculty}
        </p>
      )}
      {faculty.data?.length === 0 && <p>No faculty are listed for {department} yet.</p>}
      {faculty.data && faculty.data.length > 0 && (
        <ul className="card-grid" aria-label={`Faculty of ${department}`}>
          {faculty.data.map((member) => (
            <li key={member.id}>
              <FacultyCard member={member} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
