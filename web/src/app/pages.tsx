import { type ComponentType, lazy, type ReactNode } from 'react';
import type { DashboardSection } from '../components/SectionedDashboard';
import {
  type DashboardPath,
  type PageEntry,
  type PagePath,
  SETTINGS_SECTION,
  type SectionKey,
  type SITE_PAGES,
} from '../lib/site-map';

import { type Load, type Page, pagesWith } from './page-list';
import { SERVED_PAGE_CODE } from './served-page-code';

export type { Page } from './page-list';

/* Each page's code, by its path in the site map; the compiler insists on one for every page. */
const PAGE_CODE: Record<Exclude<PagePath, DashboardPath>, Load> = {
  faculty: () => import('../features/faculty/FacultyPage').then((m) => m.FacultyPage),
  departments: SERVED_PAGE_CODE.departments,
  resource: () => import('../features/resources/ResourcesPage').then((m) => m.ResourcesPage),
  contact: () => import('../features/contact/ContactPage').then((m) => m.ContactPage),
  login: () => import('../features/auth/LoginPage').then((m) => m.LoginPage),
  signup: () => import('../features/auth/SignupPage').then((m) => m.SignupPage),
  'forgot-password': () => import('../features/auth/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
  'reset-password': () => import('../features/auth/ResetPasswordPage').then((m) => m.ResetPasswordPage),
  'confirm-email': () => import('../features/auth/ConfirmEmailPage').then((m) => m.ConfirmEmailPage),
  'set-password': () => import('../features/auth/SetPasswordPage').then((m) => m.SetPasswordPage),
  studybuddy: () => import('../features/studybuddy/StudyBuddyPage').then((m) => m.StudyBuddyPage),
  GPT: () => import('../features/gpt/GptPage').then((m) => m.GptPage),
  settings: () =>
    Promise.all([
      import('../features/settings/SettingsPage'),
      import('../features/feeds/CalendarFeedAddress'),
    ]).then(([{ SettingsPage }, { CalendarFeedAddress }]) => () => (
      <SettingsPage>
        <CalendarFeedAddress />
      </SettingsPage>
    )),
  alumni: () => import('../features/forum/AlumniPage').then((m) => m.AlumniPage),
  blogs: () => import('../features/forum/BlogsPage').then((m) => m.BlogsPage),
};

/** A component whose code arrives on first render: each section is a chunk of its own. */
const later = (load: Load) => lazy(async () => ({ default: await load() }));

/* A Time Table section with the calendar address under its week (decision 52), as Settings has it. */
const withFeedAddress = (section: () => Promise<ComponentType<{ children?: ReactNode }>>) =>
  later(() =>
    Promise.all([section(), import('../features/feeds/CalendarFeedAddress')]).then(
      ([Section, { CalendarFeedAddress }]) =>
        () => (
          <Section>
            <CalendarFeedAddress />
          </Section>
        ),
    ),
  );

/* Each dashboard section's code, by `<dashboard>/<section>` in the site map; again, none left out. */
const SECTION_CODE: Record<SectionKey, ComponentType> = {
  'admin/departments': later(() =>
    import('../features/admin/DepartmentsSection').then((m) => m.DepartmentsSection),
  ),
  'admin/faculty': later(() => import('../features/admin/FacultySection').then((m) => m.FacultySection)),
  'admin/academic-calendar': later(() =>
    import('../features/admin/CalendarSection').then((m) => m.CalendarSection),
  ),
  'admin/rooms': later(() => import('../features/admin/RoomsSection').then((m) => m.RoomsSection)),
  'admin/accounts': later(() => import('../features/admin/AccountsSection').then((m) => m.AccountsSection)),
  'admin/manage-accounts': later(() =>
    import('../features/admin/ManageAccountsSection').then((m) => m.ManageAccountsSection),
  ),
  'admin/roster': later(() =>
    import('../features/admin/RosterImportSection').then((m) => m.RosterImportSection),
  ),
  'admin/classes': later(() => import('../features/admin/ClassesSection').then((m) => m.ClassesSection)),
  'admin/teaching': later(() => import('../features/admin/TeachingSection').then((m) => m.TeachingSection)),
  'admin/timetable': later(() =>
    import('../features/timetable-admin/TimetableAdminSection').then((m) => m.TimetableAdminSection),
  ),
  'admin/contact-mail': later(() =>
    import('../features/admin/ContactMailSection').then((m) => m.ContactMailSection),
  ),
  'facultypage/notes': later(() =>
    import('../features/faculty-dashboard/NotesSection').then((m) => m.NotesSection),
  ),
  'facultypage/attendance': later(() =>
    import('../features/faculty-dashboard/AttendanceSection').then((m) => m.AttendanceSection),
  ),
  'facultypage/timetable': withFeedAddress(() =>
    import('../features/faculty-dashboard/TimetableSection').then((m) => m.TimetableSection),
  ),
  'facultypage/announcements': later(() =>
    import('../features/faculty-dashboard/AnnouncementSection').then((m) => m.AnnouncementSection),
  ),
  'student/todo': later(() => import('../features/student/TodoSection').then((m) => m.TodoSection)),
  'student/timetable': withFeedAddress(() =>
    import('../features/student/TimetableSection').then((m) => m.TimetableSection),
  ),
  'student/chat': later(() => import('../features/student/ChatSection').then((m) => m.ChatSection)),
  'student/directions': later(() =>
    import('../features/student/DirectionsSection').then((m) => m.DirectionsSection),
  ),
  'student/attendance': later(() =>
    import('../features/student/AttendanceView').then((m) => m.AttendanceView),
  ),
  'student/notifications': later(() =>
    import('../features/student/NotificationsSection').then((m) => m.NotificationsSection),
  ),
};

/* What a landing card shows beside its summary, such as a count of new items. */
const CARD_BADGES: Partial<Record<SectionKey, ComponentType>> = {
  'facultypage/attendance': later(() =>
    import('../features/faculty-dashboard/OwnClassesBadge').then((m) => m.OwnClassesBadge),
  ),
  'student/attendance': later(() =>
    import('../features/dashboard/UnderMinimumBadge').then((m) => m.UnderMinimumBadge),
  ),
};

/* What the page lists under a landing card: links of their own, which a card cannot hold. */
const CARD_LINKS: Partial<Record<SectionKey, ComponentType>> = {
  'facultypage/attendance': later(() =>
    import('../features/dashboard/TodaysLectureLinks').then((m) => m.TodaysLectureLinks),
  ),
  'admin/timetable': later(() =>
    import('../features/dashboard/ClassesWithoutTimetable').then((m) => m.ClassesWithoutTimetable),
  ),
};

const SETTINGS = later(() =>
  import('../features/feeds/AccountSettingsWithFeed').then((m) => m.AccountSettingsWithFeed),
);

/**
 * A dashboard's page: the shared shell given the site map's cards with their code. Made once, so
 * the landing page and its sections are the same component and the sidebar keeps its state.
 */
function dashboardCode(page: PageEntry & { readonly path: DashboardPath }): Load {
  let Dashboard: ComponentType | undefined;
  return async () => {
    const [{ SectionedDashboard }, { useCardFacts }] = await Promise.all([
      import('../components/SectionedDashboard'),
      import('../features/dashboard/useCardFacts'),
    ]);
    const cards = (page.dashboard?.cards ?? []).map((card) => {
      if (!('path' in card)) return card;
      const key = `${page.path}/${card.path}` as SectionKey;
      return {
        ...card,
        Component: SECTION_CODE[key],
        Badge: CARD_BADGES[key],
        Under: CARD_LINKS[key],
      } satisfies DashboardSection;
    });
    const settings = { ...SETTINGS_SECTION, Component: SETTINGS };
    Dashboard ??= () => (
      <SectionedDashboard
        title={page.title}
        base={`/${page.path}`}
        cards={cards}
        settings={settings}
        settingsCard={page.dashboard?.settingsCard}
        useCardFacts={useCardFacts}
      />
    );
    return Dashboard;
  };
}

const isDashboard = (
  page: (typeof SITE_PAGES)[number],
): page is Extract<typeof page, { path: DashboardPath }> => 'dashboard' in page;

/**
 * Every page of the site but the landing page: the site map's entries with their code. The router
 * and the guards are built from this. The landing page (HomePage) ships in the main bundle instead,
 * so nothing waits on a second round trip before it paints.
 */
export const PAGES: readonly Page[] = pagesWith((page) =>
  isDashboard(page) ? dashboardCode(page) : PAGE_CODE[page.path],
);
