import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { roomsRoutes } from '#shared/api/routes/rooms';
import type { Room } from '#shared/schemas/rooms';
import { callApi } from '../../api/client';
import { invalidateRoute } from '../../api/queries';
import { useRooms } from '../../api/reads/rooms';
import { ReadStates } from '../../components/ReadStates';
import { TextField } from '../../components/TextField';
import { useMutationNotices } from '../../lib/notices/useMutationNotices';

const EMPTY: Room = { code: '', location: '' };
/** Rooms: the directory Get Directions answers from; saving a code that exists moves that room. */
export function RoomsSection() {
  const notices = useMutationNotices();
  const queryClient = useQueryClient();
  const rooms = useRooms();
  const onSettled = () => invalidateRoute(queryClient, roomsRoutes.listRooms);
  const save = useMutation({
    mutationFn: (room: Room) => callApi(roomsRoutes.saveRoom, { body: room }),
    onSettled,
  });
  const remove = useMutation({
    mutationFn: (code: string) => callApi(roomsRoutes.deleteRoom, { pathParameters: { code } }),
    onSettled,
  });
  const [draft, setDraft] = useState(EMPTY);

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      draft,
      notices('The room was not saved.', () => setDraft(EMPTY)),
    );
  }

  const onDelete = (room: Room) => {
    if (!window.confirm(`Delete room ${room.code}?`)) return;
    remove.mutate(room.code, notices('The room was not deleted.'));
  };

  return (
    <div className="stack">
      <form className="panel form" onSubmit={submit} aria-labelledby="room-form-heading">
        <h2 id="room-form-heading">Add or move a room</h2>
        <div className="form-row">
          <TextField
            name="code"
            label="Room code"
            value={draft.code}
            onChange={(code) => setDraft({ ...draft, code })}
          />
          <TextField
            name="location"
            label="Location"
            value={draft.location}
            onChange={(location) => setDraft({ ...draft, location })}
          />
        </div>
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          Save room
        </button>
      </form>
      <section className="panel" aria-labelledby="rooms-heading">
        <h2 id="rooms-heading">Rooms</h2>
        <ReadStates
          read={rooms}
          count={rooms.data?.length}
          loading="Loading rooms…"
          failed="The rooms could not be loaded."
          empty="No rooms yet."
        />
        {rooms.data && rooms.data.length > 0 && (
          <div className="table-scroll">
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">Code</th>
                  <th scope="col">Location</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rooms.data.map((room) => (
                  <tr key={room.code}>
                    <td>{room.code}</td>
                    <td>{room.location}</td>
                    <td className="form-actions">
                      <button
                        type="button"
                        className="button button-ghost"
                        onClick={() => setDraft(room)}
                        aria-label={`Edit ${room.code}`}
                      >
                        Edit
                      </button>
                      <button
                        type="button"
                        className="button button-ghost"
                        onClick={() => onDelete(room)}
                        aria-label={`Delete ${room.code}`}
                      >
                        Delete
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
