import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { roomsRoutes } from '#shared/api/routes/rooms';
import type { Room } from '#shared/schemas/rooms';
import { callApi, messageOf } from '../api/client';
import { useRooms } from '../api/reads/rooms';

/**
 * Get Directions' form: a classroom code in, its location out, with suggestions as one types.
 * `?room=` (a Time Table's room link) opens it on that room, already looked up. The Student's
 * section and the Faculty member's Time Table each put it under a heading of their own.
 */
export function RoomDirections() {
  const [params] = useSearchParams();
  const asked = params.get('room') ?? '';
  const [classroom, setClassroom] = useState(asked);
  const [found, setFound] = useState<Room>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const rooms = useRooms();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a lookup per room asked for, not per keystroke.
  useEffect(() => {
    if (asked) void find(asked);
  }, [asked]);

  function submit(event: FormEvent) {
    event.preventDefault();
    void find(classroom);
  }

  async function find(code: string) {
    setClassroom(code);
    setBusy(true);
    setFound(undefined);
    setError(undefined);
    try {
      setFound(await callApi(roomsRoutes.getDirections, { query: { classroom: code } }));
    } catch (failure) {
      // As docs/requirements.md#get-directions has it: the server's error, or 'Failed to get directions'.
      setError(messageOf(failure, 'Failed to get directions'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <form className="form" onSubmit={submit}>
        <div className="field">
          <label htmlFor="classroom">Classroom</label>
          <input
            id="classroom"
            name="classroom"
            list="classrooms"
            placeholder="e.g. E101"
            required
            value={classroom}
            onChange={(event) => setClassroom(event.target.value)}
          />
          <datalist id="classrooms">
            {rooms.data?.map((room) => (
              <option key={room.code} value={room.code} />
            ))}
          </datalist>
        </div>
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? 'Finding…' : 'Get directions'}
        </button>
      </form>
      <div aria-live="polite">
        {found && (
          <p className="lead">
            <strong>{found.code}</strong>: {found.location}
          </p>
        )}
        {error && <p className="error-text">{error}</p>}
      </div>
    </>
  );
}
