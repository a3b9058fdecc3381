import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SITE_PAGES } from '../lib/site-map';
import { card, landing, serve } from './dashboard-landing';

describe('the dashboards’ cards carry live facts', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the Admin’s approvals, undelivered mail and last import, each on its own card', async () => {
    const finished = '2026-11-30T08:30:00.000Z';
    serve({
      summary: {
        role: 'Admin',
        pendingApprovals: { count: 3, more: false },
        undeliveredMail: { account: { count: 1, more: false }, contact: { count: 99, more: true } },
        lastRosterImport: {
          status: 'completed',
          createdAt: finished,
          finishedAt: finished,
          imported: 120,
          refused: 3,
        },
        lastTimetableImport: { status: 'completed', finishedAt: finished, rows: 40, classes: 3, refused: 0 },
      },
    });
    const cards = await landing('/admin', 'Admin');
    expect(await cards.findByText('3 accounts waiting for approval')).toBeInTheDocument();
    expect(card(cards, 'Approvals')).toHaveAttribute('href', '/admin/accounts');
    expect(card(cards, 'Undelivered mail')).toHaveTextContent(
      'Undelivered: 1 account mail, 99+ contact messages',
    );
    expect(card(cards, 'Import roster')).toHaveTextContent(/Last import, .*: 120 rows imported, 3 refused/);
    expect(card(cards, 'Timetable')).toHaveTextContent(/Last timetable import, .*: 40 rows for 3 classes/);
    expect(card(cards, 'Timetable')).toHaveAttribute('href', '/admin/timetable');
    // The sections about accounts say what each does.
    expect(card(cards, 'Find accounts')).toHaveAttribute('href', '/admin/manage-accounts');
    // A card with no fact keeps its description.
    expect(card(cards, 'Departments')).toHaveTextContent('Add and delete departments.');
  });

  it('says so when there is nothing waiting', async () => {
    serve({
      summary: {
        role: 'Admin',
        pendingApprovals: { count: 0, more: false },
        undeliveredMail: { account: { count: 0, more: false }, contact: { count: 0, more: false } },
        lastRosterImport: null,
        lastTimetableImport: null,
      },
    });
    const cards = await landing('/admin', 'Admin');
    expect(await cards.findByText('No accounts waiting for approval')).toBeInTheDocument();
    expect(card(cards, 'Undelivered mail')).toHaveTextContent('No undelivered mail');
    expect(card(cards, 'Import roster')).toHaveTextContent('No roster imported yet');
    expect(card(cards, 'Timetable')).toHaveTextContent('No timetable imported yet');
  });

  it('shows the Student’s unread announcements, new notes and last question', async () => {
    serve({
      summary: {
        role: 'Student',
        unreadAnnouncements: { count: 1, more: false },
        newClassNotes: { count: 4, more: false },
        lastQuestion: { status: 'completed', askedAt: '2026-11-30T08:30:00.000Z' },
      },
    });
    const cards = await landing('/student', 'Student');
    expect(await cards.findByText('1 announcement not yet read')).toBeInTheDocument();
    expect(card(cards, 'Notifications')).toHaveAttribute('href', '/student/notifications');
    expect(card(cards, 'Study Buddy')).toHaveTextContent('4 new notes for your class since your last visit');
    expect(card(cards, 'Personalized GPT')).toHaveTextContent(/Your last question \(.*\) has its answer/);
  });

  const lecture = (start: string, subject: string, date = '2026-12-02') => ({
    lectureId: `s-${start}#${date}`,
    date,
    start,
    end: '12:00',
    subject,
    room: 'E102',
    facultyName: 'Prof X',
  });

  it('shows the Student’s next lecture today on the Time Table card, and what was cancelled', async () => {
    const next = { ...lecture('11:00', 'Data Structures'), change: 'moved' as const };
    serve({
      summary: {
        role: 'Student',
        timetable: {
          date: '2026-12-02',
          lectures: [lecture('09:00', 'Maths'), next],
          cancelled: [lecture('14:00', 'Physics')],
          next,
        },
      },
    });
    const cards = await landing('/student', 'Student');
    const timetable = await vi.waitFor(() => {
      const found = card(cards, 'Time Table');
      expect(found).toHaveTextContent(
        'Next: 11:00 Data Structures in E102 (Prof X), moved today · 1 cancelled today',
      );
      return found;
    });
    expect(timetable).toHaveAttribute('href', '/student/timetable');
  });

  it('says there are no lectures today and names the next day’s first one', async () => {
    serve({
      summary: {
        role: 'Student',
        timetable: {
          date: '2026-12-02',
          lectures: [],
          cancelled: [],
          next: lecture('09:00', 'Maths', '2026-12-03'),
        },
      },
    });
    const cards = await landing('/student', 'Student');
    expect(
      await cards.findByText('No lectures today · next: Thu 09:00 Maths in E102 (Prof X)'),
    ).toBeInTheDocument();
  });

  it('says when today’s lectures are over and none follow within a week', async () => {
    serve({
      summary: {
        role: 'Student',
        timetable: { date: '2026-12-02', lectures: [lecture('09:00', 'Maths')], cancelled: [], next: null },
      },
    });
    const cards = await landing('/student', 'Student');
    expect(await cards.findByText('No more lectures today')).toBeInTheDocument();
  });

  it('shows the Faculty member’s lectures today and those unmarked on the Update Attendance card', async () => {
    const marked = (start: string, done: boolean) => ({ ...lecture(start, 'Circuits'), marked: done });
    serve({
      summary: {
        role: 'Faculty',
        timetable: {
          date: '2026-12-02',
          lectures: [marked('09:00', true), marked('11:00', false), marked('14:00', false)],
          unmarked: 2,
        },
      },
    });
    const cards = await landing('/facultypage', 'Faculty');
    expect(await cards.findByText('3 lectures today · 2 not marked in the last 14 days')).toBeInTheDocument();
    expect(card(cards, 'Update Attendance')).toHaveAttribute('href', '/facultypage/attendance');
    expect(card(cards, 'View Time Table')).toHaveTextContent('The weekly time table.');
    // Under the card, each of today's lectures links straight to its marking.
    const today = await screen.findByRole('list', { name: 'Today’s lectures' });
    expect(
      within(today)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(
      ['09:00', '11:00', '14:00'].map(
        (start) =>
          `/facultypage/attendance?date=2026-12-02&lecture=s-${start.replace(':', '%3A')}%232026-12-02`,
      ),
    );
    expect(screen.getByRole('link', { name: 'Mark attendance, 11:00 Circuits' })).toBeInTheDocument();
  });

  it('says the Faculty member has no lectures today and nothing left unmarked', async () => {
    serve({ summary: { role: 'Faculty', timetable: { date: '2026-12-02', lectures: [], unmarked: 0 } } });
    const cards = await landing('/facultypage', 'Faculty');
    expect(await cards.findByText('No lectures today · all marked in the last 14 days')).toBeInTheDocument();
  });

  it('keeps a fact that could not be read out: its card shows its fixed description', async () => {
    serve({ summary: { role: 'Student', newClassNotes: { count: 0, more: false }, lastQuestion: null } });
    const cards = await landing('/student', 'Student');
    expect(await cards.findByText('No new notes for your class since your last visit')).toBeInTheDocument();
    expect(card(cards, 'Notifications')).toHaveTextContent('Announcements from your teachers.');
    expect(card(cards, 'Personalized GPT')).toHaveTextContent('Ask questions about your notes.');
  });

  it('shows every card with its fixed description when the read fails, never an error', async () => {
    serve({ status: 500 });
    const cards = await landing('/admin', 'Admin');
    expect(card(cards, 'Approvals')).toHaveTextContent('Approve Faculty and Admin sign-ups.');
    expect(card(cards, 'Undelivered mail')).toHaveTextContent('Contact messages that could not be mailed.');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    // The failed read settles, and no notice tells of it.
    await new Promise((settle) => setTimeout(settle, 50));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(card(cards, 'Approvals')).toHaveTextContent('Approve Faculty and Admin sign-ups.');
    // One card a section of the Admin dashboard, each still a link.
    const admin = SITE_PAGES.find((page) => page.path === 'admin');
    expect(cards.getAllByRole('link')).toHaveLength(
      admin && 'dashboard' in admin ? admin.dashboard.cards.length : 0,
    );
  });
});
