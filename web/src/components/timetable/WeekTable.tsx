import { type Periods, type Slot, WEEKDAYS } from '#shared/schemas/timetable';
import { LectureLine, type Viewer } from './LectureLine';
import { periodIndexOf, slotsByDay, WEEKDAY_NAMES } from './schedule';

interface Props {
  readonly slots: Slot[];
  readonly periods: Periods['periods'] | undefined;
  readonly viewer: Viewer;
}

/*
 * The week twice: days × periods for a wide screen, and a day-by-day list for a phone. CSS shows
 * one (display: none also hides the other from screen readers), so neither scrolls sideways.
 */
export function WeekTable({ slots, periods, viewer }: Props) {
  return (
    <>
      {periods && periods.length > 0 && (
        // Focusable, so a keyboard can scroll it when a narrow window makes the grid wider than itself.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1).
        <section className="week-grid table-scroll" aria-label="The week by period" tabIndex={0}>
          <table className="data-table">
            <caption className="visually-hidden">The week by period</caption>
            <thead>
              <tr>
                <th scope="col">Period</th>
                {WEEKDAYS.map((day) => (
                  <th scope="col" key={day}>
                    <abbr title={WEEKDAY_NAMES[day]}>{day}</abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {periods.map((period, at) => (
                <tr key={period.name}>
                  <th scope="row">
                    {period.name}
                    <br />
                    <span className="muted">
                      {period.start}–{period.end}
                    </span>
                  </th>
                  {WEEKDAYS.map((day) => (
                    <td key={day}>
                      <ul className="plain-list">
                        {slots
                          .filter((slot) => slot.weekday === day && periodIndexOf(periods, slot) === at)
                          .sort((a, b) => a.start.localeCompare(b.start))
                          .map((slot) => (
                            <li key={slot.slotId}>
                              <LectureLine lecture={slot} viewer={viewer} compact />
                            </li>
                          ))}
                      </ul>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <div className={periods && periods.length > 0 ? 'week-days' : 'week-days always'}>
        {slotsByDay(slots).map(([day, list]) => (
          <section key={day} aria-label={WEEKDAY_NAMES[day]}>
            <h4>{WEEKDAY_NAMES[day]}</h4>
            <ul className="plain-list">
              {list.map((slot) => (
                <li key={slot.slotId}>
                  <LectureLine lecture={slot} viewer={viewer} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
