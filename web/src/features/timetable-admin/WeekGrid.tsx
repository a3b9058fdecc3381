import { type KeyboardEvent, useRef, useState } from 'react';
import { type Slot, WEEKDAYS, type Weekday } from '#shared/schemas/timetable';
import { slotLine, slotsIn, type WeekRow } from './week-layout';

/** A cell of the week: a weekday and a row's time. */
export interface WeekCell {
  readonly weekday: Weekday;
  readonly row: WeekRow;
}

const MOVES: Record<string, [rows: number, days: number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

const cellLabel = (weekday: Weekday, row: WeekRow, slots: readonly Slot[]) =>
  `${weekday}, ${row.name} ${row.start}–${row.end}: ${slots.length ? slots.map(slotLine).join('; ') : 'free'}`;

/**
 * A class's week as a grid, days across and periods down. One cell at a time is in the tab order
 * (roving tabindex): the arrow keys move between cells, Home and End along a row, and Enter or
 * Space opens the cell's form (each cell is a button).
 */
export function WeekGrid({
  rows,
  slots,
  onOpen,
}: {
  readonly rows: readonly WeekRow[];
  readonly slots: readonly Slot[];
  readonly onOpen: (cell: WeekCell) => void;
}) {
  const [active, setActive] = useState({ row: 0, day: 0 });
  const table = useRef<HTMLTableElement>(null);

  function moveTo(row: number, day: number) {
    const next = { row: Math.max(0, Math.min(rows.length - 1, row)), day: Math.max(0, Math.min(5, day)) };
    setActive(next);
    table.current?.querySelector<HTMLElement>(`[data-cell="${next.row}-${next.day}"]`)?.focus();
  }

  // Enter and Space are the button's own: they open the cell.
  function onKeyDown(event: KeyboardEvent, at: { row: number; day: number }) {
    const move = MOVES[event.key];
    if (move) moveTo(at.row + move[0], at.day + move[1]);
    else if (event.key === 'Home') moveTo(at.row, 0);
    else if (event.key === 'End') moveTo(at.row, WEEKDAYS.length - 1);
    else return;
    event.preventDefault();
  }

  return (
    <div className="timetable-wide">
      <p id="week-keys" className="muted">
        Arrow keys move between the cells; Enter opens one.
      </p>
      {
        // A named section is a region; focusable, so a keyboard alone scrolls a week wider than the
        // screen (axe's scrollable-region-focusable). The arrow keys inside still move between cells.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1).
        <section className="table-scroll" aria-label="The week, scrolling" tabIndex={0}>
          <table
            ref={table}
            className="data-table timetable-grid"
            aria-label="The class’s week"
            aria-describedby="week-keys"
          >
            <thead>
              <tr>
                <th scope="col">Period</th>
                {WEEKDAYS.map((weekday) => (
                  <th key={weekday} scope="col">
                    {weekday}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, rowAt) => (
                <tr key={`${row.start}-${row.end}`}>
                  <th scope="row">
                    {row.name}
                    <span className="muted timetable-time">
                      {row.start}–{row.end}
                    </span>
                  </th>
                  {WEEKDAYS.map((weekday, dayAt) => {
                    const inCell = slotsIn(slots, weekday, row);
                    const at = { row: rowAt, day: dayAt };
                    const isActive = active.row === rowAt && active.day === dayAt;
                    return (
                      <td key={weekday}>
                        <button
                          type="button"
                          className="timetable-cell"
                          data-cell={`${rowAt}-${dayAt}`}
                          tabIndex={isActive ? 0 : -1}
                          aria-label={cellLabel(weekday, row, inCell)}
                          onKeyDown={(event) => onKeyDown(event, at)}
                          onClick={() => {
                            setActive(at);
                            onOpen({ weekday, row });
                          }}
                          onFocus={() => setActive(at)}
                        >
                          {inCell.length === 0 && <span className="muted">Free</span>}
                          {inCell.map((slot) => (
                            <span key={slot.slotId} className="timetable-slot">
                              {slotLine(slot)}
                            </span>
                          ))}
                        </button>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      }
    </div>
  );
}

/** The same week day by day, for a phone: each day's slots in order, each day's own add button. */
export function WeekList({
  slots,
  onEdit,
  onAdd,
}: {
  readonly slots: readonly Slot[];
  readonly onEdit: (slot: Slot) => void;
  readonly onAdd: (weekday: Weekday) => void;
}) {
  return (
    <div className="timetable-list">
      {WEEKDAYS.map((weekday) => {
        const ofDay = slots
          .filter((slot) => slot.weekday === weekday)
          .sort((a, b) => a.start.localeCompare(b.start));
        return (
          <section key={weekday} aria-label={`${weekday} list`} className="stack">
            <h3>{weekday}</h3>
            {ofDay.length === 0 ? (
              <p className="muted">No slots.</p>
            ) : (
              <ul>
                {ofDay.map((slot) => (
                  <li key={slot.slotId}>
                    {slot.start}–{slot.end} {slotLine(slot)}{' '}
                    <button type="button" className="button" onClick={() => onEdit(slot)}>
                      Edit {weekday} {slot.start} {slot.subject}
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <button type="button" className="button" onClick={() => onAdd(weekday)}>
              Add a slot on {weekday}
            </button>
          </section>
        );
      })}
    </div>
  );
}
