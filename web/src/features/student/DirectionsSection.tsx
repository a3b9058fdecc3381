import { RoomDirections } from '../../components/RoomDirections';

/** Get Directions: the Student dashboard's section (the Faculty member's is on their Time Table). */
export function DirectionsSection() {
  return (
    <section className="panel stack" aria-labelledby="directions-heading">
      <h2 id="directions-heading">Get Directions</h2>
      <RoomDirections />
    </section>
  );
}
