interface Refusal {
  readonly row: number;
  readonly reason: string;
}

/**
 * An import's refused rows, as the Admin's spreadsheet numbers them, with each reason; `count`, the
 * rows refused in all, for the caption (the server may list fewer).
 */
export function RefusalsTable({
  refusals,
  count = refusals.length,
}: {
  readonly refusals: readonly Refusal[];
  readonly count?: number;
}) {
  return (
    // Focusable, so a keyboard can scroll the reasons sideways on a narrow screen.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1).
    <section className="table-scroll" aria-label="Rows refused" tabIndex={0}>
      <table className="data-table">
        <caption>Rows refused ({count})</caption>
        <thead>
          <tr>
            <th scope="col">Row</th>
            <th scope="col">Reason</th>
          </tr>
        </thead>
        <tbody>
          {refusals.map((refusal) => (
            // A row may be refused for more than one reason (clashes).
            <tr key={`${refusal.row}-${refusal.reason}`}>
              <td>{refusal.row}</td>
              <td>{refusal.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
