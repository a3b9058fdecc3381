import { DEPARTMENT_NAMES } from '#shared/constants/departments';
import { CLASS_YEARS, classKey, type StudentClass } from '#shared/schemas/student-class';
import { type Periods, WEEKDAYS, type Weekday } from '#shared/schemas/timetable';

/*
 * The bench's college (issue 47, item 7) as plain data, made before anything is stored: 100 classes
 * (branch × year × division) of 50 students in three practical batches, 300 Faculty members, and a
 * clash-free week of 35 slots per class. Pure, so college-plan.test.ts checks it is clash-free.
 */
export const CLASSES = 100;
export const STUDENTS_PER_CLASS = 50;
export const FACULTY = 300;
export const SLOTS_PER_CLASS = 35;
export const BATCHES_PER_DIVISION = 3;

/* Seven periods a day; practicals take the three pairs that have no break inside them. */
export const PERIODS: Periods = {
  periods: [
    { name: 'Period 1', start: '09:00', end: '10:00' },
    { name: 'Period 2', start: '10:00', end: '11:00' },
    { name: 'Period 3', start: '11:15', end: '12:15' },
    { name: 'Period 4', start: '12:15', end: '13:15' },
    { name: 'Period 5', start: '14:00', end: '15:00' },
    { name: 'Period 6', start: '15:00', end: '16:00' },
    { name: 'Period 7', start: '16:00', end: '17:00' },
  ],
};
const PER_DAY = PERIODS.periods.length;
const PRACTICAL_PAIRS = [0, 2, 4] as const;
export const SUBJECTS = ['Mathematics', 'Data Structures', 'Electronics', 'Mechanics', 'Communication'];
export const PRACTICAL_SUBJECT = 'Laboratory';
/* 26 single periods (five subjects, four lectures and a tutorial each, one lecture more) and three practicals. */
const SINGLES = SLOTS_PER_CLASS - 3 * BATCHES_PER_DIVISION;

export interface PlannedSlot {
  readonly classIndex: number;
  readonly weekday: Weekday;
  readonly start: string;
  readonly end: string;
  readonly subject: string;
  readonly type: 'Lecture' | 'Tutorial' | 'Practical';
  /** An index into the Faculty: 0 is the demo Faculty member. */
  readonly faculty: number;
  readonly room: string;
  readonly batch?: string;
  /** The (day × period) cells it takes, 0 to 41. */
  readonly cells: readonly number[];
}

/* Class i: every branch, then every year, then divisions A, B and (for the last 20) C. */
export function classOf(index: number): StudentClass {
  return {
    branch: DEPARTMENT_NAMES[index % DEPARTMENT_NAMES.length] ?? 'Civil Engineering',
    year: CLASS_YEARS[Math.floor(index / DEPARTMENT_NAMES.length) % CLASS_YEARS.length] ?? 'FE',
    division: 'ABC'[Math.floor(index / (DEPARTMENT_NAMES.length * CLASS_YEARS.length))] ?? 'A',
  };
}

export const batchOf = (division: string, student: number) =>
  `${division}${(student % BATCHES_PER_DIVISION) + 1}`;
export const homeRoom = (classIndex: number) => `CR${String(classIndex + 1).padStart(3, '0')}`;
const labRoom = (lab: number) => `LAB${String(lab + 1).padStart(2, '0')}`;

const timesOf = (cells: readonly number[]) => {
  const first = PERIODS.periods[(cells[0] ?? 0) % PER_DAY];
  const last = PERIODS.periods[(cells.at(-1) ?? 0) % PER_DAY];
  return {
    weekday: WEEKDAYS[Math.floor((cells[0] ?? 0) / PER_DAY)] ?? 'Mon',
    start: first?.start ?? '',
    end: last?.end ?? '',
  };
};

/* A class's cells: three practical sessions on days two apart, then 26 of the rest, rotated per class. */
function cellsOfClass(k: number) {
  const practicals = [0, 1, 2].map((j) => {
    const day = (k + 2 * j) % WEEKDAYS.length;
    const first = day * PER_DAY + (PRACTICAL_PAIRS[(k + j) % 3] ?? 0);
    return [first, first + 1];
  });
  const taken = new Set(practicals.flat());
  const rest = Array.from({ length: WEEKDAYS.length * PER_DAY }, (_, c) => c).filter((c) => !taken.has(c));
  const shift = (k * 7) % rest.length;
  const singles = [...rest.slice(shift), ...rest.slice(0, shift)].slice(0, SINGLES).sort((a, b) => a - b);
  return { practicals, singles };
}

