import type { Role } from '#shared/constants/roles';

/*
 * The site's pages and the dashboards' sections, each declared once, as plain data (no React, no
 * styles, so node can read it too): the access rules, the navigation, the dashboards' sidebars
 * and cards, and the end-to-end tests read it here. The app's page table (app/pages.tsx) adds
 * the code of each page and section, keyed by the paths below, so none can be left without.
 */

/** Who may open a page. The server enforces the data behind it whatever the page. */
export type PageAccess = 'public' | 'signed-in' | readonly Role[];

/**
 * A section of a dashboard, at `/<dashboard>/<path>`: an entry in the sidebar and a card on the
 * landing page. It is open to whoever may open its dashboard.
 */
export interface SectionEntry {
  readonly path: string;
  /** The sidebar entry, the card's title, and the first part of the document title. */
  readonly title: string;
  /** One line on the landing page's card. */
  readonly summary: string;
}

/** A card on a dashboard's landing page that opens another page of the site instead of a section. */
export interface LinkCardEntry {
  readonly to: string;
  readonly title: string;
  readonly summary: string;
}

export interface DashboardEntry {
  /** The landing page's cards, in order: sections of this dashboard, or links to other pages. */
  readonly cards: readonly (SectionEntry | LinkCardEntry)[];
  /** Whether Settings (in every dashboard's sidebar) also has a card: the Student dashboard's ninth. */
  readonly settingsCard?: boolean;
}

export interface PageEntry {
  /** The first path segment; every path below it (`/admin/anything`) shares its access. */
  readonly path: string;
  readonly title: string;
  readonly access: PageAccess;
  /** A link in the main navigation, in this order. */
  readonly nav?: string;
  /** A dashboard: sections below its path, beside a sidebar. */
  readonly dashboard?: DashboardEntry;
  /** A public page reached only from a mailed link or a form: left out of sitemap.xml. */
  readonly unlisted?: true;
  /** What search results and link previews say of a public page. */
  readonly description?: string;
}

/*
 * The three required sections first (docs/requirements.md#admin), then rooms, the approval queue, finding
 * accounts, classes, who teaches which class, and undelivered mail. Each title says what its
 * section does, so two sections about accounts cannot be mistaken for each other (issue 47).
 */
const ADMIN_DASHBOARD = {
  cards: [
    { path: 'departments', title: 'Departments', summary: 'Add and delete departments.' },
    { path: 'faculty', title: 'Faculty', summary: 'Keep the faculty directory up to date.' },
    {
      path: 'academic-calendar',
      title: 'Academic Calendar',
      summary: 'Upload, view and delete the academic calendar.',
    },
    { path: 'rooms', title: 'Rooms', summary: 'The classrooms Get Directions finds.' },
    { path: 'accounts', title: 'Approvals', summary: 'Approve Faculty and Admin sign-ups.' },
    {
      path: 'manage-accounts',
      title: 'Find accounts',
      summary: 'Find any account; disable, enable or delete it, or make a Student Alumni.',
    },
    { path: 'roster', title: 'Import roster', summary: 'Add or update accounts from a CSV file.' },
    {
      path: 'classes',
      title: 'Classes',
      summary: 'A class’s students, those under the minimum; move a student to another class.',
    },
    { path: 'teaching', title: 'Teaching', summary: 'The classes each Faculty member teaches and marks.' },
    {
      path: 'timetable',
      title: 'Timetable',
      summary:
        'The periods, the term and its holidays, the attendance bands, each class’s week; import a timetable CSV.',
    },
    {
      path: 'contact-mail',
      title: 'Undelivered mail',
      summary: 'Contact messages that could not be mailed.',
    },
  ],
} as const satisfies DashboardEntry;

/* The Faculty dashboard's cards, each a section with its own URL. */
const FACULTY_DASHBOARD = {
  cards: [
    {
      path: 'notes',
      title: 'Upload Study Material',
      summary: 'Share notes that students find in Study Buddy.',
    },
    {
      path: 'attendance',
      title: 'Update Attendance',
      summary: 'Mark who was present, see a day’s records, export a range.',
    },
    { path: 'timetable', title: 'View Time Table', summary: 'The weekly time table.' },
    {
      path: 'announcements',
      title: 'Post Announcement',
      summary: 'Tell every student and colleague something new.',
    },
  ],
} as const satisfies DashboardEntry;

/* The Student dashboard's nine cards, in the order of docs/requirements.md#student; Settings is the ninth. */
const STUDENT_DASHBOARD = {
  cards: [
    { path: 'todo', title: 'To-Do List', summary: 'Your own list, kept in this browser.' },
    {
      path: 'timetable',
      title: 'Time Table',
      summary: 'The weekly time table and the academic calendar.',
    },
    { to: '/studybuddy', title: 'Study Buddy', summary: 'Notes your teachers shared, to read and download.' },
    { to: '/GPT', title: 'Personalized GPT', summary: 'Ask questions about your notes.' },
    { path: 'chat', title: 'Community Chat', summary: 'Talk with everyone on campus.' },
    { path: 'directions', title: 'Get Directions', summary: 'Find a classroom.' },
    { path: 'attendance', title: 'Attendance', summary: 'Your attendance, lecture by lecture.' },
    { path: 'notifications', title: 'Notifications', summary: 'Announcements from your teachers.' },
  ],
  settingsCard: true,
} as const satisfies DashboardEntry;

