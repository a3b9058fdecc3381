import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Lecture, Slot } from '#shared/schemas/timetable';
import { createQueryClient } from '../../api/query-client';
import { type Auth, AuthContext } from '../../lib/auth/AuthContext';
import type { Viewer } from './LectureLine';
import { OwnTimetable } from './OwnTimetable';

const user = (role: Viewer): Auth => ({
  state: {
    status: 'signed-in',
    user: { userId: 'u1', name: 'A B', firstName: 'A', lastName: 'B', email: 'a@x.org', role },
  },
  login: () => Promise.reject(new Error('unused')),
  logout: async () => {},
});

const ours = { branch: 'Computer Engineering', year: 'SE', division: 'A' } as const;
const slot = (
  fields: Partial<Slot> & Pick<Slot, 'slotId' | 'weekday' | 'start' | 'end' | 'subject'>,
): Slot => ({
  ...ours,
  type: 'Lecture',
  facultyId: 'f1',
  facultyName: 'Ravi Iyer',
  room: 'E101',
  ...fields,
});
const lectureOf = (s: Slot, date: string, fields: Partial<Lecture> = {}): Lecture => {
  const { slotId, weekday, ...rest } = s;
  return { ...rest, slotId, lectureId: `${slotId}#${date}`, date, ...fields };
};

const WEEK = [
  slot({ slotId: 's1', weekday: 'Wed', start: '09:00', end: '10:00', subject: 'Data Structures' }),
  slot({
    slotId: 's2',
    weekday: 'Wed',
    start: '11:00',
    end: '12:00',
    subject: 'Operating Systems',
    room: 'E102',
  }),
  slot({
    slotId: 's3',
    weekday: 'Wed',
    start: '14:00',
    end: '16:00',
    subject: 'Networks Lab',
    type: 'Practical',
    batch: 'A1',
    room: 'L1',
  }),
  slot({ slotId: 's4', weekday: 'Fri', start: '09:00', end: '10:00', subject: 'Maths III', room: 'E103' }),
];
const PERIODS = {
  periods: [
    { name: 'First', start: '09:00', end: '10:00' },
    { name: 'Second', start: '11:00', end: '12:00' },
    { name: 'Third', start: '14:00', end: '16:00' },
  ],
};
const TERM = {
  firstDay: '2026-06-01',
  lastDay: '2027-05-31',
  holidays: [{ date: '2026-12-04', name: 'Fest' }],
};

/* The timetable routes as the server answers them: `days` holds each date's lectures and cancellations. */
function renderAs(
  viewer: Viewer,
  slots: Slot[],
  days: Record<string, { lectures: Lecture[]; cancelled: Lecture[] }>,
) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      asked.push(`${url.pathname}${url.search}`);
      const answer: Record<string, unknown> = {
        '/api/timetable/mine': { slots },
        '/api/timetable/mine/lectures': days[url.searchParams.get('date') ?? ''] ?? {
          lectures: [],
          cancelled: [],
        },
        '/api/timetable/periods': PERIODS,
        '/api/timetable/term': TERM,
        '/api/rooms': [],
        '/api/getdirections': { code: 'L1', location: 'First floor, lab block' },
      };
      const body = answer[url.pathname];
      return body ? new Response(JSON.stringify(body)) : new Response('{"msg":"Not found"}', { status: 404 });
    }),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthContext.Provider value={user(viewer)}>
        <MemoryRouter>
          <OwnTimetable viewer={viewer} />
        </MemoryRouter>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return asked;
}

const today = () => screen.findByRole('region', { name: 'Today' });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 11, 2, 10, 30)); // Wednesday 2 December, 10:30 local
});
afterEach(() => vi.useRealTimers());

