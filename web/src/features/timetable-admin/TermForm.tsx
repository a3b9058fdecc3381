import { type FormEvent, useEffect, useState } from 'react';
import type { Term } from '#shared/schemas/timetable';
import { TextField } from '../../components/TextField';
import { SaveOutcome } from './SaveOutcome';
import { isUnset, useSaveTerm, useTerm } from './useTimetableAdmin';

type Holiday = Term['holidays'][number];
const NO_TERM: Term = { firstDay: '', lastDay: '', holidays: [] };

/** The term (decision 46): its first and last teaching days, and the named holidays between. */
export function TermForm() {
  const read = useTerm();
  const save = useSaveTerm();
  const [term, setTerm] = useState<Term>(NO_TERM);
  useEffect(() => {
    if (read.data) setTerm(read.data);
  }, [read.data]);

  const changeHoliday = (at: number, part: keyof Holiday, value: string) =>
    setTerm({
      ...term,
      holidays: term.holidays.map((holiday, index) =>
        index === at ? { ...holiday, [part]: value } : holiday,
      ),
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(term);
  };

  return (
    <form className="panel form stack" onSubmit={submit} aria-labelledby="term-heading" noValidate>
      <h2 id="term-heading">Term</h2>
      {read.isPending && <p role="status">Loading the term…</p>}
      {read.isError && !isUnset(read.error) && <p className="error-text">Failed to load the term.</p>}
      {isUnset(read.error) && !read.data && <p className="muted">No term is set yet.</p>}
      <div className="form-row">
        <TextField
          name="term-first"
          label="First teaching day"
          type="date"
          value={term.firstDay}
          onChange={(firstDay) => setTerm({ ...term, firstDay })}
        />
        <TextField
          name="term-last"
          label="Last teaching day"
          type="date"
          value={term.lastDay}
          onChange={(lastDay) => setTerm({ ...term, lastDay })}
        />
      </div>
      <h3>Holidays</h3>
      {term.holidays.length === 0 && <p className="muted">No holidays.</p>}
      <ul className="timetable-holidays">
        {term.holidays.map((holiday, at) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place in the list while being edited.
          <li key={at} className="form-row">
            <TextField
              name={`holiday-${at}-date`}
              label={`Holiday ${at + 1} date`}
              type="date"
              value={holiday.date}
              onChange={(value) => changeHoliday(at, 'date', value)}
            />
            <TextField
              name={`holiday-${at}-name`}
              label={`Holiday ${at + 1} name`}
              value={holiday.name}
              onChange={(value) => changeHoliday(at, 'name', value)}
            />
            <button
              type="button"
              className="button"
              onClick={() => setTerm({ ...term, holidays: term.holidays.filter((_, index) => index !== at) })}
            >
              Remove holiday {at + 1}
            </button>
          </li>
        ))}
      </ul>
      <div className="form-row">
        <button
          type="button"
          className="button"
          onClick={() => setTerm({ ...term, holidays: [...term.holidays, { date: '', name: '' }] })}
        >
          Add a holiday
        </button>
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save term'}
        </button>
      </div>
      <SaveOutcome save={save} failed="The term was not saved." />
    </form>
  );
}
