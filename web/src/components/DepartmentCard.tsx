import { useState } from 'react';
import type { Department } from '#shared/schemas/department';
import { defaultDepartmentImage } from './defaultDepartmentImage';

/** A department, as the public /departments page and the Admin's departments section list it. */
export function DepartmentCard({ department, position }: { department: Department; position: number }) {
  const fallback = defaultDepartmentImage(position);
  const [src, setSrc] = useState(department.image ?? fallback);
  return (
    <article className="card">
      <img
        className="card-image"
        src={src}
        alt=""
        width={640}
        height={360}
        loading={position < 3 ? 'eager' : 'lazy'}
        onError={() => setSrc(fallback)}
      />
      <div className="card-body">
        <h2 className="card-title">{department.name}</h2>
        <p>{department.description}</p>
      </div>
    </article>
  );
}
