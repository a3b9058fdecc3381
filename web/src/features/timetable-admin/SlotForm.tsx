import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { StudentClass } from '#shared/schemas/student-class';
import { LECTURE_TYPES, type Slot, type SlotInput, WEEKDAYS, type Weekday } from '#shared/schemas/timetable';
import { useRooms } from '../../api/reads/rooms';
import { FacultyPicker } from './FacultyPicker';
import { SaveOutcome } from './SaveOutcome';
import { useDeleteSlot, useSaveSlot } from './useTimetableAdmin';

type Draft = Omit<SlotInput, 'branch' | 'year' | 'division'>;

/**
 * Adds a weekly slot to a class, or edits or deletes one. A clash (409) is shown in the API's own
 * words, which name the other slot. An edit keeps the weekday: it is part of the slot's id.
 */
export function SlotForm({
  studentClass,
  slot,
  start,
  onDone,
}: {
  readonly studentClass: StudentClass;
  /** The slot edited, or what a new one starts from. */
  readonly slot?: Slot;
  readonly start: { readonly weekday: Weekday; readonly start: string; readonly end: string };
  readonly onDone: (message: string) => void;
}) {
  const rooms = useRooms();
  const save = useSaveSlot();
  const remove = useDeleteSlot();
  const [draft, setDraft] = useState<Draft>(
    slot ?? { ...start, subject: '', type: 'Lecture', facultyId: '', room: '' },
  );
  const set = (part: keyof Draft) => (value: string) => setDraft((held) => ({ ...held, [part]: value }));
  const setFaculty = useCallback((facultyId: string) => setDraft((held) => ({ ...held, facultyId })), []);
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened from a cell, the form takes the focus, so a keyboard goes on into its fields.
  useEffect(() => heading.current?.focus(), []);
  const title = slot
    ? `Edit ${slot.weekday} ${slot.start} ${slot.subject}`
    : `Add a slot on ${draft.weekday}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    const batch = draft.type === 'Practical' && draft.batch ? draft.batch : undefined;
    save.mutate(
      { slotId: slot?.slotId, slot: { ...studentClass, ...draft, batch } },
      { onSuccess: ({ msg }) => onDone(msg) },
    );
  }
  function onDelete() {
    if (!slot || !window.confirm(`Delete ${slot.subject} on ${slot.weekday} at ${slot.start}?`)) return;
    remove.mutate(slot.slotId, { onSuccess: ({ msg }) => onDone(msg) });
  }

  return (
    <form className="panel form stack" onSubmit={submit} aria-label={title} noValidate>
      <h3 ref={heading} tabIndex={-1}>
        {title}
      </h3>
      <div className="form-row">
        <div className="field">
          <label htmlFor="slot-weekday">Weekday</label>
          <select
            id="slot-weekday"
            value={draft.weekday}
            disabled={Boolean(slot)}
            onChange={(event) => set('weekday')(event.target.value)}
          >
            {WEEKDAYS.map((weekday) => (
              <option key={weekday}>{weekday}</option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="slot-start">Starts</label>
          <input
            id="slot-start"
            type="time"
            value={draft.start}
            onChange={(e) => set('start')(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="slot-end">Ends</label>
          <input id="slot-end" type="time" value={draft.end} onChange={(e) => set('end')(e.target.value)} />
        </div>
      </div>
      <div className="form-row">
        <div className="field">
          <label htmlFor="slot-subject">Subject</label>
          <input id="slot-subject" value={draft.subject} onChange={(e) => set('subject')(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="slot-type">Type</label>
          <select id="slot-type" value={draft.type} onChange={(e) => set('type')(e.target.value)}>
            {LECTURE_TYPES.map((type) => (
              <option key={type}>{type}</option>
            ))}
          </select>
        </div>
        {draft.type === 'Practical' && (
          <div className="field">
            <label htmlFor="slot-batch">Batch (empty for the whole division)</label>
            <input id="slot-batch" value={draft.batch ?? ''} onChange={(e) => set('batch')(e.target.value)} />
          </div>
        )}
      </div>
      <FacultyPicker
        studentClass={studentClass}
        subject={draft.subject}
        current={slot && { facultyId: slot.facultyId, name: slot.facultyName }}
        value={draft.facultyId}
        onChange={setFaculty}
      />
      <div className="field">
        <label htmlFor="slot-room">Room</label>
        <select id="slot-room" value={draft.room} onChange={(e) => set('room')(e.target.value)}>
          <option value="">Choose a room</option>
          {rooms.data?.map((room) => (
            <option key={room.code} value={room.code}>
              {room.code} ({room.location})
            </option>
          ))}
        </select>
      </div>
      <div className="form-row">
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save slot'}
        </button>
        {slot && (
          <button type="button" className="button" onClick={onDelete} disabled={remove.isPending}>
            Delete slot
          </button>
        )}
        <button type="button" className="button button-ghost" onClick={() => onDone('')}>
          Close
        </button>
      </div>
      <SaveOutcome save={save} failed="The slot was not saved." />
      <SaveOutcome save={remove} failed="The slot was not deleted." />
    </form>
  );
}