describe('the Student’s Time Table from data', () => {
  it('lists today in order, marks the next, and says what was cancelled or moved today', async () => {
    const [ds, os, lab] = WEEK as [Slot, Slot, Slot];
    const asked = renderAs('Student', WEEK, {
      '2026-12-02': {
        lectures: [
          lectureOf(lab, '2026-12-02'),
          lectureOf(os, '2026-12-02', { change: 'moved', start: '12:00', end: '13:00', room: 'E201' }),
        ],
        cancelled: [lectureOf(ds, '2026-12-02')],
      },
    });
    const items = within(await today()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '09:00–10:00 Data Structures Lecture · Room E101 · Ravi Iyer Cancelled today',
      'Next 12:00–13:00 Operating Systems Lecture · Room E201 · Ravi Iyer Moved today from 11:00 in room E102',
      '14:00–16:00 Networks Lab Practical (batch A1) · Room L1 · Ravi Iyer',
    ]);
    expect(items[1]).toHaveAttribute('aria-current', 'time');
    expect(within(await today()).getByRole('link', { name: 'Room E201, get directions' })).toHaveAttribute(
      'href',
      '/student/directions?room=E201',
    );
    expect(asked).toContain('/api/timetable/mine/lectures?date=2026-12-02');
  });

  it('shows the week by period and by day, each room a link to Get Directions', async () => {
    renderAs('Student', WEEK, {});
    const grid = await screen.findByRole('table', { name: 'The week by period' });
    const rows = within(grid).getAllByRole('row');
    expect(rows.map((row) => within(row).queryByRole('rowheader')?.textContent)).toEqual([
      undefined,
      'First09:00–10:00',
      'Second11:00–12:00',
      'Third14:00–16:00',
    ]);
    expect(within(rows[1] as HTMLElement).getAllByRole('cell')[4]).toHaveTextContent('Maths III');
    const friday = screen.getByRole('region', { name: 'Friday' });
    expect(within(friday).getByRole('link', { name: 'Room E103, get directions' })).toHaveAttribute(
      'href',
      '/student/directions?room=E103',
    );
  });

  it('on a day without lectures says so and names the next, past a holiday', async () => {
    const asked = renderAs('Student', WEEK, {
      '2026-12-09': { lectures: [lectureOf(WEEK[0] as Slot, '2026-12-09')], cancelled: [] },
    });
    // Today (2 December) answers nothing; Friday 4 December is the Fest, so the next is Wednesday the 9th.
    expect(await within(await today()).findByText('No lectures today.')).toBeInTheDocument();
    expect(await within(await today()).findByText(/Next lecture on Wednesday, 9 December/)).toHaveTextContent(
      'Next lecture on Wednesday, 9 December: 09:00–10:00 Data Structures Lecture · Room E101 · Ravi Iyer',
    );
    expect(asked).toContain('/api/timetable/mine/lectures?date=2026-12-09');
    expect(asked).not.toContain('/api/timetable/mine/lectures?date=2026-12-04');
  });

  it('keeps the required time table image under the week', async () => {
    renderAs('Student', WEEK, {});
    expect(await screen.findByRole('region', { name: 'This week' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'The printed time table' })).toContainElement(
      screen.getByRole('img', { name: /Weekly time table/ }),
    );
  });

  it('keeps the time table image for a class with no timetable', async () => {
    renderAs('Student', [], {});
    expect(await screen.findByRole('img', { name: /Weekly time table/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Today' })).not.toBeInTheDocument();
  });
});

describe('the Faculty member’s View Time Table', () => {
  it('names the class and batch instead of the teacher, each room a link to their own Get Directions', async () => {
    const lab = WEEK[2] as Slot;
    const asked = renderAs('Faculty', [lab], {
      '2026-12-02': { lectures: [lectureOf(lab, '2026-12-02')], cancelled: [] },
    });
    const [item] = within(await today()).getAllByRole('listitem');
    expect(item).toHaveTextContent(
      'Next 14:00–16:00 Networks Lab Practical (batch A1) · Room L1 · Computer Engineering SE A, batch A1',
    );
    const room = within(item as HTMLElement).getByRole('link', { name: 'Room L1, get directions' });
    expect(room).toHaveAttribute('href', '/facultypage/timetable?room=L1');
    await userEvent.setup().click(room);
    // The link stays on this page: its Get Directions looks the room up and takes focus.
    const directions = screen.getByRole('region', { name: 'Get Directions' });
    expect(within(directions).getByLabelText('Classroom')).toHaveValue('L1');
    expect(await within(directions).findByText(/First floor, lab block/)).toHaveTextContent(
      'L1: First floor, lab block',
    );
    expect(within(directions).getByRole('heading', { name: 'Get Directions' })).toHaveFocus();
    expect(asked).toContain('/api/getdirections?classroom=L1');
  });
});
