import type { ReactNode } from 'react';
import { type FacultyMember, shortEducation } from '#shared/schemas/faculty';
import './faculty-card.css';

/**
 * A faculty member, as the public /faculty page and the Admin's faculty management list them;
 * the Admin's cards carry Edit and Delete as `actions`.
 */
export function FacultyCard({ member, actions }: { member: FacultyMember; actions?: ReactNode }) {
  return (
    <article className="card faculty-card">
      <img
        className="faculty-photo"
        src={member.imgsrc}
        alt={`Portrait of ${member.name}`}
        width={120}
        height={120}
        loading="lazy"
      />
      <div className="card-body">
        <h2 className="card-title">{member.name}</h2>
        <p className="faculty-position">{member.position}</p>
        <p>{shortEducation(member.education)}</p>
        <p className="muted">{member.department}</p>
        {actions && <div className="faculty-actions">{actions}</div>}
      </div>
    </article>
  );
}
