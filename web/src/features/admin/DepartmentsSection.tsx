import { type FormEvent, useState } from 'react';
import { useDepartmentList } from '../../api/reads/departments';
import { DepartmentCard } from '../../components/DepartmentCard';
import { ImageSourceField } from '../../components/ImageSourceField';
import { TextField } from '../../components/TextField';
import { useMutationNotices } from '../../lib/notices/useMutationNotices';
import { useChangeDepartments } from './useAdminDirectory';

const EMPTY = { name: '', description: '', image: '' };
/** Departments: the add form, the delete form by name, and the cards as visitors see them. */
export function DepartmentsSection() {
  const notices = useMutationNotices();
  const departments = useDepartmentList();
  const { add, remove } = useChangeDepartments();
  const [draft, setDraft] = useState(EMPTY);
  const [toDelete, setToDelete] = useState('');

  function submitAdd(event: FormEvent) {
    event.preventDefault();
    add.mutate(
      draft,
      notices('The department was not added.', () => setDraft(EMPTY)),
    );
  }

  function submitDelete(event: FormEvent) {
    event.preventDefault();
    remove.mutate(
      toDelete,
      notices('The department was not deleted.', () => setToDelete('')),
    );
  }

  return (
    <div className="stack">
      <form className="panel form" onSubmit={submitAdd} aria-labelledby="add-department-heading">
        <h2 id="add-department-heading">Add a department</h2>
        <TextField
          name="name"
          label="Name"
          value={draft.name}
          onChange={(name) => setDraft({ ...draft, name })}
        />
        <div className="field">
          <label htmlFor="description">Description</label>
          <textarea
            id="description"
            name="description"
            rows={3}
            value={draft.description}
            onChange={(event) => setDraft({ ...draft, description: event.target.value })}
          />
        </div>
        <ImageSourceField
          name="image"
          label="Image URL (optional)"
          value={draft.image}
          onChange={(image) => setDraft({ ...draft, image })}
        />
        <button type="submit" className="button button-primary" disabled={add.isPending}>
          {add.isPending ? 'Adding…' : 'Add department'}
        </button>
      </form>

      <form className="panel form" onSubmit={submitDelete} aria-labelledby="delete-department-heading">
        <h2 id="delete-department-heading">Delete a department</h2>
        <div className="field">
          <label htmlFor="delete-name">Name of the department to delete</label>
          <input
            id="delete-name"
            name="name"
            required
            list="department-names"
            value={toDelete}
            onChange={(event) => setToDelete(event.target.value)}
          />
          <datalist id="department-names">
            {departments.data?.map((department) => (
              <option key={department.name} value={department.name} />
            ))}
          </datalist>
        </div>
        <button type="submit" className="button button-ghost" disabled={remove.isPending}>
          {remove.isPending ? 'Deleting…' : 'Delete department'}
        </button>
      </form>

      <section aria-labelledby="department-list-heading">
        <h2 id="department-list-heading">Departments</h2>
        {departments.isPending && <p role="status">Loading departments…</p>}
        {departments.isError && <p className="error-text">The departments could not be loaded.</p>}
        {departments.data && (
          <ul className="card-grid">
            {departments.data.map((department, position) => (
              <li key={department.name}>
                <DepartmentCard department={department} position={position} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
