import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { RoomDirections } from '../RoomDirections';

/**
 * Get Directions on a Faculty member's Time Table, which their rooms link to (`?room=`): their
 * dashboard has no section of it. A room link only changes this page's address, so the heading
 * takes focus (which also scrolls to it): keyboard and screen reader users land on the answer.
 */
export function TimetableDirections() {
  const [params] = useSearchParams();
  const room = params.get('room');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (room) heading.current?.focus();
  }, [room]);
  return (
    <section aria-labelledby="timetable-directions-heading">
      <h3 id="timetable-directions-heading" ref={heading} tabIndex={-1}>
        Get Directions
      </h3>
      <RoomDirections />
    </section>
  );
}
