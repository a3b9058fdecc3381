import { useState } from 'react';
import { ClassFields, completeClass, NO_CLASS } from '../../components/ClassFields';
import { PagedList } from '../../components/PagedList';
import { ClassChangeForm } from './ClassChangeForm';
import { ClassUnderMinimum } from './ClassUnderMinimum';
import { useClassRoster } from './useClasses';
import './classes.css';
import { nameWithEmail } from './account-names';

/**
 * Classes (decision 16): pick a branch, year and division to see its students by name, a page at a
 * time; find a student by email (or pick one from the list) and move them to another class.
 */
export function ClassesSection() {
  const [draft, setDraft] = useState(NO_CLASS);
  const studentClass = completeClass(draft);
  const roster = useClassRoster(studentClass);
  const students = studentClass ? roster.data?.pages.flatMap((page) => page.students) : undefined;
  const [picked, setPicked] = useState<{ email: string }>();

  return (
    <div className="stack">
      <section className="panel" aria-labelledby="class-roster-heading">
        <h2 id="class-roster-heading">A class’s students</h2>
        <ClassFields idPrefix="classes" value={draft} onChange={setDraft} />
        {studentClass ? (
          <PagedList
            pages={roster}
            items={students}
            className="account-list class-roster"
            loading="Loading the class…"
            failed="The class could not be loaded."
            empty="No students are in this class yet."
            more="Show more students"
            loadingMore="Loading more students…"
          >
            {(student) => (
              <li key={student._id} className="account-row">
                <div>
                  <strong>
                    {student.firstName} {student.lastName}
                  </strong>
                  <div className="muted">{student.email}</div>
                </div>
                <button
                  type="button"
                  className="button button-ghost"
                  onClick={() => {
                    setPicked({ email: student.email });
                    // The change form is below the list: a keyboard user goes there with the student.
                    document.getElementById('class-student-email')?.focus();
                  }}
                  aria-label={`Change the class of ${nameWithEmail(student)}`}
                >
                  Change class
                </button>
              </li>
            )}
          </PagedList>
        ) : (
          <p>Choose a branch, year and division to see that class.</p>
        )}
      </section>
      {studentClass && <ClassUnderMinimum studentClass={studentClass} />}
      <ClassChangeForm picked={picked} />
    </div>
  );
}
