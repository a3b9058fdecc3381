import { useState } from 'react';
import { MESSAGES } from '#shared/constants/messages';
import type { FacultyForm as FacultyFields, FacultyMember } from '#shared/schemas/faculty';
import { useFacultyList } from '../../api/reads/faculty';
import { FacultyCard } from '../../components/FacultyCard';
import { ReadStates } from '../../components/ReadStates';
import { useMutationNotices } from '../../lib/notices/useMutationNotices';
import { FacultyForm } from './FacultyForm';
import { useChangeFaculty } from './useAdminDirectory';

type FormState =
  | { readonly mode: 'closed' }
  | { readonly mode: 'add' }
  | { readonly mode: 'edit'; readonly member: FacultyMember };

/** Faculty management: a header, Add New Faculty, the form, and cards with Edit and Delete. */
export function FacultySection() {
  const notices = useMutationNotices();
  const faculty = useFacultyList();
  const { save, remove } = useChangeFaculty();
  const [form, setForm] = useState<FormState>({ mode: 'closed' });

  const onSave = (member: FacultyFields) =>
    save.mutate(
      { id: form.mode === 'edit' ? form.member.id : undefined, member },
      notices('The faculty member was not saved.', () => setForm({ mode: 'closed' })),
    );
  const onDelete = (member: FacultyMember) => {
    if (!window.confirm(`Delete ${member.name} from the faculty directory?`)) return;
    remove.mutate(member.id, notices('The faculty member was not deleted.'));
  };

  return (
    <div className="stack">
      <header className="section-header">
        <h2>Faculty</h2>
        <button type="button" className="button button-primary" onClick={() => setForm({ mode: 'add' })}>
          Add New Faculty
        </button>
      </header>
      {form.mode !== 'closed' && (
        <FacultyForm
          key={form.mode === 'edit' ? form.member.id : 'new'}
          editing={form.mode === 'edit' ? form.member : undefined}
          busy={save.isPending}
          onSave={onSave}
          onCancel={() => setForm({ mode: 'closed' })}
        />
      )}
      <ReadStates
        read={faculty}
        count={faculty.data?.length}
        loading="Loading faculty…"
        failed={MESSAGES.failedToFetchFaculty}
        empty="No faculty members yet."
      />
      {faculty.data && faculty.data.length > 0 && (
        <ul className="card-grid">
          {faculty.data.map((member) => (
            <li key={member.id}>
              <FacultyCard
                member={member}
                actions={
                  <>
                    <button
                      type="button"
                      className="button button-ghost"
                      onClick={() => setForm({ mode: 'edit', member })}
                      aria-label={`Edit ${member.name}`}
                    >
                      Edit
                    </button>
                    <button
                      type="button"
                      className="button button-ghost"
                      disabled={remove.isPending}
                      onClick={() => onDelete(member)}
                      aria-label={`Delete ${member.name}`}
                    >
                      Delete
                    </button>
                  </>
                }
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
