import { describe, expect, it } from 'vitest';
import { collegeInstant } from '#shared/constants/college-time';
import type { LectureBrief, StudentSummary } from '#shared/schemas/dashboard';
import { keptUntil, SETTLING_MS } from './kept-until';

const lecture = (date: string, start: string, end: string): LectureBrief => ({
  lectureId: `${date}-${start}`,
  date,
  start,
  end,
  subject: 'Optics',
  room: 'R1',
  facultyName: 'A Teacher',
});
const studentDay = (lectures: LectureBrief[], next: LectureBrief | null): StudentSummary => ({
  role: 'Student',
  timetable: { date: lectures[0]?.date ?? '2026-12-02', lectures, cancelled: [], next },
});
const at = (date: string, clock: string) => collegeInstant(date, clock);

describe('how long a dashboard summary holds with nothing written', () => {
  it('holds until the next start or end of one of its lectures', () => {
    const first = lecture('2026-12-02', '09:00', '10:00');
    const second = lecture('2026-12-02', '10:00', '11:00');
    const summary = studentDay([first, second], second);
    expect(keptUntil(summary, at('2026-12-02', '09:58'), true)).toBe(at('2026-12-02', '10:00'));
    expect(keptUntil(summary, at('2026-12-02', '10:30'), true)).toBe(at('2026-12-02', '10:40'));
  });

  it('holds at most ten minutes, and never past the college’s midnight', () => {
    const summary = studentDay([], lecture('2026-12-03', '09:00', '10:00'));
    expect(keptUntil(summary, at('2026-12-02', '12:00'), true)).toBe(at('2026-12-02', '12:10'));
    expect(keptUntil(summary, at('2026-12-02', '23:55'), true)).toBe(at('2026-12-03', '00:00'));
  });

  it('holds a summary read under a stamp not yet settled only a few seconds', () => {
    const readAt = at('2026-12-02', '12:00');
    expect(keptUntil({ role: 'Admin' }, readAt, false)).toBe(readAt + SETTLING_MS);
  });

  it('follows a Faculty member’s lectures too', () => {
    const readAt = at('2026-12-02', '13:59');
    const summary = {
      role: 'Faculty' as const,
      timetable: {
        date: '2026-12-02',
        lectures: [{ ...lecture('2026-12-02', '14:00', '15:00'), marked: false }],
        unmarked: 0,
      },
    };
    expect(keptUntil(summary, readAt, true)).toBe(at('2026-12-02', '14:00'));
  });
});
