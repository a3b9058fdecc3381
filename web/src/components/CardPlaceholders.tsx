/**
 * Grey cards the size of the cards a list will show, while it loads: the page arrives rendered
 * with them (decision 37), so the list takes their place without pushing the rest of the page
 * down. Hidden from assistive technology; the page says it is loading in words.
 */
export function CardPlaceholders({ count }: { count: number }) {
  return (
    <ul className="card-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the placeholders are identical and never move.
        <li key={index}>
          <div className="card card-placeholder">
            <div className="card-image" />
            <div className="card-body">
              <p className="placeholder-line placeholder-title" />
              <p className="placeholder-line" />
              <p className="placeholder-line placeholder-short" />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
