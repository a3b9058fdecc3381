import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { attendanceRoutes } from '#shared/api/routes/attendance';
import { timetableRoutes } from '#shared/api/routes/timetable';
import { SESSION_TYPES, type SessionType } from '#shared/schemas/attendance';
import type { TaughtClass } from '#shared/schemas/teaching';
import type { Lecture } from '#shared/schemas/timetable';
import { callApi, withRefusal } from '../../api/client';
import { invalidateRoute } from '../../api/queries';
import { TextField } from '../../components/TextField';
import { useSignedInUser } from '../../lib/auth/useSignedInUser';
import { useNotify } from '../../lib/notices/NoticeContext';
import { TaughtClassPicker, taughtKey } from './TaughtClassPicker';
import { useOwnClasses } from './useAttendance';

/**
 * A make-up class or a weekend's lecture (decision 48): an extra lecture on the chosen date, of a
 * class and subject this Faculty member teaches, which the server checks for clashes; once added it
 * is the lecture chosen to mark.
 */
export function ExtraLecture({
  date,
  onAdded,
}: {
  readonly date: string;
  readonly onAdded: (lecture: Lecture) => void;
}) {
  const user = useSignedInUser();
  const own = useOwnClasses(user?.userId);
  const classes = (own.data?.classes ?? []).filter((taught) => taught.subject !== undefined);
  const [chosenKey, setChosenKey] = useState<string>();
  const chosen = classes.find((taught) => taughtKey(taught) === chosenKey) ?? classes[0];
  const [type, setType] = useState<SessionType>('Lecture');
  const [start, setStart] = useState('09:00');
  const [end, setEnd] = useState('10:00');
  const [room, setRoom] = useState('');
  const notify = useNotify();
  const queryClient = useQueryClient();
  const add = useMutation({
    mutationFn: (taught: TaughtClass) =>
      callApi(timetableRoutes.addChange, {
        body: {
          kind: 'extra',
          date,
          branch: taught.branch,
          year: taught.year,
          division: taught.division,
          subject: taught.subject ?? '',
          type,
          start,
          end,
          room,
          facultyId: user?.userId ?? '',
        },
      }),
    onSuccess: async ({ msg, lecture }) => {
      notify(msg, 'success');
      await invalidateRoute(queryClient, attendanceRoutes.teachingDay);
      if (lecture) onAdded(lecture);
    },
    // A clash is refused in words naming the other lecture: they follow.
    onError: (error) => notify(withRefusal('The extra lecture was not added.', error), 'error'),
  });
  if (!chosen || !user) return null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (chosen) add.mutate(chosen);
  }

  return (
    <details className="extra-lecture">
      <summary>Add an extra lecture on this date</summary>
      <form className="form" onSubmit={submit} aria-label="Extra lecture">
        <TaughtClassPicker
          classes={classes}
          value={taughtKey(chosen)}
          onChange={(t) => setChosenKey(taughtKey(t))}
        />
        <div className="form-row">
          <div className="field">
            <label htmlFor="extra-type">Type</label>
            <select id="extra-type" value={type} onChange={(e) => setType(e.target.value as SessionType)}>
              {SESSION_TYPES.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </select>
          </div>
          <TimeField id="extra-start" label="Start" value={start} onChange={setStart} />
          <TimeField id="extra-end" label="End" value={end} onChange={setEnd} />
          <TextField name="extra-room" label="Room" value={room} onChange={setRoom} />
        </div>
        <button type="submit" className="button button-ghost" disabled={add.isPending || room.trim() === ''}>
          {add.isPending ? 'Adding…' : 'Add lecture'}
        </button>
      </form>
    </details>
  );
}

function TimeField(props: {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        type="time"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </div>
  );
}
