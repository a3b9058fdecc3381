import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../api/query-client';
import { AttendanceView } from './AttendanceView';

const summary = {
  minimum: 75,
  subjects: [
    {
      subject: 'Data Structures',
      type: 'Lecture',
      held: 8,
      attended: 6,
      remaining: 4,
      percent: 75,
      band: 'eligible',
      advice: 'You can miss 1 more',
    },
    {
      subject: 'Operating Systems',
      type: 'Practical',
      held: 10,
      attended: 5,
      remaining: 2,
      percent: 50,
      band: 'detained',
      advice: '75% can no longer be reached this term',
    },
  ],
};

describe('the Student’s attendance by subject', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sits above the records, bands in words, and marks a subject under the minimum', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.includes('/api/attendance/summary')
          ? new Response(JSON.stringify(summary), { status: 200 })
          : new Response(
              JSON.stringify({
                records: [
                  { date: '2026-11-30', type: 'Lecture', status: 'Present', subject: 'Data Structures' },
                ],
                presentPercent: 100,
              }),
              { status: 200 },
            ),
      ),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <AttendanceView />
      </QueryClientProvider>,
    );
    const table = await screen.findByRole('table', { name: 'By subject this term (minimum 75%)' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'SubjectTypeHeldAttendedPercentageBandWhat it takes',
      'Data StructuresLecture8675%EligibleYou can miss 1 more',
      'Operating SystemsPractical10550%Detained75% can no longer be reached this term',
    ]);
    expect(within(table).getByRole('row', { name: /Operating Systems/ })).toHaveClass('band-detained');
    // The required table of records (docs/requirements.md#attendance-view) follows the summary.
    const [first, second] = screen.getAllByRole('table');
    expect(first).toBe(table);
    expect(within(second as HTMLElement).getAllByRole('row')[0]?.textContent).toBe('DateTypeSubjectStatus');
  });
});
