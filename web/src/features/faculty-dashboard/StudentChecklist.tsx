import { type Ref, useState } from 'react';

interface ListedStudent {
  readonly _id: string;
  readonly firstName: string;
  readonly lastName: string;
}

/** The students left unticked (absent), everyone present to begin with, and the toggle of one. */
export function useAbsent() {
  const [absent, setAbsent] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setAbsent((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return { absent, setAbsent, toggle };
}

/** Each student's mark, as the attendance routes take it. */
export const presenceOf = (students: readonly ListedStudent[], absent: ReadonlySet<string>) =>
  students.map((student) => ({ id: student._id, present: !absent.has(student._id) }));

/** The students by name, each with a present tick. */
export function StudentChecklist({
  students,
  absent,
  onToggle,
  listRef,
}: {
  readonly students: readonly ListedStudent[];
  readonly absent: ReadonlySet<string>;
  readonly onToggle: (id: string) => void;
  readonly listRef?: Ref<HTMLUListElement>;
}) {
  return (
    <ul className="student-list" ref={listRef}>
      {students.map((student) => (
        <li key={student._id}>
          <label className="check">
            <input
              type="checkbox"
              name="present"
              checked={!absent.has(student._id)}
              onChange={() => onToggle(student._id)}
            />
            {student.firstName} {student.lastName}
          </label>
        </li>
      ))}
    </ul>
  );
}

/** The one action that marks the students listed. */
export function MarkButton({ pending, empty }: { readonly pending: boolean; readonly empty: boolean }) {
  return (
    <button type="submit" className="button button-primary" disabled={pending || empty}>
      {pending ? 'Saving…' : 'Mark attendance'}
    </button>
  );
}