/** The whole college's week: each unit (a class's subject, or a batch's practicals) to the least-loaded free Faculty member. */
export function planCollege(): PlannedSlot[] {
  const busy = Array.from({ length: FACULTY }, () => new Set<number>());
  const load = new Array<number>(FACULTY).fill(0);
  const labs: Set<number>[] = [];
  const teacherFor = (cells: readonly number[], slotCount: number) => {
    let best = -1;
    for (let f = 0; f < FACULTY; f++) {
      if (cells.some((c) => busy[f]?.has(c))) continue;
      if (best < 0 || (load[f] ?? 0) < (load[best] ?? 0)) best = f;
    }
    if (best < 0) throw new Error('no Faculty member is free: the plan cannot be clash-free');
    for (const c of cells) busy[best]?.add(c);
    load[best] = (load[best] ?? 0) + slotCount;
    return best;
  };
  const slots: PlannedSlot[] = [];
  const weeks = Array.from({ length: CLASSES }, (_, k) => cellsOfClass(k));
  // Largest units first, college-wide, so that the loads even out (each Faculty member ends near 12).
  SUBJECTS.forEach((subject, s) => {
    weeks.forEach(({ singles }, k) => {
      const mine = singles.map((cell, i) => ({ cell, i })).filter(({ i }) => i % SUBJECTS.length === s);
      const faculty = teacherFor(
        mine.map(({ cell }) => cell),
        mine.length,
      );
      for (const { cell, i } of mine) {
        const type = i >= 4 * SUBJECTS.length && i < 5 * SUBJECTS.length ? 'Tutorial' : 'Lecture';
        slots.push({
          classIndex: k,
          ...timesOf([cell]),
          subject,
          type,
          faculty,
          room: homeRoom(k),
          cells: [cell],
        });
      }
    });
  });
  for (let b = 0; b < BATCHES_PER_DIVISION; b++) {
    weeks.forEach(({ practicals }, k) => {
      const faculty = teacherFor(practicals.flat(), practicals.length);
      for (const cells of practicals) {
        let lab = labs.findIndex((used) => !cells.some((c) => used.has(c)));
        if (lab < 0) lab = labs.push(new Set()) - 1;
        for (const c of cells) labs[lab]?.add(c);
        const batch = batchOf(classOf(k).division, b);
        const room = labRoom(lab);
        slots.push({
          classIndex: k,
          ...timesOf(cells),
          subject: PRACTICAL_SUBJECT,
          type: 'Practical',
          faculty,
          room,
          batch,
          cells,
        });
      }
    });
  }
  return slots.sort((a, b) => a.classIndex - b.classIndex);
}

/** Every room the plan uses, as codes. */
export const roomsOf = (slots: readonly PlannedSlot[]) => [...new Set(slots.map((slot) => slot.room))].sort();

/**
 * A slot of class 0 on a cell where the class, its first subject's Faculty member and its home
 * room are all free: the one slot the clash check adds, the same whatever else is stored.
 */
export function freeSlotOf(slots: readonly PlannedSlot[]) {
  const ofClass = slots.filter((slot) => slot.classIndex === 0);
  const faculty = ofClass.find((slot) => slot.subject === SUBJECTS[0])?.faculty ?? 0;
  const taken = new Set(
    slots.filter((s) => s.classIndex === 0 || s.faculty === faculty).flatMap((s) => s.cells),
  );
  const cell = Array.from({ length: WEEKDAYS.length * PER_DAY }, (_, c) => c).find((c) => !taken.has(c));
  if (cell === undefined) throw new Error('class 0 has no free hour');
  return {
    ...timesOf([cell]),
    subject: SUBJECTS[0] ?? '',
    type: 'Lecture' as const,
    faculty,
    room: homeRoom(0),
  };
}

/**
 * The classes stored first: class 0 (the clash check's), the demo Faculty member's and the demo
 * Student's, then the lowest others, `count` in all. Each demo person's own week is then the same
 * with 10 classes as with 100, so what differs between the two is only the rest of the college.
 */
export function firstClasses(plan: readonly PlannedSlot[], demoStudent: StudentClass, count: number) {
  const demoStudentIndex = Array.from({ length: CLASSES }, (_, k) => k).find(
    (k) => classKey(classOf(k)) === classKey(demoStudent),
  );
  const wanted = [0, ...plan.filter((slot) => slot.faculty === 0).map((slot) => slot.classIndex)];
  if (demoStudentIndex !== undefined) wanted.push(demoStudentIndex);
  const chosen = new Set(wanted);
  for (let k = 0; chosen.size < count && k < CLASSES; k++) chosen.add(k);
  return chosen;
}
