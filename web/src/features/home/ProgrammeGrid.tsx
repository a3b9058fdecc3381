import { useState } from 'react';
import { PROGRAMME_GRID } from '#shared/constants/limits';
import { PROGRAMMES } from './content';

/** Six programmes first; View All shows the other three and becomes View Less. */
export function ProgrammeGrid() {
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? PROGRAMMES : PROGRAMMES.slice(0, PROGRAMME_GRID.shownFirst);
  return (
    <section className="home-section" aria-labelledby="programmes-heading">
      <h2 id="programmes-heading">Our programmes</h2>
      <ul className="programme-grid" id="programme-list">
        {shown.map((programme) => (
          <li key={programme} className="programme-tile">
            {programme}
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="button button-ghost"
        aria-expanded={expanded}
        aria-controls="programme-list"
        onClick={() => setExpanded((open) => !open)}
      >
        {expanded ? 'View Less' : 'View All'}
      </button>
    </section>
  );
}
