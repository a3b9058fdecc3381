import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { card, landing, serve } from './dashboard-landing';

/* Issue 47 (decision 55): the minimum's facts on the Student's, Faculty member's and Admin's cards. */
describe('the dashboards’ cards carry who is under the minimum, and classes with no timetable', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the Student’s subjects under the minimum on the Attendance card, in the warning style', async () => {
    serve({
      summary: {
        role: 'Student',
        underMinimum: {
          minimum: 75,
          subjects: [
            { subject: 'Optics', type: 'Practical', percent: 50, band: 'detained' },
            { subject: 'Maths', percent: 70, band: 'condonable' },
          ],
        },
      },
    });
    const cards = await landing('/student', 'Student');
    const warning = await vi.waitFor(() => {
      const found = card(cards, 'Attendance').querySelector('.card-warning');
      if (!found) throw new Error('no warning yet');
      return found;
    });
    expect(warning).toHaveTextContent('Under 75%: Optics (Practical) 50%, Maths 70%');
    expect(card(cards, 'Attendance')).toHaveAttribute('href', '/student/attendance');
  });

  it('says the Student is at or above the minimum everywhere, with no warning', async () => {
    serve({ summary: { role: 'Student', underMinimum: { minimum: 75, subjects: [] } } });
    const cards = await landing('/student', 'Student');
    expect(await cards.findByText('At or above 75% in every subject')).toBeInTheDocument();
    expect(card(cards, 'Attendance').querySelector('.card-warning')).toBeNull();
  });

  it('counts the Faculty member’s students under the minimum on the Update Attendance card', async () => {
    serve({
      summary: {
        role: 'Faculty',
        timetable: { date: '2026-12-02', lectures: [], unmarked: 0 },
        underMinimum: {
          minimum: 75,
          students: 3,
          classes: [
            { branch: 'Computer Engineering', year: 'SE', division: 'A', subject: 'Circuits', students: 3 },
          ],
        },
      },
    });
    const cards = await landing('/facultypage', 'Faculty');
    expect(
      await cards.findByText('No lectures today · all marked in the last 14 days · 3 students under 75%'),
    ).toBeInTheDocument();
    // The card opens Update Attendance, where the list of those students is.
    expect(card(cards, 'Update Attendance')).toHaveAttribute('href', '/facultypage/attendance');
  });

  it('shows the Admin the classes with students and no timetable, each linking to its week', async () => {
    const computer = { branch: 'Computer Engineering', year: 'SE', division: 'A' } as const;
    serve({
      summary: {
        role: 'Admin',
        lastTimetableImport: null,
        classesWithoutTimetable: { count: 7, classes: [{ ...computer, students: 60 }] },
      },
    });
    const cards = await landing('/admin', 'Admin');
    expect(
      await cards.findByText('No timetable imported yet · 7 classes have students but no timetable'),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Classes with no timetable' });
    expect(within(list).getByRole('link', { name: 'The week of Computer Engineering SE A' })).toHaveAttribute(
      'href',
      '/admin/timetable?branch=Computer+Engineering&year=SE&division=A',
    );
    expect(list).toHaveTextContent('(60 students)');
    expect(list).toHaveTextContent('and 6 more');
  });
});
