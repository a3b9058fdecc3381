import type { StudentClass } from '#shared/schemas/student-class';
import type { Periods, Term, Weekday } from '#shared/schemas/timetable';
import { TIMETABLE_COLUMNS, WEEKDAYS } from '#shared/schemas/timetable';
import { SAMPLE_CLASSES } from './sample-students';

/*
 * Local only: the sample college day (decision 50). Eight periods from 09:00 to 17:00 with a
 * lunch break; a term of sixteen weeks around today; and a week for each sample class: theory in
 * the class's home room in the mornings (and the afternoons of days without practicals), and
 * three practical sessions a week in which the division's three batches each take a different lab
 * (different batches of a division may meet at once). Each subject has a Faculty member of its own
 * except the demo Faculty member's (seed.ts), whose hours differ between classes, so no two rows
 * clash.
 */
export const SAMPLE_PERIODS: Periods = {
  periods: [
    ['Period 1', '09:00', '09:55'],
    ['Period 2', '09:55', '10:50'],
    ['Period 3', '10:50', '11:45'],
    ['Period 4', '11:45', '12:40'],
    // 12:40–13:20: lunch.
    ['Period 5', '13:20', '14:15'],
    ['Period 6', '14:15', '15:10'],
    ['Period 7', '15:10', '16:05'],
    ['Period 8', '16:05', '17:00'],
  ].map(([name = '', start = '', end = '']) => ({ name, start, end })),
};

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const plusDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

/* India's national holidays, and the college's own day, on whichever of their dates the term holds. */
const HOLIDAYS: readonly [monthDay: string, name: string][] = [
  ['01-26', 'Republic Day'],
  ['08-15', 'Independence Day'],
  ['10-02', 'Gandhi Jayanti'],
  ['12-25', 'Christmas'],
];

/** A term from the Monday eight weeks before `today` to the Saturday eight weeks after. */
export function sampleTerm(today: Date): Term {
  const monday = plusDays(today, -56 - ((today.getUTCDay() + 6) % 7));
  const firstDay = isoDate(monday);
  const lastDay = isoDate(plusDays(monday, 16 * 7 + 5));
  const years = [monday.getUTCFullYear(), monday.getUTCFullYear() + 1];
  const holidays = years
    .flatMap((year) => HOLIDAYS.map(([day, name]) => ({ date: `${year}-${day}`, name })))
    .filter(({ date }) => date >= firstDay && date <= lastDay && date !== isoDate(today));
  // The college's own day, a Wednesday five weeks in, so every term has a named holiday.
  return {
    firstDay,
    lastDay,
    holidays: [...holidays, { date: isoDate(plusDays(monday, 37)), name: 'College Foundation Day' }].sort(
      (a, b) => a.date.localeCompare(b.date),
    ),
  };
}

export interface SampleSubject {
  readonly subject: string;
  /** A sample Faculty account's email, or undefined for the demo Faculty member. */
  readonly faculty?: string;
  /** The lab room when the subject has practicals. */
  readonly lab?: string;
}

interface SampleWeek {
  readonly home: string;
  readonly subjects: readonly SampleSubject[];
  /** The demo Faculty member's lectures: its period (1–8) and days; hours no other class uses. */
  readonly demo?: { readonly period: number; readonly days: readonly Weekday[] };
  /** The practical sessions: two periods from `labPeriod`, on `labDays`. */
  readonly labPeriod: number;
  readonly labDays: readonly Weekday[];
}

const staff = (name: string) => `${name}@faculty.campus.local`;
const MWF: readonly Weekday[] = ['Mon', 'Wed', 'Fri'];
const TTS: readonly Weekday[] = ['Tue', 'Thu', 'Sat'];

