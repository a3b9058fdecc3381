import { useState } from 'react';
import { classKey } from '#shared/schemas/student-class';
import type { Slot, Weekday } from '#shared/schemas/timetable';
import { messageOf } from '../../api/client';
import { type ClassDraft, ClassFields, completeClass, NO_CLASS } from '../../components/ClassFields';
import { DateChanges } from './DateChanges';
import { SlotForm } from './SlotForm';
import { useClassWeek, usePeriods } from './useTimetableAdmin';
import { type WeekCell, WeekGrid, WeekList } from './WeekGrid';
import { slotLine, slotsIn, weekRows } from './week-layout';

/** What the form below the week is open on: a cell of the grid, a slot, or a new slot on a day. */
type Opened = { cell: WeekCell } | { slot: Slot } | { weekday: Weekday } | undefined;

const classOfAddress = (search: string): ClassDraft => {
  const params = new URLSearchParams(search);
  return {
    branch: params.get('branch') ?? NO_CLASS.branch,
    year: params.get('year') ?? NO_CLASS.year,
    division: params.get('division') ?? NO_CLASS.division,
  };
};

/**
 * A class's week (decision 46): pick the class, see its slots by weekday and period (a day-by-day
 * list on a phone), open a cell to add, edit or delete its slots, and undo a date's one-off changes.
 */
export function ClassWeek() {
  // The Admin's dashboard links a class with no timetable here by ?branch=…&year=…&division=….
  const [draft, setDraft] = useState<ClassDraft>(() => classOfAddress(window.location.search));
  const studentClass = completeClass(draft);
  const week = useClassWeek(studentClass);
  const periods = usePeriods();
  const [opened, setOpened] = useState<Opened>();
  const [done, setDone] = useState('');
  const slots = week.data?.slots ?? [];
  const rows = weekRows(periods.data?.periods ?? [], slots);
  const first = rows[0] ?? { start: '09:00', end: '10:00' };

  const open = (next: Opened) => {
    setDone('');
    setOpened(next);
  };
  const close = (message: string) => {
    setDone(message);
    setOpened(undefined);
  };
  // Another class closes a form opened on the last one's week.
  const pick = (next: ClassDraft) => {
    setDraft(next);
    open(undefined);
  };
  const cell = opened && 'cell' in opened ? opened.cell : undefined;
  const inCell = cell ? slotsIn(slots, cell.weekday, cell.row) : [];

  return (
    <section className="panel stack" aria-labelledby="class-week-heading">
      <h2 id="class-week-heading">A class’s week</h2>
      <div className="form-row">
        <ClassFields idPrefix="timetable-class" value={draft} onChange={pick} />
      </div>
      {!studentClass && <p className="muted">Choose a branch, year and division to see that class’s week.</p>}
      {week.isLoading && <p role="status">Loading the week…</p>}
      {week.isError && <p className="error-text">{messageOf(week.error, 'Failed to load the week.')}</p>}
      {done && <p role="status">{done}</p>}
      {studentClass && week.data && (
        <>
          {slots.length === 0 && <p>No slots yet for this class.</p>}
          <WeekGrid rows={rows} slots={slots} onOpen={(at) => open({ cell: at })} />
          <WeekList slots={slots} onEdit={(slot) => open({ slot })} onAdd={(weekday) => open({ weekday })} />
          <DateChanges key={classKey(studentClass)} studentClass={studentClass} />
        </>
      )}
      {studentClass && cell && (
        <div className="stack">
          {inCell.map((slot) => (
            <p key={slot.slotId}>
              {slot.start}–{slot.end} {slotLine(slot)}{' '}
              <button type="button" className="button" onClick={() => open({ slot })}>
                Edit {slot.subject}
              </button>
            </p>
          ))}
          <SlotForm
            key={`${cell.weekday}-${cell.row.start}`}
            studentClass={studentClass}
            start={{ weekday: cell.weekday, start: cell.row.start, end: cell.row.end }}
            onDone={close}
          />
        </div>
      )}
      {studentClass && opened && 'slot' in opened && (
        <SlotForm
          key={opened.slot.slotId}
          studentClass={studentClass}
          slot={opened.slot}
          start={opened.slot}
          onDone={close}
        />
      )}
      {studentClass && opened && 'weekday' in opened && (
        <SlotForm
          key={opened.weekday}
          studentClass={studentClass}
          start={{ weekday: opened.weekday, start: first.start, end: first.end }}
          onDone={close}
        />
      )}
    </section>
  );
}
