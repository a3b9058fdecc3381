import { useEffect, useRef, useState } from 'react';
import type { Department } from '#shared/schemas/department';
import { defaultDepartmentImage } from './defaultDepartmentImage';

/** A department, as the public /departments page and the Admin's departments section list it. */
export function DepartmentCard({ department, position }: { department: Department; position: number }) {
  const fallback = defaultDepartmentImage(position);
  const [src, setSrc] = useState(department.image ?? fallback);
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    /*
     * A card served in the page's HTML (decision 38) may have failed to load its image before
     * React hydrated it and listened for the error: an image already complete that cannot be
     * decoded is one that failed.
     */
    const shown = image.current;
    if (!shown?.complete || shown.getAttribute('src') === fallback || !shown.decode) return;
    shown.decode().catch(() => {
      if (shown.isConnected && shown.complete && shown.naturalWidth === 0) setSrc(fallback);
    });
  }, [fallback]);
  return (
    <article className="card">
      <img
        ref={image}
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
