import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../api/query-client';
import { AttendanceView } from './AttendanceView';

describe('the Student’s Attendance', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the required Date, Type and Status, with the Subject of each lecture; two of a day are two rows', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.includes('/api/attendance/summary')
          ? new Response(JSON.stringify({ subjects: [], minimum: 75 }), { status: 200 })
          : new Response(
              JSON.stringify({
                records: [
                  { date: '2026-11-30', type: 'Lecture', status: 'Present', subject: 'Data Structures' },
                  { date: '2026-11-30', type: 'Lecture', status: 'Absent', subject: 'Operating Systems' },
                  // Marked before lectures: no subject.
                  { date: '2026-11-02', type: 'Tutorial', status: 'Present' },
                ],
                presentPercent: 66.7,
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
    expect(await screen.findByText('Present 66.7% of the time.')).toBeVisible();
    const rows = screen.getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual([
      'DateTypeSubjectStatus',
      '2026-11-30LectureData StructuresPresent',
      '2026-11-30LectureOperating SystemsAbsent',
      '2026-11-02Tutorial—Present',
    ]);
  });
});
