import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderAsFaculty } from './test-faculty';
import { UnderMinimum } from './UnderMinimum';

describe('the Faculty member’s students under the minimum', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a subject when the class was assigned with none, and lists who is under it', async () => {
    const asked: URL[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const url = new URL(input, 'http://localhost');
        asked.push(url);
        if (url.pathname === '/api/attendance/classes')
          return json({ classes: [{ branch: 'Computer Engineering', year: 'SE', division: 'A' }] });
        return json({
          minimum: 75,
          students: [
            {
              studentId: 's1',
              first_name: 'Asha',
              last_name: 'Rao',
              email: 'a@x.org',
              subject: 'Signals',
              type: 'Lecture',
              held: 10,
              attended: 6,
              remaining: 4,
              percent: 60,
              band: 'detained',
              advice: '75% can no longer be reached this term',
            },
          ],
        });
      }),
    );
    renderAsFaculty(<UnderMinimum />);
    const user = userEvent.setup();
    const show = await screen.findByRole('button', { name: 'Show students' });
    expect(show).toBeDisabled();
    await user.type(screen.getByLabelText('Subject'), 'Signals');
    await user.click(show);
    const table = await screen.findByRole('table', { name: 'Under 75% in Signals' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['StudentTypeHeldAttendedPercentageBand', 'Asha RaoLecture10660%Detained']);
    const read = asked.find((url) => url.pathname === '/api/attendance/under-minimum');
    expect(Object.fromEntries(read?.searchParams ?? [])).toEqual({
      branch: 'Computer Engineering',
      year: 'SE',
      division: 'A',
      subject: 'Signals',
    });
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  });
});
