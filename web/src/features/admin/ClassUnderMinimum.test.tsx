import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StudentClass } from '#shared/schemas/student-class';
import { createQueryClient } from '../../api/query-client';
import { NoticeProvider } from '../../lib/notices/NoticeProvider';
import { ClassUnderMinimum } from './ClassUnderMinimum';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const ours: StudentClass = { branch: 'Civil Engineering', year: 'TE', division: 'B' };
const behind = {
  studentId: 's1',
  first_name: 'Asha',
  last_name: 'Rao',
  email: 'a@x.org',
  subject: 'Surveying',
  type: 'Lecture',
  held: 4,
  attended: 1,
  remaining: 10,
  percent: 25,
  band: 'detained',
  advice: 'Attend the next 8 to reach 75%',
};

/* The two routes as the server answers them; what was asked is kept. */
function fakeServer() {
  const asked: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      asked.push(url);
      if (url.pathname === '/api/attendance/under-minimum/export')
        return json({ filename: 'under-minimum-civil.csv', csv: 'first_name\nAsha\n' });
      return json({ minimum: 75, students: url.searchParams.get('subject') === 'Surveying' ? [behind] : [] });
    }),
  );
  return asked;
}

/*
 * What the page saves: jsdom has no object URLs and cannot follow a download link, so the link's
 * file name and the blob's type and size are kept instead (the e2e walk reads a real download).
 */
function savedFiles() {
  const blobs: Blob[] = [];
  const saved: { name: string; type: string; size: number }[] = [];
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => `blob:${blobs.push(blob)}`,
    revokeObjectURL: () => {},
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs[Number(this.href.slice('blob:'.length)) - 1];
    if (blob) saved.push({ name: this.download, type: blob.type, size: blob.size });
  });
  return saved;
}

const shell = (ui: ReactNode) => (
  <QueryClientProvider client={createQueryClient()}>
    <NoticeProvider>{ui}</NoticeProvider>
  </QueryClientProvider>
);

describe('the Admin’s students under the minimum of a class', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists the chosen class’s students under the minimum in a subject and saves them as CSV', async () => {
    const asked = fakeServer();
    const saved = savedFiles();
    const { rerender } = render(shell(<ClassUnderMinimum studentClass={ours} />));
    const user = userEvent.setup();
    const show = screen.getByRole('button', { name: 'Show students' });
    expect(show).toBeDisabled();
    await user.type(screen.getByLabelText('Subject'), ' Surveying ');
    await user.click(show);

    const table = await screen.findByRole('table', { name: 'Under 75% in Surveying' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['StudentTypeHeldAttendedPercentageBand', 'Asha RaoLecture4125%Detained']);
    const read = asked.find((url) => url.pathname === '/api/attendance/under-minimum');
    expect(Object.fromEntries(read?.searchParams ?? [])).toEqual({ ...ours, subject: 'Surveying' });

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('Saved under-minimum-civil.csv.')).toBeVisible();
    expect(saved).toEqual([{ name: 'under-minimum-civil.csv', type: 'text/csv;charset=utf-8', size: 16 }]);

    // Another class chosen in Classes: the first class's list is not shown under it.
    rerender(shell(<ClassUnderMinimum studentClass={{ ...ours, division: 'C' }} />));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
  });

  it('says so when no student is under the minimum', async () => {
    fakeServer();
    render(shell(<ClassUnderMinimum studentClass={ours} />));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Subject'), 'Geology');
    await user.click(screen.getByRole('button', { name: 'Show students' }));
    expect(await screen.findByText('No student is under 75% in Geology.')).toBeVisible();
  });
});
