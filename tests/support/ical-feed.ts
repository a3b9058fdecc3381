import ICAL from 'ical.js';

/** One occurrence of a feed's events, in the college's wall-clock time. */
export interface Occurrence {
  readonly uid: string;
  readonly summary: string;
  readonly date: string;
  readonly start: string;
  readonly location: string;
}

const wallClock = (time: ICAL.Time) => ({
  date: time.toString().slice(0, 10),
  start: time.toString().slice(11, 16),
});

/*
 * A feed read by ical.js as a calendar app reads it: its VTIMEZONE registered, each recurring
 * event expanded with its exceptions (RECURRENCE-ID overrides), between two dates inclusive.
 */
export function occurrences(text: string, from: string, to: string): Occurrence[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const vevents = calendar.getAllSubcomponents('vevent');
  const masters = vevents
    .filter((vevent) => !vevent.hasProperty('recurrence-id'))
    .map((v) => new ICAL.Event(v));
  for (const vevent of vevents.filter((v) => v.hasProperty('recurrence-id'))) {
    const exception = new ICAL.Event(vevent);
    masters.find((master) => master.uid === exception.uid)?.relateException(exception);
  }
  const found: Occurrence[] = [];
  for (const event of masters) {
    const iterator = event.iterator();
    for (let next = iterator.next(); next; next = iterator.next()) {
      const day = next.toString().slice(0, 10);
      if (day > to) break;
      if (day < from) continue;
      const details = event.getOccurrenceDetails(next);
      const place = details.item.location ?? '';
      found.push({
        uid: event.uid,
        summary: details.item.summary,
        ...wallClock(details.startDate),
        location: place,
      });
      if (!event.isRecurring()) break;
    }
  }
  return found.sort((a, b) => `${a.date}${a.start}`.localeCompare(`${b.date}${b.start}`));
}
