import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Lecture } from '#shared/schemas/timetable';
import { localToday } from '../../lib/local-date';
import { LectureAttendance } from './LectureAttendance';
import { json, renderAsFaculty } from './test-faculty';

const today = localToday();
const lecture = (id: string, start: string, end: string, date = today): Lecture => ({
  lectureId: id,
  slotId: id,
  date,
  branch: 'Computer Engineering',
  year: 'SE',
  division: 'A',
  start,
  end,
  subject: `Subject ${id}`,
  type: 'Lecture',
  facultyId: 'f1',
  facultyName: 'Farah Khan',
  room: 'E101',
});

/* A day of two lectures (the second runs all day, so it is the one on now), one left unmarked. */
function fakeServer() {
  const marked: unknown[] = [];
  const added: Record<string, unknown>[] = [];
  const earlier = lecture('old', '09:00', '10:00', '2000-01-03');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const date = url.searchParams.get('date');
      if (url.pathname === '/api/attendance/lectures')
        return json({
          lectures:
            date === today
              ? [
                  { ...lecture('a', '00:00', '00:01'), marked: true },
                  { ...lecture('b', '00:01', '23:59'), marked: false },
                ]
              : date === earlier.date
                ? [{ ...earlier, marked: false }]
                : added.length > 0
                  ? [{ ...lecture('x-1', '11:00', '12:00', '2000-01-02'), marked: false }]
                  : [],
          unmarked: [earlier],
          timetabled: true,
        });
      if (url.pathname === '/api/attendance/lecture')
        return json({
          lecture: lecture(url.searchParams.get('lectureId') ?? '', '09:00', '10:00'),
          students: [
            { _id: 's1', firstName: 'Aman', lastName: 'Rao', email: 'a@x.org' },
            { _id: 's2', firstName: 'Zoya', lastName: 'Shah', email: 'z@x.org' },
          ],
          marked: false,
        });
      if (url.pathname === '/api/attendance/mark') {
        marked.push(JSON.parse(String(init?.body)));
        return json({ msg: 'Attendance marked successfully.' });
      }
      if (url.pathname === '/api/attendance/data') return json({ records: [] });
      if (url.pathname === '/api/attendance/classes')
        return json({
          classes: [{ branch: 'Computer Engineering', year: 'SE', division: 'A', subject: 'Maths' }],
        });
      if (url.pathname === '/api/timetable/changes') {
        const body = JSON.parse(String(init?.body));
        added.push(body);
        return json({
          msg: 'Extra lecture added.',
          lecture: { ...lecture('x-1', body.start, body.end, body.date) },
        });
      }
      return new Response('{}', { status: 404 });
    }),
  );
  return { marked, added };
}

function renderAt(path: string) {
  renderAsFaculty(
    <MemoryRouter initialEntries={[path]}>
      <LectureAttendance />
    </MemoryRouter>,
  );
}

describe('Update Attendance by lecture', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens on the lecture now, everyone present until unticked, and marks it in one action', async () => {
    const { marked } = fakeServer();
    renderAt('/facultypage/attendance');
    const user = userEvent.setup();
    const now = await screen.findByRole('radio', { name: /Subject b/ });
    expect(now).toBeChecked();
    expect(screen.getByRole('radio', { name: /Subject a .* — marked/ })).not.toBeChecked();
    const students = await screen.findAllByRole('checkbox');
    expect(students.map((box) => box.parentElement?.textContent)).toEqual(['Aman Rao', 'Zoya Shah']);
    expect(students.every((box) => (box as HTMLInputElement).checked)).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Zoya Shah' }));
    await user.click(screen.getByRole('button', { name: 'Mark attendance' }));
    expect(await screen.findByText('Attendance marked successfully.')).toBeInTheDocument();
    expect(marked).toEqual([
      {
        branch: 'Computer Engineering',
        year: 'SE',
        division: 'A',
        date: today,
        lectureId: 'b',
        students: [
          { id: 's1', present: true },
          { id: 's2', present: false },
        ],
      },
    ]);
  });

  it('puts each lecture’s time, subject and class on lines of their own, its name still one line', async () => {
    fakeServer();
    renderAt('/facultypage/attendance');
    const marked = await screen.findByRole('radio', { name: /Subject a/ });
    expect(marked).toHaveAccessibleName(
      '00:00–00:01 Subject a (Lecture), Computer Engineering SE A — marked',
    );
    // The whole label is the radio's target: a click on its class line chooses it.
    const label = marked.closest('label') as HTMLLabelElement;
    const lines = [...(label.querySelector('.lecture-option-text')?.children ?? [])];
    expect(lines.map((line) => line.textContent)).toEqual([
      '00:00–00:01',
      'Subject a (Lecture),',
      'Computer Engineering SE A — marked',
    ]);
    await userEvent.setup().click(lines[2] as HTMLElement);
    expect(marked).toBeChecked();
    expect(screen.getByRole('radio', { name: /Subject b/ })).not.toBeChecked();
  });

  it('opens an unmarked lecture of the fortnight in one click, on its date', async () => {
    fakeServer();
    renderAt('/facultypage/attendance');
    const user = userEvent.setup();
    const list = await screen.findByRole('region', { name: 'Not marked yet' });
    await user.click(within(list).getByRole('button', { name: /2000-01-03: 09:00–10:00 Subject old/ }));
    expect(screen.getByLabelText('Date')).toHaveValue('2000-01-03');
    expect(await screen.findByRole('radio', { name: /Subject old/ })).toBeChecked();
  });

  it('opens the lecture a dashboard links to, on its date', async () => {
    fakeServer();
    renderAt('/facultypage/attendance?date=2000-01-03&lecture=old');
    expect(screen.getByLabelText('Date')).toHaveValue('2000-01-03');
    expect(await screen.findByRole('radio', { name: /Subject old/ })).toBeChecked();
  });

  it('adds an extra lecture on a date without lectures (a Sunday) and opens it to mark', async () => {
    const { added } = fakeServer();
    renderAt('/facultypage/attendance?date=2000-01-02');
    const user = userEvent.setup();
    expect(await screen.findByText(/You have no lectures on this date/)).toBeVisible();
    await user.click(screen.getByText('Add an extra lecture on this date'));
    await user.clear(screen.getByLabelText('Start'));
    await user.type(screen.getByLabelText('Start'), '11:00');
    await user.clear(screen.getByLabelText('End'));
    await user.type(screen.getByLabelText('End'), '12:00');
    await user.type(screen.getByLabelText('Room'), 'E101');
    await user.click(screen.getByRole('button', { name: 'Add lecture' }));
    expect(await screen.findByRole('radio', { name: /11:00–12:00 Subject x-1/ })).toBeChecked();
    expect(added).toEqual([
      {
        kind: 'extra',
        date: '2000-01-02',
        branch: 'Computer Engineering',
        year: 'SE',
        division: 'A',
        subject: 'Maths',
        type: 'Lecture',
        start: '11:00',
        end: '12:00',
        room: 'E101',
        facultyId: 'f1',
      },
    ]);
  });
});
