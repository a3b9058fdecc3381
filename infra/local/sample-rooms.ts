import type { Room } from '#shared/schemas/rooms';

/*
 * An invented but realistic building, in the original's shape: E Wing rooms E101–E508 (the first
 * digit is the floor, from the ground floor up; two departments share each floor) and F Wing's
 * lecture halls F205–F208.
 */
const FLOORS = ['Ground Floor', 'First Floor', 'Second Floor', 'Third Floor', 'Fourth Floor'];
const E_WING_DEPARTMENTS = [
  ['Mechanical Engineering', 'Civil Engineering'],
  ['Computer Engineering', 'Information Technology'],
  ['Electrical Engineering', 'Electronics & Telecommunication Engineering'],
  ['Chemical Engineering', 'Robotics And Automation'],
  ['Artificial Intelligence And Data Science', 'Computer Science And Design'],
] as const;

export const SAMPLE_ROOMS: readonly Room[] = [
  ...FLOORS.flatMap((floor, level) =>
    Array.from({ length: 8 }, (_, index) => {
      const number = index + 1;
      const department = E_WING_DEPARTMENTS[level]?.[number <= 4 ? 0 : 1] ?? 'General';
      return {
        code: `E${level + 1}0${number}`,
        location: `E Wing, ${floor}, ${department} Department, Class Room ${number}`,
      };
    }),
  ),
  ...[5, 6, 7, 8].map((number) => ({
    code: `F20${number}`,
    location: `F Wing, First Floor, Lecture Hall ${number - 4}`,
  })),
];
