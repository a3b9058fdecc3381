import { Link } from 'react-router-dom';

/*
 * Where each viewer's Get Directions is: the Student dashboard's section, and for a Faculty member,
 * whose dashboard has no such section (its four required cards stay, docs/requirements.md#faculty),
 * their own Time Table.
 */
const DIRECTIONS = { Student: '/student/directions', Faculty: '/facultypage/timetable' } as const;

/** Whose Time Table it is: a Student sees each lecture's teacher, a Faculty member its class. */
export type Viewer = keyof typeof DIRECTIONS;

/** A lecture's room: a link that opens the viewer's Get Directions on that room, already looked up. */
export function RoomLink({ room, viewer }: { room: string; viewer: Viewer }) {
  return (
    <Link
      to={`${DIRECTIONS[viewer]}?room=${encodeURIComponent(room)}`}
      aria-label={`Room ${room}, get directions`}
    >
      Room {room}
    </Link>
  );
}
