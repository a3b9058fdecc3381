import { Link } from 'react-router-dom';

/**
 * A lecture's room. For a Student, a link to Get Directions opened on that room; a Faculty member
 * has no Get Directions section (it is the Student dashboard's), so theirs is the code alone.
 */
export function RoomLink({ room, directions }: { room: string; directions: boolean }) {
  if (!directions) return <span>Room {room}</span>;
  return (
    <Link
      to={`/student/directions?room=${encodeURIComponent(room)}`}
      aria-label={`Room ${room}, get directions`}
    >
      Room {room}
    </Link>
  );
}
