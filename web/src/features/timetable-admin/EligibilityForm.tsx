import { type FormEvent, useEffect, useState } from 'react';
import { TextField } from '../../components/TextField';
import { type BandsInput, bandsInWords, checkBands, toInput } from './eligibility-input';
import { SaveOutcome } from './SaveOutcome';
import { useEligibility, useSaveEligibility } from './useEligibility';

/**
 * The college's attendance bands (decision 53): from which percentage a student is eligible in a
 * subject, from which condonable, and whether theory and practicals are counted apart. It sits
 * with the term, whose lectures the percentages count; every summary and list counts with it.
 */
export function EligibilityForm() {
  const read = useEligibility();
  const save = useSaveEligibility();
  const [input, setInput] = useState<BandsInput>();
  // Problems are shown once a save was tried, then follow the typing until they are mended.
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (read.data) setInput(toInput(read.data));
  }, [read.data]);

  const checked = input && checkBands(input);
  const problems = tried && checked && 'problems' in checked ? checked.problems : [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!checked) return;
    if ('problems' in checked) save.reset();
    else save.mutate(checked.bands);
  };

  return (
    <form className="panel form stack" onSubmit={submit} aria-labelledby="eligibility-heading" noValidate>
      <h2 id="eligibility-heading">Attendance bands</h2>
      <p className="muted">
        A student’s attendance in each subject this term, in whole percent, is eligible, condonable (the
        principal may condone it) or detained.
      </p>
      {read.isPending && <p role="status">Loading the attendance bands…</p>}
      {read.isError && <p className="error-text">Failed to load the attendance bands.</p>}
      {input && (
        <>
          <div className="form-row">
            <TextField
              name="eligible"
              label="Eligible from (%)"
              type="number"
              value={input.eligible}
              onChange={(eligible) => setInput({ ...input, eligible })}
            />
            <TextField
              name="condonable"
              label="Condonable from (%)"
              type="number"
              value={input.condonable}
              onChange={(condonable) => setInput({ ...input, condonable })}
            />
          </div>
          <label className="check eligibility-apart">
            <input
              type="checkbox"
              name="countApart"
              checked={input.countApart}
              onChange={(event) => setInput({ ...input, countApart: event.target.checked })}
            />
            Count theory and practicals apart (a row per subject and type)
          </label>
          {checked && 'bands' in checked && <p>{bandsInWords(checked.bands)}</p>}
          <div role="alert">
            {problems.length > 0 && (
              <ul className="error-text">
                {problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            )}
          </div>
          <div className="form-row">
            <button type="submit" className="button button-primary" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save bands'}
            </button>
          </div>
          <SaveOutcome save={save} failed="The attendance bands were not saved." />
        </>
      )}
    </form>
  );
}
