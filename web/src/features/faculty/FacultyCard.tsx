import { type FacultyMember, shortEducation } from '../../../../shared/schemas/faculty';

export function FacultyCard({ member }: { member: FacultyMember }) {
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
      </div>
    </article>
  );
}