/** The site's name and what it is, as index.html, link previews and search engines read them. */
export const SITE_NAME = 'Campus — Engineering College';
export const SITE_DESCRIPTION =
  'Campus: departments, faculty, admissions and resources of our engineering college.';

/** Every page of the site but the landing page, in the navigation's order. */
export const SITE_PAGES = [
  {
    path: 'faculty',
    title: 'Faculty',
    access: 'public',
    nav: 'Faculty',
    description: "The college's faculty by department: their positions and education.",
  },
  {
    path: 'departments',
    title: 'Departments',
    access: 'public',
    nav: 'Departments',
    description: "The college's engineering departments and what each teaches.",
  },
  {
    path: 'resource',
    title: 'Resources',
    access: 'public',
    nav: 'Resources',
    description: 'Resources for students: Study Buddy, the Personalized GPT and the alumni blog.',
  },
  {
    path: 'contact',
    title: 'Contact',
    access: 'public',
    description: 'Write to the college office: your message reaches it by mail.',
  },
  {
    path: 'login',
    title: 'Login',
    access: 'public',
    description: 'Log in to your Campus dashboard as a student, faculty member, alumnus or administrator.',
  },
  {
    path: 'signup',
    title: 'Sign up',
    access: 'public',
    description: 'Sign up for a Campus account with your college email address.',
  },
  { path: 'forgot-password', title: 'Forgot password', access: 'public', unlisted: true },
  { path: 'reset-password', title: 'Choose a new password', access: 'public', unlisted: true },
  { path: 'confirm-email', title: 'Confirm your email', access: 'public', unlisted: true },
  { path: 'set-password', title: 'Choose your password', access: 'public', unlisted: true },
  { path: 'admin', title: 'Admin Dashboard', access: ['Admin'], dashboard: ADMIN_DASHBOARD },
  { path: 'facultypage', title: 'Faculty Dashboard', access: ['Faculty'], dashboard: FACULTY_DASHBOARD },
  { path: 'student', title: 'Student Dashboard', access: ['Student'], dashboard: STUDENT_DASHBOARD },
  { path: 'studybuddy', title: 'Study Buddy', access: 'signed-in' },
  { path: 'GPT', title: 'Personalized GPT', access: 'signed-in' },
  { path: 'settings', title: 'Settings', access: 'signed-in' },
  { path: 'alumni', title: 'Alumni Forum', access: ['Alumni'] },
  {
    path: 'blogs',
    title: 'Blog Posts',
    access: 'public',
    description: "Posts from the college's alumni, the most liked first.",
  },
] as const satisfies readonly PageEntry[];

type SitePage = (typeof SITE_PAGES)[number];
export type PagePath = SitePage['path'];
export type DashboardPath = Extract<SitePage, { dashboard: DashboardEntry }>['path'];

/* The pages link cards open, as written in the dashboards above. */
type LinkTarget = SitePage extends infer Page
  ? Page extends { dashboard: { cards: readonly (infer Card)[] } }
    ? Card extends { to: infer To }
      ? To
      : never
    : never
  : never;
type MustHold<Rule extends true> = Rule;
/** The compiler refuses a link card whose `to` is no page of SITE_PAGES (`/studybudy` fails here). */
export type LinkTargetsAreListed = MustHold<[LinkTarget] extends [`/${PagePath}`] ? true : false>;

/** A section by its dashboard's path and its own, `admin/accounts`: the key its code is filed under. */
export type SectionKey = SitePage extends infer Page
  ? Page extends { path: infer Base extends string; dashboard: { cards: readonly (infer Card)[] } }
    ? Card extends { path: infer Section extends string }
      ? `${Base}/${Section}`
      : never
    : never
  : never;

/** Where every dashboard keeps Settings: in its sidebar, below the sections. */
export const SETTINGS_SECTION = {
  path: 'settings',
  title: 'Settings',
  summary: 'Your name and password.',
} as const;

export const isSection = (card: SectionEntry | LinkCardEntry): card is SectionEntry => 'path' in card;

/** The dashboards, with the paths of their sections (Settings included) below their own. */
export function dashboardPaths(page: PageEntry): string[] {
  const sections = page.dashboard?.cards.filter(isSection) ?? [];
  return [...sections, ...(page.dashboard ? [SETTINGS_SECTION] : [])].map((s) => `/${page.path}/${s.path}`);
}
