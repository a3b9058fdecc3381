import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEACHING_MESSAGES } from '#shared/constants/teaching-messages';
import type { TaughtClass } from '#shared/schemas/teaching';
import { createQueryClient } from '../../api/query-client';
import { AttendanceSection } from './AttendanceSection';
import { json, renderAsFaculty } from './test-faculty';

const DATA_STRUCTURES: TaughtClass = {
  branch: 'Computer Engineering',
  year: 'SE',
  division: 'A',
  subject: 'Data Structures',
};
const NETWORKS: TaughtClass = {
  branch: 'Information Technology',
  year: 'TE',
  division: 'A',
  subject: 'Computer Networks',
};

/* One student per class, named after its branch, so the roster shows which class was read. */
const studentOf = (branch: string) => ({
  _id: `s-${branch}`,
  firstName: branch.split(' ')[0] ?? branch,
  lastName: 'Student',
  email: `${branch.length}@x.org`,
});

/**
 * The Faculty member's classes as `classes` answers, their rosters, and no records yet; what was
 * asked is kept. `takenAway`: the class is taken away as they mark it, which the server refuses.
 */
function fakeServer(classes: TaughtClass[] | 'down', { takenAway = false } = {}) {
  const asked: URL[] = [];
  let marked = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      asked.push(url);
      if (url.pathname === '/api/attendance/mark') {
        marked = true;
        return takenAway
          ? json({ msg: TEACHING_MESSAGES.notYourClass }, 403)
          : json({ msg: 'Attendance marked' });
      }
      if (url.pathname === '/api/attendance/classes') {
        if (classes === 'down') return json({ msg: 'Internal error' }, 500);
        return json({ classes: takenAway && marked ? [] : classes });
      }
      if (url.pathname === '/api/students')
        return json({ students: [studentOf(url.searchParams.get('branch') ?? '')] });
      if (url.pathname === '/api/attendance/data') return json({ records: [] });
      return json({ msg: 'Not found' }, 404);
    }),
  );
  return asked;
}

function renderSection(client = createQueryClient()) {
  renderAsFaculty(<AttendanceSection />, client);
  return userEvent.setup();
}

describe('Update Attendance opens on the Faculty member’s own classes', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens on the first class, listing only that class’s students', async () => {
    const asked = fakeServer([DATA_STRUCTURES, NETWORKS]);
    renderSection();
    expect(screen.getByText('Loading your classes…')).toHaveAttribute('role', 'status');
    const picker = await screen.findByRole('combobox', { name: 'Class' });
    expect(picker).toHaveDisplayValue('Computer Engineering SE A — Data Structures');
    expect(Array.from((picker as HTMLSelectElement).options, (option) => option.textContent)).toEqual([
      'Computer Engineering SE A — Data Structures',
      'Information Technology TE A — Computer Networks',
    ]);
    expect(await screen.findByRole('checkbox', { name: 'Computer Student' })).toBeChecked();
    expect(screen.getByLabelText('Date')).toBeInTheDocument();
    expect(screen.getByLabelText('Type')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark attendance' })).toBeEnabled();
    // The roster is asked for by class alone: the subject is not part of it.
    const roster = asked.find((url) => url.pathname === '/api/students');
    expect(Object.fromEntries(roster?.searchParams ?? [])).toEqual({
      branch: 'Computer Engineering',
      year: 'SE',
      division: 'A',
    });
  });

  it('opens on the class last chosen in this browser while it is still assigned, and remembers a new choice', async () => {
    localStorage.setItem('attendanceClass', JSON.stringify(NETWORKS));
    fakeServer([DATA_STRUCTURES, NETWORKS]);
    const user = renderSection();
    const picker = await screen.findByRole('combobox', { name: 'Class' });
    expect(picker).toHaveDisplayValue('Information Technology TE A — Computer Networks');
    expect(await screen.findByRole('checkbox', { name: 'Information Student' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Records of .*: Information Technology TE A/ })).toBeVisible();

    await user.selectOptions(picker, 'Computer Engineering SE A — Data Structures');
    expect(await screen.findByRole('checkbox', { name: 'Computer Student' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('attendanceClass') ?? 'null')).toEqual(DATA_STRUCTURES);
  });

  it('opens on the first class when the one last chosen is no longer assigned', async () => {
    localStorage.setItem(
      'attendanceClass',
      JSON.stringify({ branch: 'Mechanical Engineering', year: 'FE', division: 'A' }),
    );
    fakeServer([NETWORKS]);
    renderSection();
    expect(await screen.findByRole('combobox', { name: 'Class' })).toHaveDisplayValue(
      'Information Technology TE A — Computer Networks',
    );
  });

  it('tells a Faculty member with no class so, and offers nothing to mark', async () => {
    fakeServer([]);
    renderSection();
    expect(await screen.findByText(TEACHING_MESSAGES.noClasses)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Update Attendance' })).toBeVisible();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark attendance' })).not.toBeInTheDocument();
  });

  it('says so when the classes could not be loaded', async () => {
    fakeServer('down');
    renderSection(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    expect(await screen.findByText('Your classes could not be loaded.')).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('refuses a class taken away meanwhile in the server’s words, and reads the classes again', async () => {
    fakeServer([DATA_STRUCTURES], { takenAway: true });
    const user = renderSection();
    await screen.findByRole('checkbox', { name: 'Computer Student' });
    await user.click(screen.getByRole('button', { name: 'Mark attendance' }));
    expect(
      await screen.findByText(`Failed to mark attendance. ${TEACHING_MESSAGES.notYourClass}`),
    ).toBeInTheDocument();
    expect(await screen.findByText(TEACHING_MESSAGES.noClasses)).toBeVisible();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});
