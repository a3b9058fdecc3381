import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Slot } from '#shared/schemas/timetable';
import { createQueryClient } from '../../api/query-client';
import { ClassWeek } from './ClassWeek';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const CLASH = 'The Faculty member already teaches Computer Engineering SE B, Mon 09:00–10:00 DBMS.';

const maths: Slot = {
  slotId: 'c2Vh.Mon.1',
  branch: 'Computer Engineering',
  year: 'SE',
  division: 'A',
  weekday: 'Mon',
  start: '09:00',
  end: '10:00',
  subject: 'Maths',
  type: 'Lecture',
  facultyId: 'f-asha',
  facultyName: 'Asha Rao',
  room: 'E101',
};

/** The timetable's reads for one class, and a slot write answered with a clash; what was sent is kept. */
function fakeServer() {
  const sent: { method: string; path: string; body?: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const method = init?.method ?? 'GET';
    if (method !== 'GET')
      sent.push({ method, path: url.pathname, body: JSON.parse(String(init?.body ?? '{}')) });
    if (url.pathname === '/api/timetable/periods')
      return json({
        periods: [
          { name: 'Period 1', start: '09:00', end: '10:00' },
          { name: 'Period 2', start: '10:00', end: '11:00' },
        ],
      });
    if (url.pathname === '/api/timetable/class') return json({ slots: [maths] });
    if (url.pathname === '/api/rooms') return json([{ code: 'E101', location: 'E block, first floor' }]);
    if (url.pathname === '/api/admin/timetable/slots') return json({ msg: CLASH }, 409);
    if (url.pathname === '/api/admin/timetable/teachers')
      return json({
        teachers: [
          { facultyId: 'f-asha', name: 'Asha Rao', subject: 'Maths' },
          { facultyId: 'f-ravi', name: 'Ravi Iyer', subject: 'Physics' },
          { facultyId: 'f-meera', name: 'Meera Das' },
        ],
      });
    if (url.pathname === '/api/admin/timetable/class/day') return json({ lectures: [], cancelled: [] });
    return json({ msg: 'Not found' }, 404);
  });
  return sent;
}

describe('a class’s week', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the slots by day and period, moves by arrow keys, and shows a clash in the API’s words', async () => {
    const sent = fakeServer();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ClassWeek />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Branch'), 'Computer Engineering');
    await user.selectOptions(screen.getByLabelText('Year'), 'SE');
    await user.type(screen.getByLabelText('Division'), 'A');

    const week = await screen.findByRole('table', { name: 'The class’s week' });
    // The grid's scrolling region is named and in the tab order, so a keyboard alone can scroll it.
    expect(screen.getByRole('region', { name: 'The week, scrolling' })).toHaveAttribute('tabindex', '0');
    const monday = within(week).getByRole('button', {
      name: 'Mon, Period 1 09:00–10:00: Maths, Lecture, Asha Rao, E101',
    });
    // One cell in the tab order: the first; the arrow keys move the focus and take it along.
    expect(monday).toHaveAttribute('tabindex', '0');
    monday.focus();
    await user.keyboard('{ArrowRight}');
    const tuesday = within(week).getByRole('button', { name: 'Tue, Period 1 09:00–10:00: free' });
    expect(tuesday).toHaveFocus();
    expect(tuesday).toHaveAttribute('tabindex', '0');
    expect(monday).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{ArrowDown}');
    expect(within(week).getByRole('button', { name: 'Tue, Period 2 10:00–11:00: free' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{Enter}');

    const form = await screen.findByRole('form', { name: 'Add a slot on Tue' });
    expect(within(form).getByRole('heading', { name: 'Add a slot on Tue' })).toHaveFocus();
    expect(within(form).getByLabelText('Starts')).toHaveValue('09:00');
    await user.type(within(form).getByLabelText('Subject'), 'Maths');
    // The picker offers those assigned this class for Maths, or for every subject: not Ravi (Physics).
    const picker = within(form).getByLabelText('Faculty member');
    expect(await within(picker).findByRole('option', { name: 'Asha Rao' })).toBeInTheDocument();
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a Faculty member', 'Asha Rao', 'Meera Das']);
    await user.selectOptions(picker, 'Asha Rao');
    await user.selectOptions(await within(form).findByLabelText('Room'), 'E101');
    await user.click(within(form).getByRole('button', { name: 'Save slot' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(CLASH);
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/admin/timetable/slots',
        body: {
          branch: 'Computer Engineering',
          year: 'SE',
          division: 'A',
          weekday: 'Tue',
          start: '09:00',
          end: '10:00',
          subject: 'Maths',
          type: 'Lecture',
          facultyId: 'f-asha',
          room: 'E101',
        },
      },
    ]);
  });
});
