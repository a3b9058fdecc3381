import { type DashboardPage, SectionedDashboard } from '../../components/SectionedDashboard';
import { AccountsSection } from './AccountsSection';
import { CalendarSection } from './CalendarSection';
import { ContactMailSection } from './ContactMailSection';
import { DepartmentsSection } from './DepartmentsSection';
import { FacultySection } from './FacultySection';
import { RoomsSection } from './RoomsSection';

/* The spec's three sections first (§2), then rooms, the approval queue and undelivered contact mail. */
const SECTIONS: readonly DashboardPage[] = [
  {
    path: 'departments',
    label: 'Departments',
    summary: 'Add and delete departments.',
    Component: DepartmentsSection,
  },
  {
    path: 'faculty',
    label: 'Faculty',
    summary: 'Keep the faculty directory up to date.',
    Component: FacultySection,
  },
  {
    path: 'academic-calendar',
    label: 'Academic Calendar',
    summary: 'Upload, view and delete the academic calendar.',
    Component: CalendarSection,
  },
  { path: 'rooms', label: 'Rooms', summary: 'The classrooms Get Directions finds.', Component: RoomsSection },
  {
    path: 'accounts',
    label: 'Accounts',
    summary: 'Approve Faculty and Admin sign-ups.',
    Component: AccountsSection,
  },
  {
    path: 'contact-mail',
    label: 'Undelivered mail',
    summary: 'Contact messages that could not be mailed.',
    Component: ContactMailSection,
  },
];

export function AdminPage() {
  return <SectionedDashboard title="Admin Dashboard" base="/admin" sections={SECTIONS} />;
}
