import { type FormEvent, useState } from 'react';
import { messageOf } from '../../api/client';
import { TextField } from '../../components/TextField';
import { FacultyClasses } from './FacultyClasses';
import { useFacultyTeaching } from './useTeaching';
import './classes.css';
import './teaching.css';

/**
 * Teaching (decision 32): find a Faculty member by the email they log in with, see the classes they
 * are assigned, assign another (a class, and maybe what they teach there) or take one away. A
 * Faculty member marks, reads and exports attendance only for these classes.
 */
export function TeachingSection() {
  const [email, setEmail] = useState('');
  const [asked, setAsked] = useState('');
  const found = useFacultyTeaching(asked);

  function find(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    // Asked again for the same email, the Faculty member is read again: a class assigned since shows.
    if (address === asked && address) void found.refetch();
    else setAsked(address);
  }

  return (
    <div className="stack">
      <section className="panel stack" aria-labelledby="teaching-heading">
        <h2 id="teaching-heading">Teaching</h2>
        <p>Faculty mark, read and export attendance only for the classes assigned to them here.</p>
        <form className="form" onSubmit={find} aria-label="Find a Faculty member">
          <TextField
            name="faculty-email"
            type="email"
            autoComplete="off"
            label="Faculty member’s email"
            value={email}
            onChange={setEmail}
          />
          <button type="submit" className="button button-ghost">
            Find Faculty member
          </button>
        </form>
        {found.isLoading && <p role="status">Looking for the Faculty member…</p>}
        {found.isError && (
          <p className="error-text" role="alert">
            {messageOf(found.error, 'The Faculty member could not be found.')}
          </p>
        )}
      </section>
      {found.data && !found.isError && (
        <FacultyClasses key={found.data.faculty.userId} teaching={found.data} email={asked} />
      )}
    </div>
  );
}
