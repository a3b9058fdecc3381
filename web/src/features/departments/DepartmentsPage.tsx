import { DEPARTMENT_NAMES } from '#shared/constants/departments';
import { CardPlaceholders } from '../../components/CardPlaceholders';
import { DepartmentCard } from '../../components/DepartmentCard';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useDepartments } from './useDepartments';

export function DepartmentsPage() {
  useDocumentTitle('Departments');
  const { data: departments = [], isPending } = useDepartments();
  return (
    <section className="page">
      <h1>Departments</h1>
      <p className="lead">Ten departments, one campus: find the programme that fits you.</p>
      {isPending ? (
        <>
          <p role="status" className="visually-hidden">
            Loading departments…
          </p>
          <CardPlaceholders count={DEPARTMENT_NAMES.length} />
        </>
      ) : (
        <ul className="card-grid" aria-label="Departments">
          {departments.map((department, position) => (
            <li key={department.name}>
              <DepartmentCard department={department} position={position} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
