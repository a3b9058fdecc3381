import type { StudentClass } from '#shared/schemas/student-class';

/*
 * Local only: a few classes of sample students, so a Faculty member can mark a real-looking roster
 * and an Admin can page through a class. Names are made from these lists, the same every start.
 */
const FIRST_NAMES = [
  'Aarav',
  'Aditi',
  'Akash',
  'Ananya',
  'Arjun',
  'Diya',
  'Farhan',
  'Gauri',
  'Harsh',
  'Isha',
  'Kabir',
  'Kavya',
  'Meera',
  'Neha',
  'Nikhil',
  'Omkar',
  'Pooja',
  'Rahul',
  'Riya',
  'Rohan',
  'Sakshi',
  'Sanket',
  'Shreya',
  'Siddharth',
  'Sneha',
  'Tanvi',
  'Varun',
  'Yash',
  'Zara',
  'Pranav',
] as const;
const LAST_NAMES = [
  'Deshmukh',
  'Joshi',
  'Kulkarni',
  'Patil',
  'Shinde',
  'Pawar',
  'Iyer',
  'Khan',
  'Naik',
  'Gokhale',
  'Mehta',
  'Rao',
  'Sawant',
  'Chavan',
  'Bhosale',
  'Fernandes',
  'Gupta',
  'Jadhav',
  'Kale',
  'More',
] as const;

/** The classes the sample fills, and how many students each has (a division is 20 to 60). */
export const SAMPLE_CLASSES: readonly (StudentClass & { readonly size: number })[] = [
  { branch: 'Computer Engineering', year: 'SE', division: 'A', size: 40 },
  { branch: 'Computer Engineering', year: 'SE', division: 'B', size: 36 },
  { branch: 'Information Technology', year: 'TE', division: 'A', size: 30 },
  { branch: 'Mechanical Engineering', year: 'FE', division: 'A', size: 24 },
];

export interface SampleStudent extends StudentClass {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
}

/** Every sample student, each with a unique email under campus.local. */
export function sampleStudents(): SampleStudent[] {
  let n = 0;
  return SAMPLE_CLASSES.flatMap(({ size, ...studentClass }) =>
    Array.from({ length: size }, () => {
      const firstName = FIRST_NAMES[n % FIRST_NAMES.length] ?? 'Student';
      const lastName = LAST_NAMES[(n * 7) % LAST_NAMES.length] ?? 'Sample';
      n++;
      const email = `${firstName}.${lastName}.${n}@students.campus.local`.toLowerCase();
      return { ...studentClass, firstName, lastName, email };
    }),
  );
}
