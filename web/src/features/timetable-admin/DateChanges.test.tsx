import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { collegeToday } from '#shared/constants/college-time';
import type { Lecture } from '#shared/schemas/timetable';
import { createQueryClient } from '../../api/query-client';
import { DateChanges } from './DateChanges';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const ours = { branch: 'Computer Engineering', year: 'SE', division: 'A' } as const;
const today = collegeToday();
const lecture = (fields: Partial<Lecture>): Lecture => ({
  ...ours,
  lectureId: 'c2Vh.Thu.1#d',
  slotId: 'c2Vh.Thu.1',
  date: today,
  start: '09:00',
  end: '10:00',
  subject: 'Circuits',
  type: 'Lecture',
  facultyId: 'f-asha',
  facultyName: 'Asha Rao',
  room: 'E101',
  ...fields,
});
const CLASH = `The class already has Computer Engineering SE A, Optics (Lecture), ${today} 09:30–10:30.`;

/** A date with a cancelled lecture and an extra one; an undo of the first refused, of the second done. */
function fakeServer() {
  const undone: unknown[] = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname === '/api/admin/timetable/class/day')
      return json({
        cancelled: [lecture({})],
        lectures: [
          lecture({
            lectureId: 'x-optics',
            slotId: undefined,
            subject: 'Optics',
            start: '09:30',
            end: '10:30',
            change: 'extra',
          }),
        ],
      });
    if (url.pathname === '/api/admin/timetable/changes' && init?.method === 'DELETE') {
      const body = JSON.parse(String(init.body)) as { changeId: string };
      undone.push(body);
      return body.changeId === 'x-optics'
        ? json({ msg: 'The extra lecture is removed.' })
        : json({ msg: CLASH }, 409);
    }
    return json({ msg: 'Not found' }, 404);
  });
  return undone;
}

describe('a date’s one-off changes', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names each undo for what it does, shows a refusal in the API’s words and a confirmation', async () => {
    const undone = fakeServer();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <DateChanges studentClass={ours} />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    expect(
      await screen.findByText(/Cancelled: 09:00–10:00 Circuits \(Lecture\), Asha Rao, E101/),
    ).toBeVisible();
    const undoCancel = screen.getByRole('button', { name: 'Undo cancellation, Circuits 09:00' });
    await user.click(undoCancel);
    expect(await screen.findByRole('alert')).toHaveTextContent(CLASH);
    expect(undoCancel).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove extra lecture, Optics 09:30' }));
    const confirmation = await screen.findByRole('status');
    expect(confirmation).toHaveTextContent('The extra lecture is removed.');
    // The removed lecture's button goes when the date is read again: the focus is on the confirmation.
    expect(confirmation.parentElement).toHaveFocus();
    expect(undone).toEqual([
      { ...ours, date: today, changeId: 'c2Vh.Thu.1' },
      { ...ours, date: today, changeId: 'x-optics' },
    ]);
  });

  it('shows a passed date’s changes without a button to undo them', async () => {
    fakeServer();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <DateChanges studentClass={ours} />
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-06-02' } });
    expect(await screen.findByText(/Extra lecture: 09:30–10:30 Optics/)).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