/* One week a sample class, in SAMPLE_CLASSES' order; the demo Faculty member's subject first. */
const WEEKS: readonly SampleWeek[] = [
  {
    home: 'E201',
    subjects: [
      { subject: 'Data Structures', lab: 'E203' },
      { subject: 'Object Oriented Programming', faculty: staff('arjun.rao'), lab: 'E204' },
      { subject: 'Digital Electronics', faculty: staff('sneha.joshi'), lab: 'E301' },
      { subject: 'Engineering Mathematics III', faculty: staff('meera.iyer') },
      { subject: 'Principles of Programming Languages', faculty: staff('vivek.sawant') },
    ],
    demo: { period: 1, days: ['Mon', 'Tue', 'Wed', 'Thu'] },
    labPeriod: 7,
    labDays: MWF,
  },
  {
    home: 'E202',
    subjects: [
      { subject: 'Discrete Mathematics' },
      { subject: 'Data Structures', faculty: staff('tanvi.gokhale'), lab: 'E302' },
      { subject: 'Object Oriented Programming', faculty: staff('omkar.bhide'), lab: 'E303' },
      { subject: 'Digital Electronics', faculty: staff('rohan.patwardhan'), lab: 'E304' },
      { subject: 'Engineering Mathematics III', faculty: staff('swati.kulkarni') },
    ],
    demo: { period: 2, days: ['Wed', 'Thu', 'Fri', 'Sat'] },
    labPeriod: 7,
    labDays: TTS,
  },
  {
    home: 'E205',
    subjects: [
      { subject: 'Computer Networks', lab: 'E206' },
      { subject: 'Database Management Systems', faculty: staff('ayesha.khan'), lab: 'E207' },
      { subject: 'Operating Systems', faculty: staff('sameer.kale'), lab: 'E208' },
      { subject: 'Software Engineering', faculty: staff('prachi.deshmukh') },
      { subject: 'Theory of Computation', faculty: staff('nitin.chavan') },
    ],
    demo: { period: 3, days: ['Mon', 'Tue', 'Fri', 'Sat'] },
    labPeriod: 5,
    labDays: TTS,
  },
  {
    home: 'E101',
    subjects: [
      { subject: 'Engineering Physics', faculty: staff('rajesh.pawar'), lab: 'E102' },
      { subject: 'Engineering Chemistry', faculty: staff('kiran.more'), lab: 'E103' },
      { subject: 'Engineering Graphics', faculty: staff('manoj.shinde'), lab: 'E104' },
      { subject: 'Engineering Mathematics I', faculty: staff('shalini.rane') },
      { subject: 'Basic Electrical Engineering', faculty: staff('deepak.gaikwad') },
    ],
    labPeriod: 5,
    labDays: MWF,
  },
];

/** A division's three batches: A1, A2, A3 for division A. */
export const batchesOf = (division: string) => [1, 2, 3].map((n) => `${division}${n}`);

export interface SampleClassWeek {
  readonly studentClass: StudentClass;
  readonly subjects: readonly SampleSubject[];
  /** CSV rows in the import's columns (TIMETABLE_COLUMNS, then batch), `demoEmail` for the demo's. */
  readonly rows: (demoEmail: string) => string[];
}

export const SAMPLE_WEEKS: readonly SampleClassWeek[] = SAMPLE_CLASSES.map(({ size: _size, ...c }, index) => {
  const week = WEEKS[index] as SampleWeek;
  const at = (period: number) => SAMPLE_PERIODS.periods[period - 1] ?? { start: '', end: '' };
  return {
    studentClass: c,
    subjects: week.subjects,
    rows(demoEmail) {
      const emailOf = (s: SampleSubject) => s.faculty ?? demoEmail;
      const row = (day: Weekday, from: number, to: number, s: SampleSubject, type: string, batch = '') =>
        [c.branch, c.year, c.division, day, at(from).start, at(to).end, s.subject, type, emailOf(s)]
          .concat(type === 'Practical' ? [s.lab ?? week.home, batch] : [week.home, batch])
          .join(',');
      const [demoSubject, ...others] = week.subjects;
      const theory = week.demo ? others : week.subjects;
      const rows: string[] = [];
      let turn = 0;
      for (const day of WEEKDAYS) {
        const lab = week.labDays.includes(day);
        const periods = [1, 2, 3, 4, ...(lab ? [] : [week.labPeriod, week.labPeriod + 1])];
        for (const period of periods) {
          if (week.demo?.days.includes(day) && week.demo.period === period && demoSubject)
            rows.push(row(day, period, period, demoSubject, 'Lecture'));
          else
            rows.push(row(day, period, period, theory[turn++ % theory.length] as SampleSubject, 'Lecture'));
        }
        if (!lab) continue;
        // Each batch its own lab this session, in turn over the week's sessions.
        const session = week.labDays.indexOf(day);
        const labs = week.subjects.filter((s) => s.lab);
        batchesOf(c.division).forEach((batch, b) => {
          const s = labs[(b + session) % labs.length] as SampleSubject;
          rows.push(row(day, week.labPeriod, week.labPeriod + 1, s, 'Practical', batch));
        });
      }
      return rows;
    },
  };
});

export const SAMPLE_TIMETABLE_HEADER = [...TIMETABLE_COLUMNS, 'batch'].join(',');
