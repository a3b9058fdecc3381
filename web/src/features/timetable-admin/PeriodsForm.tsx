import { type FormEvent, useEffect, useState } from 'react';
import type { Periods } from '#shared/schemas/timetable';
import { TextField } from '../../components/TextField';
import { SaveOutcome } from './SaveOutcome';
import { isUnset, usePeriods, useSavePeriods } from './useTimetableAdmin';

type Period = Periods['periods'][number];
const NEW_PERIOD: Period = { name: '', start: '', end: '' };

/* The break before a period: the gap after the one before it, if there is one. */
function breakBefore(periods: readonly Period[], at: number): string | undefined {
  const before = periods[at - 1];
  const period = periods[at];
  if (!before || !period || !before.end || !period.start || before.end >= period.start) return undefined;
  return `Break ${before.end}–${period.start}`;
}

/**
 * The college's bell schedule (decision 46): periods in order, each with a start and an end; the
 * gaps between them are the breaks, shown as such. The server checks the order and the times.
 */
export function PeriodsForm() {
  const read = usePeriods();
  const save = useSavePeriods();
  const [periods, setPeriods] = useState<Period[]>([]);
  useEffect(() => {
    if (read.data) setPeriods(read.data.periods);
    else if (isUnset(read.error)) setPeriods([{ name: 'Period 1', start: '09:00', end: '10:00' }]);
  }, [read.data, read.error]);

  const change = (at: number, part: keyof Period, value: string) =>
    setPeriods(periods.map((period, index) => (index === at ? { ...period, [part]: value } : period)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ periods });
  };

  return (
    <form className="panel form stack" onSubmit={submit} aria-labelledby="periods-heading" noValidate>
      <h2 id="periods-heading">Periods</h2>
      <p className="muted">The bell schedule, in order. The gaps between periods are the breaks.</p>
      {read.isPending && <p role="status">Loading the periods…</p>}
      {read.isError && !isUnset(read.error) && <p className="error-text">Failed to load the periods.</p>}
      <ol className="timetable-periods">
        {periods.map((period, at) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place in the schedule while being edited.
          <li key={at} className="stack">
            {breakBefore(periods, at) && <p className="muted">{breakBefore(periods, at)}</p>}
            <fieldset className="form-row">
              <legend>Period {at + 1}</legend>
              <TextField
                name={`period-${at}-name`}
                label="Name"
                value={period.name}
                onChange={(value) => change(at, 'name', value)}
              />
              <TextField
                name={`period-${at}-start`}
                label="Starts"
                type="time"
                value={period.start}
                onChange={(value) => change(at, 'start', value)}
              />
              <TextField
                name={`period-${at}-end`}
                label="Ends"
                type="time"
                value={period.end}
                onChange={(value) => change(at, 'end', value)}
              />
              <button
                type="button"
                className="button"
                onClick={() => setPeriods(periods.filter((_, index) => index !== at))}
              >
                Remove period {at + 1}
              </button>
            </fieldset>
          </li>
        ))}
      </ol>
      <div className="form-row">
        <button
          type="button"
          className="button"
          onClick={() => setPeriods([...periods, { ...NEW_PERIOD, name: `Period ${periods.length + 1}` }])}
        >
          Add a period
        </button>
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save periods'}
        </button>
      </div>
      <SaveOutcome save={save} failed="The periods were not saved." />
    </form>
  );
}
