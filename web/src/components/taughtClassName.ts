import type { TaughtClass } from '#shared/schemas/teaching';

/**
 * A class a Faculty member teaches as the Admin's Teaching section and the Faculty's attendance
 * picker name it: "Computer Engineering SE A — Data Structures", or without the dash when no
 * subject was given.
 */
export function taughtClassName({ branch, year, division, subject }: TaughtClass): string {
  const studentClass = `${branch} ${year} ${division}`;
  return subject ? `${studentClass} — ${subject}` : studentClass;
}
